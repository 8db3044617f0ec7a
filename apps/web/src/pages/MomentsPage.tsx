import { Center, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { MOMENTS_PATH, momentsParams, readMomentsNew, readMomentsPost, viewerPath } from '../lib/paths';
import { MomentsGrid } from '../features/moments/MomentsGrid';
import { formatEventDate } from '../features/timeline/timelineData';
import { useEventDetail } from '../features/timeline/useEventDetail';
import { useTimeline } from '../features/timeline/useTimeline';

/** /timeline/moments?post=1: "See all N moments" of a post, as a grid; the viewer opens over it. */
export function MomentsPage() {
  const { t, i18n } = useTranslation(['timeline', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const eventId = readMomentsPost(search);
  const fresh = readMomentsNew(search);
  const { active } = useActiveBaby();
  const timeline = useTimeline(active?.with_user.linked_baby.id ?? null);
  const detail = useEventDetail(eventId, timeline.events.find((e) => e.id === eventId) ?? null);
  const event = detail.event;
  const title = event
    ? t('timeline:all_moments_title', {
        count: event.counts.moments,
        date: formatEventDate(event.taken_at_gmt, i18n.language),
      })
    : t('timeline:viewer.label');
  return (
    <>
      <Modal
        opened
        onClose={() => void navigate('/timeline')}
        title={title}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        data-testid="moments-modal"
      >
        {event ? (
          <MomentsGrid
            event={event}
            fresh={fresh}
            onOpen={(moment) =>
              void navigate(viewerPath(MOMENTS_PATH, moment.event_id, moment.id, momentsParams(event.id, fresh)))
            }
          />
        ) : detail.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common:app.loading')} />
          </Center>
        ) : (
          <Text c="dimmed" data-testid="moments-missing">
            {t('timeline:viewer.not_found')}
          </Text>
        )}
      </Modal>
      <Outlet />
    </>
  );
}
