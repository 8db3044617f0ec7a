import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  stream(range?: { start: number; end: number }): Readable;
}

/**
 * Where media bytes live. Local disk is the embedded default; an S3-compatible
 * store implements the same interface for several stateless API processes.
 */
export interface ObjectStorage {
  /** Moves a finished local file (a tus upload) into storage under `key`. */
  putFile(key: string, localPath: string): Promise<void>;
  putBuffer(key: string, data: Buffer): Promise<void>;
  /** A local path to read the object from (downloaded to a temp file for remote stores). */
  localPath(key: string): Promise<string>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
