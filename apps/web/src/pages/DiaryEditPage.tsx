import { useEffect } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { DiaryEditor } from '../features/diary/DiaryEditor';
import { diaryPath, TIMELINE_PATH } from '../lib/paths';
import { useDiaryEntry } from '../features/diary/useDiary';
import { setUiFlags } from '../features/timeline/uiFlags';

function Editor({ babyId, eventId }: { babyId: number; eventId: number | null }) {
  const { t } = useTranslation(['tags']);
  const navigate = useNavigate();
  const entry = useDiaryEntry(babyId, eventId);
  if (eventId !== null && entry.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('tags:loading')} />
      </Center>
    );
  return (
    <DiaryEditor
      key={entry.event?.id ?? 'new'}
      babyId={babyId}
      event={eventId !== null ? entry.event : null}
      onSaved={(saved) => void navigate(diaryPath(saved.id))}
    />
  );
}

/** /timeline/diaryEdit: write a new diary entry, or with ?event= edit one. */
export function DiaryEditPage() {
  const { t } = useTranslation(['tags', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { active } = useActiveBaby();
  const babyId = active?.with_user.linked_baby.id ?? null;
  const raw = Number(search.get('event'));
  const eventId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  useEffect(() => {
    setUiFlags({ showDiaryEdit: true, selectedTab: 'diary' });
    return () => setUiFlags({ showDiaryEdit: false, selectedTab: 'timeline' });
  }, []);
  return (
    <Modal
      opened
      onClose={() => void navigate(eventId ? diaryPath(eventId) : TIMELINE_PATH)}
      title={eventId ? t('tags:diary_screen.edit_title') : t('tags:diary_screen.new_title')}
      size="lg"
      centered
      data-testid="diary-edit-modal"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {babyId !== null && <Editor babyId={babyId} eventId={eventId} />}
    </Modal>
  );
}
