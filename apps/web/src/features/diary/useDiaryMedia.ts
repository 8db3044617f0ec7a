import { useEffect, useState } from 'react';
import { createStore, useStore } from '../../lib/createStore';
import { useFileChooser, useRowActions, useUploadQueueInstance } from '../upload';
import { collectDiaryUploads, readyMomentIds, sameUploads, stillSending, type DiaryUpload } from './diaryMedia';

/**
 * Photos, videos and audio for the entry being written: chosen here, sent by
 * the one upload queue (its panel shows their progress), followed row by row
 * so the entry can take the moments they became when it is saved.
 */
export function useDiaryMedia(babyId: number) {
  const queue = useUploadQueueInstance();
  const [store] = useState(() => ({
    batches: new Set<string>(),
    uploads: createStore<DiaryUpload[]>([], sameUploads),
  }));
  const uploads = useStore(store.uploads);
  useEffect(() => {
    const follow = () =>
      store.uploads.set((known) => collectDiaryUploads(known, queue.state.get().items, store.batches));
    follow();
    return queue.state.subscribe(follow);
  }, [queue, store]);
  const chooser = useFileChooser(babyId, {
    forDiary: true,
    onBatch: (batchId) => {
      store.batches.add(batchId);
      store.uploads.set((known) => collectDiaryUploads(known, queue.state.get().items, store.batches));
    },
  });
  // The rows' own buttons: the queue's panel, which has them too, lies under the editor's dialog.
  const actions = useRowActions();
  return {
    chooser,
    uploads,
    actions,
    momentIds: readyMomentIds(uploads),
    sending: stillSending(uploads),
    /** After a save the entry holds them: start a fresh list. */
    clear: () => {
      store.batches.clear();
      store.uploads.set([]);
    },
  };
}
