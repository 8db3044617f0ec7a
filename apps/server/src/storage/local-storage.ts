import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sha256OfBuffer, sha256OfFile } from '../util/sha256.js';
import { isMediaKey } from './keys.js';
import type { ObjectLedger, ObjectStorage, StoredObject } from './object-storage.js';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Flushes a file's bytes, then its folder's entry for it, so a crash after this keeps both. */
async function fsyncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  const dir = await fsp.open(path.dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Makes a folder and its parents. Node's recursive mkdir reports a read-only
 * or full disk as ENOENT; made one level at a time, the real cause (EROFS,
 * ENOSPC, EACCES) surfaces, and the client is told what it is.
 */
async function makeDir(dir: string): Promise<void> {
  try {
    await fsp.mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const levels = dir
      .split(path.sep)
      .map((_, i, parts) => parts.slice(0, i + 1).join(path.sep))
      .filter(Boolean);
    for (const level of levels) {
      await fsp.mkdir(level).catch((cause: NodeJS.ErrnoException) => {
        if (cause.code !== 'EEXIST') throw cause;
      });
    }
  }
}

/**
 * Runs `write`, which fills `temp` and renames it into place; if it fails (a
 * full disk mid-copy), the half-written temp goes, so a failed store leaves
 * nothing behind and the space it took comes back.
 */
async function withTemp(temp: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    await fsp.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

export class LocalStorage implements ObjectStorage {
  constructor(
    private readonly root: string,
    /** Where each media object's checksum is recorded as it is written (none: the demo's and tools' own stores). */
    private readonly ledger?: ObjectLedger,
  ) {}

  private pathOf(key: string): string {
    // Keys are made by the server, never by users; this guards against a bug turning into a path traversal.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  /**
   * A hard link where the source is on the same disk (no copy of a 2 GB
   * video), else a copy; either way the source stays for its owner to remove.
   * Storing the same bytes again under the same key (a retry) is not an error.
   */
  async putFile(key: string, localPath: string, sha256?: string): Promise<void> {
    const target = this.pathOf(key);
    await makeDir(path.dirname(target));
    const temp = `${target}.${randomUUID()}.tmp`;
    await withTemp(temp, async () => {
      try {
        await fsp.link(localPath, temp);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
        await fsp.copyFile(localPath, temp);
      }
      await fsp.rename(temp, target);
    });
    await fsyncFile(target);
    if (this.ledger && isMediaKey(key)) {
      const size = (await fsp.stat(target)).size;
      await this.ledger.stored(key, sha256 ?? (await sha256OfFile(target)).sha256, size);
    }
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await makeDir(path.dirname(target));
    // Write then rename, so a reader never sees half a file.
    const temp = `${target}.${randomUUID()}.tmp`;
    await withTemp(temp, async () => {
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, target);
    });
    if (this.ledger && isMediaKey(key)) await this.ledger.stored(key, sha256OfBuffer(data), data.length);
  }

  /** The object's own file: nothing to download, nothing to clean up. */
  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
    return fn(this.pathOf(key));
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      return {
        size: stat.size,
        modifiedAt: stat.mtimeMs,
        stream: (range) => fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.get(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
    if (this.ledger && isMediaKey(key)) await this.ledger.removed(key);
  }

  async check(): Promise<void> {
    await fsp.access(this.root, fs.constants.W_OK);
  }

  async *list(prefix: string): AsyncIterable<string> {
    const dir = path.join(this.root, prefix);
    const entries = await fsp
      .readdir(dir, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
    for (const entry of entries) {
      if (entry.isFile())
        yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }
}
