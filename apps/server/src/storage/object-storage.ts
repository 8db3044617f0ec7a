import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** When the bytes were last written (ms since the epoch). */
  modifiedAt: number;
  stream(range?: { start: number; end: number }): Readable;
}

/**
 * Where media bytes live. Local disk is the embedded default; an S3-compatible
 * store implements the same interface for several stateless API processes.
 */
export interface ObjectStorage {
  /**
   * Stores a local file under `key`, durably, leaving the source in place
   * (its owner removes it once the stored object is recorded).
   */
  putFile(key: string, localPath: string): Promise<void>;
  putBuffer(key: string, data: Buffer): Promise<void>;
  /**
   * Runs `fn` with a local file holding the object (a temporary download for
   * remote stores), and cleans up after it whatever happens.
   */
  withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (e.g. `originals/`), in no particular order; for the orphan sweep. */
  list(prefix: string): AsyncIterable<string>;
  /** Resolves when the store answers (for readiness); rejects with the fault otherwise. Cheap: no write. */
  check(): Promise<void>;
}
