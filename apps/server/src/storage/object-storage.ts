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
   * (its owner removes it once the stored object is recorded). `sha256`, when the caller has
   * already hashed the file, spares reading it again for the checksum ledger.
   */
  putFile(key: string, localPath: string, sha256?: string): Promise<void>;
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

/**
 * Where a storage records the checksum of each media object it writes, and forgets it when it removes
 * one (stored_objects, ADR 0036). Only keys under MEDIA_PREFIXES are recorded.
 */
export interface ObjectLedger {
  stored(key: string, sha256: string, size: number): Promise<void>;
  removed(key: string): Promise<void>;
}
