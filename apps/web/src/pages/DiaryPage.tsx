import { useEffect } from 'react';
import { Anchor, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { DiaryDetail } from '../features/diary/DiaryDetail';
import { DiaryList } from '../features/diary/DiaryList';
import { DIARY_EDIT_PATH, DIARY_PATH, diaryEditPath, diaryPath, viewerPath } from '../lib/paths';
import { setUiFlags } from '../features/timeline/uiFlags';

const idOf = (raw: string | null) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /timeline/diaryDetail: the diary list, or with ?event= one entry with its likes and comments. */
export function DiaryPage() {
  const { t } = useTranslation(['tags', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { active } = useActiveBaby();
  const babyId = active?.with_user.linked_baby.id ?? null;
  // Under the viewer (?diary=&event=&moment=) `diary` is the entry, `event` the viewer's.
  const eventId = idOf(search.get('diary') ?? search.get('event'));
  useEffect(() => {
    setUiFlags({ showDetail: true, selectedTab: 'diary' });
    return () => setUiFlags({ showDetail: false, selectedTab: 'timeline' });
  }, []);
  return (
    <>
      <Modal
        opened
        onClose={() => void navigate('/timeline')}
        title={t('tags:diary_screen.list_title')}
        size="lg"
        centered
        data-testid="diary-modal"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {babyId !== null &&
          active &&
          (eventId ? (
            <>
              <Anchor
                component="button"
                type="button"
                size="sm"
                mb="sm"
                onClick={() => void navigate(DIARY_PATH)}
                data-testid="diary-back"
              >
                {t('tags:diary_screen.back')}
              </Anchor>
              <DiaryDetail
                key={eventId}
                babyId={babyId}
                eventId={eventId}
                canManage={active.abilities.manage}
                onEdit={(event) => void navigate(diaryEditPath(event.id))}
                onOpen={(event, m) =>
                  void navigate(
                    viewerPath(DIARY_PATH, event.id, m.id, new URLSearchParams({ diary: String(event.id) }), babyId),
                  )
                }
              />
            </>
          ) : (
            <DiaryList
              babyId={babyId}
              canWrite={active.abilities.upload}
              onOpen={(event) => void navigate(diaryPath(event.id))}
              onWrite={() => void navigate(DIARY_EDIT_PATH)}
            />
          ))}
      </Modal>
      <Outlet />
    </>
  );
}
