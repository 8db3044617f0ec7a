import { useEffect } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { readReplyTarget } from '../lib/paths';
import { ReplyScreen, replyTitle } from '../features/reply/ReplyScreen';
import { useReplySubject } from '../features/reply/useReplySubject';
import { setUiFlags } from '../features/timeline/uiFlags';
import { useRouteTitle } from '../hooks/usePageTitle';

/** /timeline/reply?event= or ?moment=: the comments screen over the timeline, with the viewer as its child. */
export function ReplyPage() {
  const { t, i18n } = useTranslation(['common', 'timeline']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = useRouteTitle();
  const { active } = useActiveBaby();
  const target = readReplyTarget(search);
  const babyId = active?.with_user.linked_baby.id ?? null;
  const subject = useReplySubject(target, babyId);
  const heading = replyTitle(subject, (key, options) => t(key, options), i18n.language) ?? title;
  useEffect(() => {
    setUiFlags({ showReply: true });
    return () => setUiFlags({ showReply: false });
  }, []);
  return (
    <>
      <Modal
        opened
        onClose={() => void navigate('/timeline')}
        title={heading}
        size="lg"
        centered
        data-testid="reply-modal"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {target && babyId !== null ? (
          <ReplyScreen key={`${target.type}:${target.id}`} target={target} babyId={babyId} subject={subject} />
        ) : (
          t('timeline:reply.not_found')
        )}
      </Modal>
      <Outlet />
    </>
  );
}
