import path from 'node:path';
import pino from 'pino';
import { backup } from '../backup/backup.js';
import { BackupError } from '../backup/pg-tools.js';
import { restore } from '../backup/restore.js';
import { boot } from '../boot.js';
import { ConfigError } from '../config.js';

/** The operator's commands for the album's safety (ADR 0036): backup, restore, verify. */
export const STORAGE_COMMANDS = ['backup', 'restore', 'verify'] as const;
export type StorageCommand = (typeof STORAGE_COMMANDS)[number];

export const STORAGE_USAGE = `  npm run cli -- backup --out DIR    copy the database and every media object into DIR (again: only new ones)
  npm run cli -- restore --from DIR  restore a backup into an empty DATA_DIR / database / bucket
  npm run cli -- verify              read every stored object back against its checksum`;

type Flags = Record<string, string | boolean | undefined>;

export class StorageUsageError extends Error {}

function folder(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new StorageUsageError(`--${name} DIR is required`);
  return path.resolve(value);
}

const say = (json: boolean, result: unknown) =>
  process.stdout.write(json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`);

/** Each says what it found on stdout and answers 1 when anything is missing or changed. */
export async function runStorageCommand(
  command: StorageCommand,
  flags: Flags,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const json = flags.json === true;
  try {
    if (command === 'restore') {
      const report = await restore(env, folder(flags, 'from'));
      say(json, { restore: report });
      return problems('restore', report.missing.length, report.changed.length);
    }
    const out = command === 'backup' ? folder(flags, 'out') : '';
    const ctx = await boot(env, 'warn', pino.destination(2));
    try {
      if (command === 'backup') {
        const report = await backup(ctx, out);
        say(json, { backup: report });
        return problems('backup', report.missing.length, report.changed.length);
      }
      const report = await ctx.integrity.verifyAndReport({ mail: false });
      say(json, { verify: report });
      return problems('verify', report.missing.length, report.changed.length);
    } finally {
      await ctx.db.close();
    }
  } catch (error) {
    if (error instanceof BackupError) {
      process.stderr.write(`sprout: ${error.message}\n`);
      return 1;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`sprout: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

function problems(command: StorageCommand, missing: number, changed: number): number {
  if (missing + changed === 0) return 0;
  process.stderr.write(`sprout: ${command}: ${missing} object(s) missing, ${changed} changed (listed above)\n`);
  return 1;
}
