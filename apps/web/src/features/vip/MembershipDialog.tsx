import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShareVipSection } from './ShareVipSection';
import { formatDay, type Membership } from './space';

/**
 * The membership notice of spec §1/§2/§6, naming the baby: what its space's VIP is. Out of membership or
 * not a member, it is the no-membership notice; its feedback button is for a family who thinks that wrong.
 * The subscription itself lives in the app (the web cannot buy or cancel VIP), so confirm only closes.
 * A member's dialog also shares the VIP with the family's other babies (spec §6), for its Admin.
 */
export function MembershipDialog({
  babyId,
  name,
  membership,
  onClose,
}: {
  babyId: number;
  name: string;
  membership: Membership;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['vip', 'common']);
  const navigate = useNavigate();
  const words =
    membership.kind === 'member'
      ? {
          title: t('vip:member_title'),
          body: t('vip:member_body', { name, date: formatDay(membership.until, i18n.language) }),
        }
      : membership.kind === 'lapsed'
        ? {
            title: t('vip:lapsed_title'),
            body: t('vip:lapsed_body', { name, date: formatDay(membership.ended, i18n.language) }),
          }
        : { title: t('vip:none_title'), body: t('vip:none_body', { name }) };
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={words.title}
      data-testid="membership-dialog"
      data-membership={membership.kind}
    >
      <Text>{words.body}</Text>
      {membership.kind === 'member' && <ShareVipSection babyId={babyId} name={name} />}
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            onClose();
            void navigate('/feedback');
          }}
        >
          {t('vip:feedback')}
        </Button>
        <Button onClick={onClose}>{t('vip:ok')}</Button>
      </Group>
    </Modal>
  );
}
