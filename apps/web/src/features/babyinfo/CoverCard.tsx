import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Center, FileButton, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCoverEditor } from './useCoverEditor';
import classes from './babyinfo.module.css';

/** The cover (background) photo and how high it sits; Admins change both, others see it. */
export function CoverCard({ babyId, babyName, editable }: { babyId: number; babyName: string; editable: boolean }) {
  const { t } = useTranslation(['family']);
  const cover = useCoverEditor(babyId);
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);

  // The sidebar's "edit cover" lands here.
  useEffect(() => {
    if (hash === '#cover') sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Paper
      ref={sectionRef}
      withBorder
      radius="md"
      p="lg"
      component="section"
      id="cover"
      className={classes.coverSection}
      aria-labelledby="cover-heading"
      data-testid="cover-card"
    >
      <Title order={2} fz="h3" mb={4} id="cover-heading">
        {t('family:babyinfo.cover.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {editable ? t('family:babyinfo.cover.help') : t('family:babyinfo.cover.read_only')}
      </Text>
      <Stack gap="md">
        <div className={classes.cover} data-testid="cover-preview">
          {cover.imageUrl ? (
            <img
              src={cover.imageUrl}
              alt={t('family:babyinfo.cover.alt', { name: babyName })}
              style={{ objectPosition: `center ${cover.y}%` }}
            />
          ) : (
            !cover.loading && (
              <Center h="100%">
                <Text c="dimmed">{t('family:babyinfo.cover.none')}</Text>
              </Center>
            )
          )}
        </div>
        {editable && (
          <>
            <Box px="md">
              <Text size="sm" fw={500} mb={4} ml="-md" id="cover-y-label">
                {t('family:babyinfo.cover.position')}
              </Text>
              <Slider
                min={0}
                max={100}
                step={1}
                value={cover.y}
                onChange={cover.setY}
                marks={[
                  { value: 0, label: t('family:babyinfo.cover.top') },
                  { value: 50, label: t('family:babyinfo.cover.middle') },
                  { value: 100, label: t('family:babyinfo.cover.bottom') },
                ]}
                label={(value) => `${value}%`}
                thumbProps={{ 'aria-labelledby': 'cover-y-label' }}
                disabled={!cover.imageUrl}
                mb="lg"
                data-testid="cover-y"
              />
            </Box>
            {cover.error && (
              <Alert color="red" role="alert" data-testid="cover-error">
                {cover.error}
              </Alert>
            )}
            <Group gap="sm">
              <FileButton resetRef={cover.resetRef} onChange={(file) => void cover.pick(file)} accept="image/*">
                {(props) => (
                  <Button {...props} variant="light" data-testid="cover-choose">
                    {t('family:babyinfo.cover.choose')}
                  </Button>
                )}
              </FileButton>
              <Button onClick={cover.save} loading={cover.pending} disabled={!cover.dirty} data-testid="cover-save">
                {t('family:babyinfo.cover.save')}
              </Button>
              {cover.dirty && (
                <Button variant="subtle" color="gray" onClick={cover.discard}>
                  {t('family:babyinfo.cover.discard')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
