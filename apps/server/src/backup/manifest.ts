import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** The version of the manifest's layout; a restore refuses one it does not know. */
export const MANIFEST_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

export interface ManifestObject {
  key: string;
  sha256: string;
  size: number;
}

/**
 * What a backup folder holds (ADR 0036): the database copy of the latest backup, and every media
 * object that database needs, each under `media/{key}` with the SHA-256 its bytes must have.
 */
export interface Manifest {
  format: number;
  created_at: string;
  database: {
    dialect: 'sqlite' | 'postgres';
    /** Relative to the backup folder: `database/{time}.sqlite` or `.pgdump` (pg_dump's custom format). */
    file: string;
    sha256: string;
    /** PostgreSQL: the schema dumped (restored under the same name), and the versions that made the dump. */
    schema?: string;
    pg_dump_version?: string;
    server_version?: string;
  };
  storage: 'disk' | 's3';
  objects: ManifestObject[];
}

export const mediaPath = (dir: string, key: string) => path.join(dir, 'media', ...key.split('/'));

export async function readManifest(dir: string): Promise<Manifest | null> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(await fsp.readFile(file, 'utf8')) as Manifest;
}

/** Written beside and renamed over the old one: a backup cut short leaves the previous manifest whole. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = path.join(dir, MANIFEST_FILE);
  const temp = `${file}.tmp`;
  await fsp.writeFile(temp, `${JSON.stringify(manifest, null, 1)}\n`);
  await syncFile(temp);
  await fsp.rename(temp, file);
  await syncFile(dir);
}

export async function syncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
