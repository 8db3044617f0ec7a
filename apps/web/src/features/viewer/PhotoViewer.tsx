import { ActionIcon, Anchor, Group, Loader, Modal, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../timeline/timelineData';
import type { ViewerState } from './useViewer';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/** A modal with the large picture, previous / next (buttons and arrow keys), Escape to close, and the original to download. */
export function PhotoViewer({ viewer }: { viewer: ViewerState }) {
  const { t, i18n } = useTranslation();
  const { moment, event } = viewer;
  useHotkeys([
    ['ArrowLeft', () => viewer.goPrevious?.()],
    ['ArrowRight', () => viewer.goNext?.()],
  ]);
  const date = event ? formatEventDate(event.taken_at_gmt, i18n.language) : '';
  const position = { index: viewer.index, count: viewer.count, date };
  const picture = moment?.picture ?? null;

  return (
    <Modal.Root opened onClose={viewer.close} size="min(1120px, 94vw)" centered returnFocus>
      <Modal.Overlay backgroundOpacity={0.75} />
      <Modal.Content data-testid="viewer" aria-label={t('viewer.label')}>
        <Modal.Header>
          <Modal.Title>
            {moment ? `${t('viewer.position', position)} · ${date}` : t('viewer.label')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('viewer.close')} data-testid="viewer-close" />
        </Modal.Header>
        <Modal.Body>
          <div className="sprout-viewer-stage">
            {viewer.status === 'loading' && <Loader color="gray" aria-label={t('app.loading')} />}
            {viewer.status === 'missing' && <Text c="gray.3" p="xl">{t('viewer.not_found')}</Text>}
            {picture && (picture.large
              ? <img src={picture.large} alt={t('timeline.photo_alt', position)} data-testid="viewer-image" />
              : <Text c="gray.3" p="xl" ta="center">{picture.state === 'processing' ? t('viewer.processing') : t('viewer.failed')}</Text>)}
          </div>
          <Group justify="space-between" mt="md">
            <Group gap="xs">
              <ActionIcon size="lg" variant="default" onClick={() => viewer.goPrevious?.()} disabled={!viewer.goPrevious}
                aria-label={t('viewer.previous')} data-testid="viewer-prev">
                <Chevron direction="left" />
              </ActionIcon>
              <ActionIcon size="lg" variant="default" onClick={() => viewer.goNext?.()} disabled={!viewer.goNext}
                aria-label={t('viewer.next')} data-testid="viewer-next">
                <Chevron direction="right" />
              </ActionIcon>
            </Group>
            {picture && (
              <Anchor href={picture.original} download data-testid="viewer-download">{t('viewer.download')}</Anchor>
            )}
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
