/**
 * The upload queue kept in IndexedDB, per user, so a reload, a closed tab or
 * a crashed browser loses nothing: one record with the items and batches,
 * and each item's file (the File or Blob itself; IndexedDB stores it as is)
 * in a record of its own, written once. Where IndexedDB is missing or
 * refused, the queue simply lives for the page.
 */
import type { QueuePersistence } from './UploadQueue';
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

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const req = indexedDB.open(DB_NAME, DB_VERSION);
      req.onupgradeneeded = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains(QUEUES)) db.createObjectStore(QUEUES, { keyPath: 'userId' });
        if (!db.objectStoreNames.contains(FILES)) db.createObjectStore(FILES, { keyPath: ['userId', 'id'] });
      };
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

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
