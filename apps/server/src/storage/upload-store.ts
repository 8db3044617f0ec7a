import type { DataStore } from '@tus/server';

/** A finished upload's bytes in a local file, and where a picture converted from them may be written. */
export interface LocalUpload {
  file: string;
  converted: string;
}

/**
 * The tus uploads as the rest of the server sees them, wherever their bytes
 * are (DATA_DIR/tus, or the bucket under tus/), so services never know the
 * layout: read and removed here only.
 */
export interface UploadStore {
  /** The tus datastore that receives PATCH bodies into this store and answers HEAD with what it holds. */
  datastore(): DataStore;
  /** How many bytes have arrived, or null when the upload's bytes are gone. */
  receivedBytes(uploadId: string): Promise<number | null>;
  /**
   * Runs `fn` with the upload's bytes in a local file (HEIC conversion and
   * content checks need one) and cleans up any temporary copy after it,
   * whatever happens. The files must not be used past `fn`.
   */
  withLocalFile<T>(uploadId: string, fn: (local: LocalUpload) => Promise<T>): Promise<T>;
  /**
   * Stores the upload's own bytes as object `key`, durably, leaving the upload for `remove`; `sha256`
   * is their checksum (the intake hashed them), recorded in the ledger.
   */
  keep(uploadId: string, key: string, sha256: string): Promise<void>;
  /**
   * Every upload held, by id, with when its bytes last changed (its last
   * PATCH; ms since the epoch). Names that are not upload ids are not ours and are left out.
   */
  list(): Promise<Array<{ id: string; modifiedAt: number }>>;
  /**
   * Removes this store's half-written temp files last changed before `before` (ms since the epoch): a
   * HEIC's JPEG cut short by a kill, a tail of the bucket's upload parts staged on local disk. Answers their names.
   */
  removeStaleTemp(before: number): Promise<string[]>;
  /** Frees everything the upload holds (bytes, tus's metadata, a converted copy); nothing there is no error. */
  remove(uploadId: string): Promise<void>;
  /** Puts a finished upload's bytes in place without tus: the demo's seed. */
  putFinished(uploadId: string, bytes: Buffer): Promise<void>;
}

const UPLOAD_ID = /^[A-Za-z0-9_-]+$/;

/** tus ids are made by tus; this guards against a bug turning one into a path or a key elsewhere. */
export function checkedUploadId(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error(`unsafe upload id: ${uploadId}`);
  return uploadId;
}

export const isUploadId = (name: string) => UPLOAD_ID.test(name);
