import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { GrowthPanel } from '../features/growth/GrowthPanel';

/** /timeline/growth: the active baby's growth chart over the timeline, like the tag list. */
export function GrowthPage() {
  const { t } = useTranslation(['growth', 'common']);
  const navigate = useNavigate();
  const { active } = useActiveBaby();
  const baby = active?.with_user.linked_baby;
  return (
    <Modal
      opened
      onClose={() => void navigate('/timeline')}
      title={t('growth:title')}
      size="xl"
      centered
      data-testid="growth-modal"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {baby && (
        <GrowthPanel
          baby={{ id: baby.id, name: baby.name, birthday: baby.birthday, gender: baby.gender }}
          canAdd={active.abilities.upload}
        />
      )}
    </Modal>
  );
}
