import { useState } from 'react';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TrashItem } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '../../components/MediaImage';
import { dateFormatter } from '../../lib/dateFormat';

interface Props {
  items: TrashItem[];
  onRestore: (id: number) => Promise<boolean>;
  onPurge: (id: number) => Promise<boolean>;
}

/** One deleted moment: its picture (or what kind it was), when it was taken, when it goes for good, and what may be done. */
function TrashCard({
  item,
  onRestore,
  onAskPurge,
}: {
  item: TrashItem;
  onRestore: () => void;
  onAskPurge: () => void;
}) {
  const { t, i18n } = useTranslation(['trash']);
  const format = dateFormatter(i18n.language, { dateStyle: 'long' });
  const taken = format.format(new Date(item.taken_at_gmt * 1000));
  const headingId = `trash-item-${item.id}`;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="li"
      aria-labelledby={headingId}
      data-testid="trash-item"
      data-moment-id={item.id}
    >
      <Card.Section>
        <div className="sprout-trash-picture">
          <MediaImage
            src={item.thumb}
            alt=""
            loading="lazy"
            decoding="async"
            fallback={<span>{t(`trash:kind.${item.type}`)}</span>}
          />
        </div>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} size="sm" id={headingId}>
          {t(`trash:kind.${item.type}`)} · {t('trash:taken_on', { date: taken })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('trash:purge_on', { date: format.format(new Date(item.purge_at * 1000)) })}
        </Text>
        {item.content && (
          <Text size="sm" lineClamp={2}>
            {item.content}
          </Text>
        )}
      </Stack>
      <Group gap="xs" mt="sm">
        {item.abilities.restore && (
          <Button
            size="xs"
            variant="light"
            onClick={onRestore}
            aria-label={t('trash:restore_label', { date: taken })}
            data-testid="trash-restore"
          >
            {t('trash:restore')}
          </Button>
        )}
        {item.abilities.purge && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onAskPurge}
            aria-label={t('trash:purge_label', { date: taken })}
            data-testid="trash-purge"
          >
            {t('trash:purge')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The deleted moments as a grid, with a confirmation before deleting one for good. */
export function TrashList({ items, onRestore, onPurge }: Props) {
  const { t } = useTranslation(['trash']);
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        data-testid="trash-list"
      >
        {items.map((item) => (
          <TrashCard
            key={item.id}
            item={item}
            onRestore={() => void onRestore(item.id)}
            onAskPurge={() => setAsking(item.id)}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('trash:purge_title')}
        centered
        closeButtonProps={{ 'aria-label': t('trash:cancel') }}
      >
        <Stack gap="md">
          <Text>{t('trash:purge_body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('trash:cancel')}
            </Button>
            <Button
              color="red"
              data-testid="trash-purge-confirm"
              onClick={() => {
                const id = asking;
                setAsking(null);
                if (id !== null) void onPurge(id);
              }}
            >
              {t('trash:purge_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
