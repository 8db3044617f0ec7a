import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DiskUploadStore } from './disk-upload-store.js';

/**
 * FileStore creates its folder asynchronously and throws from a callback if
 * that fails, which no caller can catch; the folder is made synchronously
 * beforehand instead, where a failure is an ordinary start-up error.
 */
// @ts-expect-error checkOrCreateDirectory is private in the typings; overriding it is the point.
export class PreparedFileStore extends FileStore {
  constructor(private readonly uploads: DiskUploadStore) {
    fs.mkdirSync(uploads.directory, { recursive: true });
    super({ directory: uploads.directory });
  }

  override checkOrCreateDirectory(): void {}

  /**
   * FileStore's own write answers every failure as a bare 500 and drops its
   * cause; this one keeps the cause (a full or read-only disk), so the client
   * is told 507 or 503, and flushes the bytes before the 204 that acknowledges them.
   */
  override write(readable: Readable, fileId: string, offset: number): Promise<number> {
    return this.uploads.append(fileId, readable, offset);
  }
}
