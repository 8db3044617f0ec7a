import type { ObjectStorage, StoredObject } from '../storage/object-storage.js';

type Count = (operation: string) => void;

/**
 * An ObjectStorage that counts its failures (sprout_storage_errors_total) and
 * otherwise passes every call through. A missing object is an answer (null,
 * false), not a failure; an error thrown by the caller's own function inside
 * withLocalFile is the caller's, not the storage's, and is not counted.
 */
export class CountedStorage implements ObjectStorage {
  constructor(
    private readonly inner: ObjectStorage,
    private readonly count: Count,
  ) {}

  private async counted<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      this.count(operation);
      throw error;
    }
  }

  putFile(key: string, localPath: string, sha256?: string): Promise<void> {
    return this.counted('put', () => this.inner.putFile(key, localPath, sha256));
  }

  putBuffer(key: string, data: Buffer): Promise<void> {
    return this.counted('put', () => this.inner.putBuffer(key, data));
  }

  async withLocalFile<T>(key: string, fn: (file: string) => Promise<T>): Promise<T> {
    let callerFailed = false;
    try {
      return await this.inner.withLocalFile(key, async (file) => {
        try {
          return await fn(file);
        } catch (error) {
          callerFailed = true;
          throw error;
        }
      });
    } catch (error) {
      if (!callerFailed) this.count('get');
      throw error;
    }
  }

  get(key: string): Promise<StoredObject | null> {
    return this.counted('get', () => this.inner.get(key));
  }

  exists(key: string): Promise<boolean> {
    return this.counted('get', () => this.inner.exists(key));
  }

  delete(key: string): Promise<void> {
    return this.counted('delete', () => this.inner.delete(key));
  }

  async *list(prefix: string): AsyncIterable<string> {
    try {
      yield* this.inner.list(prefix);
    } catch (error) {
      this.count('list');
      throw error;
    }
  }

  check(): Promise<void> {
    return this.counted('check', () => this.inner.check());
  }
}
