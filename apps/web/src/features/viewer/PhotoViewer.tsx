import { useRef, type ComponentProps, type RefObject } from 'react';
import { ActionIcon, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { MomentReply } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { PrivacyBadge, PrivacyPicker } from '../privacy';
import { AddTagButton, MomentTags } from '../tags';
import { formatEventDate, useAgeText } from '../timeline';
import { downloadUrl, MomentStage } from './MomentStage';
import { useFullscreen } from './useFullscreen';
import { useSwipe } from './useSwipe';
import { Chevron, DeleteButton, FullscreenIcon } from './ViewerButtons';
import { ViewerConversation } from './ViewerConversation';
import type { ViewerState } from './useViewer';

type Fullscreen = ReturnType<typeof useFullscreen>;
type Position = ComponentProps<typeof MomentStage>['position'];

/** The stage: the moment large, or its loading and missing states, with the full-screen controls over it. */
function ViewerStage({
  viewer,
  stageRef,
  fullscreen,
  position,
}: {
  viewer: ViewerState;
  stageRef: RefObject<HTMLDivElement | null>;
  fullscreen: Fullscreen;
  position: Position;
}) {
  const { t } = useTranslation(['timeline', 'common']);
  const { moment } = viewer;
  const swipe = useSwipe(viewer.goNext, viewer.goPrevious);
  return (
    <div
      ref={stageRef}
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
          <StepButton viewer={viewer} direction="left" size="xl" />
          <StepButton viewer={viewer} direction="right" size="xl" />
        </Group>
      )}
    </div>
  );
}

/** Previous (left) or next (right), disabled at the ends. */
function StepButton({
  viewer,
  direction,
  size,
  testId,
}: {
  viewer: ViewerState;
  direction: 'left' | 'right';
  size: 'lg' | 'xl';
  testId?: string;
}) {
  const { t } = useTranslation(['timeline']);
  const step = direction === 'left' ? viewer.goPrevious : viewer.goNext;
  return (
    <ActionIcon
      size={size}
      radius={size === 'xl' ? 'xl' : undefined}
      variant="default"
      onClick={() => step?.()}
      disabled={!step}
      aria-label={t(direction === 'left' ? 'timeline:viewer.previous' : 'timeline:viewer.next')}
      data-testid={testId}
    >
      <Chevron direction={direction} />
    </ActionIcon>
  );
}

/** Under the stage: stepping, and what may be done with this moment (full screen, tag, download, delete). */
function ViewerActions({ viewer, fullscreen }: { viewer: ViewerState; fullscreen: Fullscreen }) {
  const { t } = useTranslation(['timeline']);
  const { moment } = viewer;
  const download = moment ? downloadUrl(moment) : null;
  return (
    <Group justify="space-between" mt="md" gap="xs">
      <Group gap="xs">
        <StepButton viewer={viewer} direction="left" size="lg" testId="viewer-prev" />
        <StepButton viewer={viewer} direction="right" size="lg" testId="viewer-next" />
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
  );
}

/** Who sees the moment (changeable by those allowed), its tags and its words. */
function MomentFacts({ viewer, moment }: { viewer: ViewerState; moment: MomentReply }) {
  const { t } = useTranslation(['uploads']);
  return (
    <>
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
      <MomentTags key={moment.id} moment={moment} />
      {moment.content && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="viewer-description">
          {moment.content}
        </Text>
      )}
    </>
  );
}

/**
 * The swiper: one moment large (picture, video or audio), previous / next by
 * buttons, arrow keys and touch swipes, Escape to close; beside it the post's
 * one conversation (likes and comments, as on its card); download of the
 * original, full screen, and delete for those allowed.
 */
export function PhotoViewer({ viewer }: { viewer: ViewerState }) {
  const { t, i18n } = useTranslation(['timeline', 'common']);
  const { moment, event } = viewer;
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
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
              <ViewerStage viewer={viewer} stageRef={stage} fullscreen={fullscreen} position={position} />
              <ViewerActions viewer={viewer} fullscreen={fullscreen} />
              {moment && <MomentFacts viewer={viewer} moment={moment} />}
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
