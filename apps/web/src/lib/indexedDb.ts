/**
 * One way to open an IndexedDB database, for every store the web keeps
 * (the timeline cache, the upload queue). Where IndexedDB is missing or
 * refused (private modes, a blocked upgrade) the opener answers null and
 * the caller keeps its data for the page only.
 */

/** The object stores a database needs: created on first open (and on a version bump) when missing. */
export type StoreSchema = Record<string, IDBObjectStoreParameters>;

/** Opens `name` once per page and hands back the same promise; another tab's upgrade closes it for the next call to reopen. */
export function indexedDbOpener(name: string, version: number, stores: StoreSchema): () => Promise<IDBDatabase | null> {
  let opening: Promise<IDBDatabase | null> | null = null;
  return () => {
    if (typeof indexedDB === 'undefined') return Promise.resolve(null);
    opening ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const req = indexedDB.open(name, version);
        req.onupgradeneeded = () => {
          const db = req.result;
          for (const [store, options] of Object.entries(stores)) {
            if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, options);
          }
        };
        req.onsuccess = () => {
          const db = req.result;
          // Another tab upgrading or deleting the database: let it, and open again next time.
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
  };
}

/** A request's result as a promise. */
export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when a transaction commits; rejects when it fails or aborts. */
export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
