import path from 'node:path';
import type { Config } from '../config.js';
import { DiskUploadStore } from './disk-upload-store.js';
import { LocalStorage } from './local-storage.js';
import type { ObjectLedger, ObjectStorage } from './object-storage.js';
import { makeS3Client } from './s3-client.js';
import { S3Storage } from './s3-storage.js';
import { S3UploadStore } from './s3-upload-store.js';
import type { UploadStore } from './upload-store.js';

/**
 * Media and uploads where STORAGE_URL says: DATA_DIR/media and DATA_DIR/tus by default, or the bucket.
 * Each media object written is recorded in `ledger` with its checksum.
 */
export function makeStorage(config: Config, ledger?: ObjectLedger): { storage: ObjectStorage; uploads: UploadStore } {
  if (config.storage.kind === 's3') {
    const storage = new S3Storage(makeS3Client(config.storage), config.storage.bucket, config.storage.prefix, ledger);
    return { storage, uploads: new S3UploadStore(config.storage, storage) };
  }
  const storage = new LocalStorage(path.join(config.dataDir, 'media'), ledger);
  return { storage, uploads: new DiskUploadStore(path.join(config.dataDir, 'tus'), storage) };
}
