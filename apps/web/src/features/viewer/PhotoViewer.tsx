import { useRef } from 'react';
import { ActionIcon, Anchor, Button, Group, Loader, Modal, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PrivacyBadge, PrivacyPicker } from '../privacy';
import { AddTagButton, MomentTags } from '../tags';
import { formatEventDate, useAgeText } from '../timeline';
import { downloadUrl, MomentStage } from './MomentStage';
import { useFullscreen } from './useFullscreen';
import { useSwipe } from './useSwipe';
import { ViewerConversation } from './ViewerConversation';
import type { ViewerState } from './useViewer';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

function FullscreenIcon({ active }: { active: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path
        d={
          active
            ? 'M8 3v3a2 2 0 0 1-2 2H3m18 0h-3a2 2 0 0 1-2-2V3m0 18v-3a2 2 0 0 1 2-2h3M3 16h3a2 2 0 0 1 2 2v3'
            : 'M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3'
        }
      />
    </svg>
  );
}

function DeleteButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const { t } = useTranslation(['timeline', 'common']);
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      position="top"
      withArrow
      trapFocus
      returnFocus
      shadow="md"
      withinPortal={false}
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={toggle}
          aria-label={t('timeline:viewer.delete_label')}
          data-testid="viewer-delete"
        >
          {t('timeline:viewer.delete')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300} role="alertdialog" aria-labelledby="viewer-delete-title">
        <Text fw={600} id="viewer-delete-title">
          {t('timeline:viewer.delete_title')}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('timeline:viewer.delete_body')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={close}>
            {t('timeline:viewer.cancel')}
          </Button>
          <Button
            color="red"
            size="xs"
            onClick={() => {
              close();
              void onConfirm();
            }}
            data-testid="viewer-delete-confirm"
          >
            {t('timeline:viewer.delete_confirm')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The swiper: one moment large (picture, video or audio), previous / next by
 * buttons, arrow keys and touch swipes, Escape to close; beside it the post's
 * one conversation (likes and comments, as on its card); download of the
 * original, full screen, and delete for those allowed.
 */
export function PhotoViewer({ viewer }: { viewer: ViewerState }) {
  const { t, i18n } = useTranslation(['timeline', 'common', 'uploads']);
  const { moment, event } = viewer;
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const swipe = useSwipe(viewer.goNext, viewer.goPrevious);
  useHotkeys([
    ['ArrowLeft', () => viewer.goPrevious?.()],
    ['ArrowRight', () => viewer.goNext?.()],
  ]);
  const ageOf = useAgeText(viewer.birthday);
  // The date and age of the moment itself: in a crossing of events, they say where in the album one is.
  const takenAt = moment?.taken_at_gmt ?? event?.taken_at_gmt ?? null;
  const date = takenAt !== null ? formatEventDate(takenAt, i18n.language) : '';
  const age = takenAt !== null ? ageOf(takenAt) : '';
  const position = { index: viewer.index, count: viewer.count, date };
  const download = moment ? downloadUrl(moment) : null;

  return (
    <Modal.Root opened onClose={viewer.close} size="min(1280px, 96vw)" centered returnFocus>
      <Modal.Overlay backgroundOpacity={0.75} />
      <Modal.Content data-testid="viewer" aria-label={t('timeline:viewer.label')}>
        <Modal.Header>
          <Modal.Title data-testid="viewer-title">
            {moment
              ? `${t('timeline:viewer.position', position)} · ${date}${age ? ` · ${age}` : ''}`
              : t('timeline:viewer.label')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('timeline:viewer.close')} data-testid="viewer-close" />
        </Modal.Header>
        <Modal.Body>
          <div className="sprout-viewer-body">
            <div className="sprout-viewer-main">
              <div
                ref={stage}
                className="sprout-viewer-stage"
                {...swipe}
                data-testid="viewer-stage"
                data-moment-id={moment?.id}
              >
                {viewer.status === 'loading' && <Loader color="gray" aria-label={t('common:app.loading')} />}
                {viewer.status === 'missing' && (
                  <Text c="gray.3" p="xl">
                    {t('timeline:viewer.not_found')}
                  </Text>
                )}
                {moment && <MomentStage moment={moment} position={position} />}
                {fullscreen.active && (
                  <ActionIcon
                    className="sprout-viewer-fs-exit"
                    size="xl"
                    radius="xl"
                    variant="default"
                    onClick={fullscreen.toggle}
                    aria-label={t('timeline:viewer.exit_fullscreen')}
                    title={t('timeline:viewer.exit_fullscreen')}
                    data-testid="viewer-exit-fullscreen"
                  >
                    <FullscreenIcon active />
                  </ActionIcon>
                )}
                {fullscreen.active && (
                  <Group className="sprout-viewer-fs-nav" justify="space-between">
                    <ActionIcon
                      size="xl"
                      radius="xl"
                      variant="default"
                      onClick={() => viewer.goPrevious?.()}
                      disabled={!viewer.goPrevious}
                      aria-label={t('timeline:viewer.previous')}
                    >
                      <Chevron direction="left" />
                    </ActionIcon>
                    <ActionIcon
                      size="xl"
                      radius="xl"
                      variant="default"
                      onClick={() => viewer.goNext?.()}
                      disabled={!viewer.goNext}
                      aria-label={t('timeline:viewer.next')}
                    >
                      <Chevron direction="right" />
                    </ActionIcon>
                  </Group>
                )}
              </div>
              <Group justify="space-between" mt="md" gap="xs">
                <Group gap="xs">
                  <ActionIcon
                    size="lg"
                    variant="default"
                    onClick={() => viewer.goPrevious?.()}
                    disabled={!viewer.goPrevious}
                    aria-label={t('timeline:viewer.previous')}
                    data-testid="viewer-prev"
                  >
                    <Chevron direction="left" />
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="default"
                    onClick={() => viewer.goNext?.()}
                    disabled={!viewer.goNext}
                    aria-label={t('timeline:viewer.next')}
                    data-testid="viewer-next"
                  >
                    <Chevron direction="right" />
                  </ActionIcon>
                </Group>
                {moment && (
                  <Group gap="xs">
                    {fullscreen.supported && (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<FullscreenIcon active={fullscreen.active} />}
                        onClick={fullscreen.toggle}
                        data-testid="viewer-fullscreen"
                      >
                        {fullscreen.active ? t('timeline:viewer.exit_fullscreen') : t('timeline:viewer.fullscreen')}
                      </Button>
                    )}
                    <AddTagButton moment={moment} />
                    {download && (
                      <Anchor href={download} download size="sm" data-testid="viewer-download">
                        {t('timeline:viewer.download')}
                      </Anchor>
                    )}
                    {viewer.remove && <DeleteButton onConfirm={viewer.remove} />}
                  </Group>
                )}
              </Group>
              {moment && (
                <Group mt="sm" gap="sm" align="flex-end" data-testid="viewer-privacy">
                  {viewer.changePrivacy ? (
                    <PrivacyPicker
                      key={moment.id}
                      babyId={moment.baby_id}
                      posterId={moment.author_id}
                      value={{ privacy: moment.privacy, visibleForIds: moment.visible_for_ids }}
                      onChange={(choice) => void viewer.changePrivacy?.(choice)}
                      label={t('uploads:privacy.change_label')}
                      testId="viewer-privacy-picker"
                    />
                  ) : (
                    <PrivacyBadge privacy={moment.privacy} count={moment.visible_for_ids.length} />
                  )}
                </Group>
              )}
              {moment && <MomentTags key={moment.id} moment={moment} />}
              {moment?.content && (
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="viewer-description">
                  {moment.content}
                </Text>
              )}
              <Stack gap={0} mt="xs">
                <Text size="xs" c="dimmed">
                  {t('timeline:viewer.swipe_hint')}
                </Text>
              </Stack>
            </div>
            {moment && event && viewer.babyId !== null && (
              <ViewerConversation event={event} moment={moment} babyId={viewer.babyId} />
            )}
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
