/**
 * The upload queue kept in IndexedDB, per user, so a reload, a closed tab or
 * a crashed browser loses nothing: one record with the items and batches,
 * and each item's file (the File or Blob itself; IndexedDB stores it as is)
 * in a record of its own, written once. Where IndexedDB is missing or
 * refused, the queue simply lives for the page.
 */
import type { QueuePersistence } from './UploadQueue';
import { done, indexedDbOpener, request } from '../../lib/indexedDb';
import type { UploadQueueState } from './queue';

const DB_NAME = 'sprout-uploads';
const DB_VERSION = 1;
const QUEUES = 'queues';
const FILES = 'files';

type Kept = Pick<UploadQueueState, 'items' | 'batches'>;
interface QueueRecord {
  userId: number;
  state: Kept;
}
interface FileRecord {
  userId: number;
  id: string;
  file: Blob;
}

const database = indexedDbOpener(DB_NAME, DB_VERSION, {
  [QUEUES]: { keyPath: 'userId' },
  [FILES]: { keyPath: ['userId', 'id'] },
});

/** The queue of one user in this browser. */
export function indexedDbQueueStore(userId: number): QueuePersistence {
  return {
    async load() {
      const empty = { state: { items: [], batches: [] }, files: new Map<string, Blob>() };
      const db = await database();
      if (!db) return empty;
      try {
        const tx = db.transaction([QUEUES, FILES], 'readonly');
        const record = (await request(tx.objectStore(QUEUES).get(userId))) as QueueRecord | undefined;
        const range = IDBKeyRange.bound([userId, ''], [userId, '\uffff']);
        const files = (await request(tx.objectStore(FILES).getAll(range))) as FileRecord[];
        return { state: record?.state ?? empty.state, files: new Map(files.map((f) => [f.id, f.file])) };
      } catch {
        return empty;
      }
    },
    async saveState(state) {
      const db = await database();
      if (!db) return;
      const tx = db.transaction(QUEUES, 'readwrite');
      tx.objectStore(QUEUES).put({ userId, state } satisfies QueueRecord);
      await done(tx);
    },
    async putFile(id, file) {
      const db = await database();
      if (!db) return;
      const tx = db.transaction(FILES, 'readwrite');
      tx.objectStore(FILES).put({ userId, id, file } satisfies FileRecord);
      await done(tx);
    },
    async deleteFiles(ids) {
      const db = await database();
      if (!db) return;
      const tx = db.transaction(FILES, 'readwrite');
      for (const id of ids) tx.objectStore(FILES).delete([userId, id]);
      await done(tx);
    },
  };
}
