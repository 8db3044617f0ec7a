import { Badge, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFeedbackReplies } from './useFeedbackReplies';

/** Feedback in the sidebar, with the count of new answers from support beside it (spec §4). */
export function SidebarFeedbackLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['common', 'account']);
  const { pathname } = useLocation();
  const count = useFeedbackReplies();
  const here = pathname === '/feedback';
  return (
    <NavLink
      component={Link}
      to="/feedback"
      label={t('common:sidebar.feedback')}
      active={here}
      aria-current={here ? 'page' : undefined}
      aria-label={
        count > 0 ? `${t('common:sidebar.feedback')}, ${t('account:feedback.new_replies', { count })}` : undefined
      }
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle color="red" data-testid="feedback-counter" aria-hidden>
            {count}
          </Badge>
        ) : null
      }
      onClick={onNavigate}
      data-testid="sidebar-feedback"
    />
  );
}
