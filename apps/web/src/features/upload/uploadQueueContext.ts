import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { FamilyRelationsReply } from '@sprout/shared';
import { fetchUploadToken, finishMoments, updateMomentPrivacy } from '../../api/moments';
import { queryKeys } from '../../api/queryKeys';
import type { Translate } from '../../lib/i18n';
import { newClientId } from './clientId';
import { showDesktopNotice } from './desktopNotice';
import { UploadQueue } from './UploadQueue';
import { UploadTokenCache } from './uploadTokens';

/** The timeline is refreshed about a second after a batch ends (spec §4). */
export const TIMELINE_REFRESH_DELAY_MS = 1000;

export const UploadQueueContext = createContext<UploadQueue | null>(null);

function babyName(queryClient: QueryClient, babyId: number): string {
  const family = queryClient.getQueryData<FamilyRelationsReply>(queryKeys.family);
  return (
    family?.list.find((relation) => relation.with_user.linked_baby.id === babyId)?.with_user.linked_baby.name ?? ''
  );
}

/**
 * The words of the queue's end notice: the queue lives for the session, so it is handed the provider's
 * `t` again whenever the language changes, instead of reading the global i18next.
 */
export class UploadNoticeText {
  constructor(private t: Translate<'uploads'>) {}

  follow(t: Translate<'uploads'>): void {
    this.t = t;
  }

  notice(count: number, name: string): { title: string; body: string } {
    return { title: this.t('done_notification_title'), body: this.t('done_notification_body', { count, name }) };
  }
}

/** The session's upload queue, wired to the API, the preparing worker, the timeline cache and notifications. */
export function createUploadQueue(queryClient: QueryClient, text: UploadNoticeText): UploadQueue {
  const tokens = new UploadTokenCache(fetchUploadToken);
  const arrived = new Map<number, number>();
  const refreshing = new Map<number, number>();
  /** One refresh per baby a second after the latest new moment, however many arrive meanwhile. */
  const refreshSoon = (babyId: number) => {
    window.clearTimeout(refreshing.get(babyId));
    refreshing.set(
      babyId,
      window.setTimeout(() => {
        refreshing.delete(babyId);
        void queryClient.invalidateQueries({ queryKey: queryKeys.events(babyId) });
        // What a tag or the album holds may have grown too (uploading from a tag's page).
        void queryClient.invalidateQueries({ queryKey: queryKeys.tags(babyId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.taggings(babyId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.album(babyId) });
      }, TIMELINE_REFRESH_DELAY_MS),
    );
  };
  const queue: UploadQueue = new UploadQueue({
    newId: newClientId,
    // The upload code (tus, EXIF, the worker) is fetched with the first upload, not with every page.
    prepare: async (item, file) =>
      (await import('./prepareClient')).prepareInWorker(item.isHeic ? 'heic' : 'compress', file, item.name),
    upload: async (job) => {
      const [{ uploadMedia }, { sha256InWorker }] = await Promise.all([
        import('./uploadMedia'),
        import('./prepareClient'),
      ]);
      return uploadMedia(job, { tokens, sha256: sha256InWorker });
    },
    finishBatch: finishMoments,
    changeAudience: async (ids, audience) => {
      await Promise.all(ids.map((id) => updateMomentPrivacy(id, audience.privacy, audience.visibleForIds)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.allEvents });
    },
    // Each new moment shows within about a second, not only once the whole batch ended: a batch
    // with one slow or failed file kept the other thirteen off the timeline.
    onUploaded: (babyId) => refreshSoon(babyId),
    onBatchFinished: (babyId, uploaded) => {
      arrived.set(babyId, (arrived.get(babyId) ?? 0) + uploaded);
      if (uploaded > 0) refreshSoon(babyId);
      // One notification once everything settled, saying how many arrived.
      if (queue.getSnapshot().done === null) return;
      for (const [id, count] of arrived) {
        if (count === 0) continue;
        const { title, body } = text.notice(count, babyName(queryClient, id));
        showDesktopNotice(title, body);
      }
      arrived.clear();
    },
  });
  // Uploads wait for the network (ADR 0030): what failed for want of one goes on by itself once it is back
  // (issue 23: only those rows; a row the user stopped stays stopped).
  if (typeof window !== 'undefined') window.addEventListener('online', () => queue.reconnected());
  return queue;
}
