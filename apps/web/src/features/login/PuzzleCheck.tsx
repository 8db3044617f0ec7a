import { Box, Button, Group, Image, Loader, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PuzzleState } from './usePuzzle';

/**
 * The puzzle slider check (spec §4): slide the piece until it sits in the gap,
 * then sign in; the server, which drew the gap, decides whether it fits.
 * The slider works with the keyboard too.
 */
export function PuzzleCheck({ puzzle, disabled }: { puzzle: PuzzleState; disabled: boolean }) {
  const { t } = useTranslation(['account']);
  const { data, x, setX } = puzzle;
  return (
    <Stack gap="xs" data-testid="puzzle" data-puzzle-id={data?.id}>
      <Text fw={500} size="sm">
        {t('account:puzzle.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('account:puzzle.help')}
      </Text>
      {!data && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('account:puzzle.loading')}</Text>
        </Group>
      )}
      {data && (
        <>
          <Box pos="relative" w={data.width} h={data.height} maw="100%" style={{ borderRadius: 8, overflow: 'hidden' }}>
            <Image src={data.image} w={data.width} h={data.height} alt={t('account:puzzle.image')} />
            <Image
              src={data.piece}
              w={data.piece_size}
              h={data.piece_size}
              alt=""
              pos="absolute"
              top={data.piece_y}
              left={x}
              style={{ boxShadow: '0 0 6px rgba(0,0,0,0.6)', borderRadius: 6 }}
              data-testid="puzzle-piece"
            />
          </Box>
          <Slider
            w={data.width}
            maw="100%"
            min={0}
            max={data.width - data.piece_size}
            value={x}
            onChange={setX}
            disabled={disabled}
            label={null}
            thumbLabel={t('account:puzzle.slider')}
            data-testid="puzzle-slider"
          />
        </>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={puzzle.next}
          disabled={disabled}
          data-testid="puzzle-refresh"
        >
          {t('account:puzzle.refresh')}
        </Button>
      </Group>
    </Stack>
  );
}
