import { useEffect } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { TAGS_PATH, tagPath, viewerPath } from '../lib/paths';
import { useActiveBaby } from '../features/babies/useActiveBaby';
import { TagDetail } from '../features/tags/TagDetail';
import { TagList } from '../features/tags/TagList';
import { setUiFlags } from '../features/timeline/uiFlags';
import { useRouteTitle } from '../hooks/usePageTitle';

/** /timeline/tagDetail: the tag list, or with ?tag= one tag; the viewer opens over it as its child. */
export function TagsPage() {
  const { t } = useTranslation(['tags', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = useRouteTitle();
  const { active } = useActiveBaby();
  const babyId = active?.with_user.linked_baby.id ?? null;
  const raw = Number(search.get('tag'));
  const tagId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  useEffect(() => {
    setUiFlags({ showTagDetail: true, selectedTab: 'tags' });
    return () => setUiFlags({ showTagDetail: false, selectedTab: 'timeline' });
  }, []);
  const keep = new URLSearchParams(tagId ? { tag: String(tagId) } : {});
  return (
    <>
      <Modal
        opened
        onClose={() => void navigate('/timeline')}
        title={tagId ? title : t('tags:list_title')}
        size="xl"
        centered
        data-testid="tags-modal"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {babyId !== null &&
          (tagId ? (
            <TagDetail
              key={tagId}
              babyId={babyId}
              tagId={tagId}
              onBack={() => void navigate(TAGS_PATH)}
              onOpen={(m) => void navigate(viewerPath(TAGS_PATH, m.event_id, m.id, keep, babyId))}
            />
          ) : (
            <TagList babyId={babyId} onOpen={(tag) => void navigate(tagPath(tag.id, babyId))} />
          ))}
      </Modal>
      <Outlet />
    </>
  );
}
