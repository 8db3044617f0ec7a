import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage, StoredObject } from './object-storage.js';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export class LocalStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are made by the server, never by users; this guards against a bug turning into a path traversal.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(localPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fsp.copyFile(localPath, target);
      await fsp.rm(localPath, { force: true });
    }
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
    await fsp.writeFile(temp, data);
    await fsp.rename(temp, target);
  }

  async localPath(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      return {
        size: stat.size,
        stream: (range) => fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
