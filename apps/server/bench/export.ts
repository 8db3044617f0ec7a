// The album export section of npm run bench (issue 21, ADR 0037): a baby of
// BENCH_EXPORT_MOMENTS moments whose originals add up to BENCH_EXPORT_MB, exported as the CLI
// does (plan: every original read once for CRC-32 and SHA-256; then the archive streamed into a
// file), beside a plain `tar` of the same original files into a file on the same disk, in the
// same run. Prints MB/s of both, their ratio, and the peak RSS of this process while it exports.
// Asserts nothing.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { boot } from '../src/boot.js';
import { inTransaction } from '../src/repositories/repos.js';
import { MomentWriter } from '../src/services/moment-writer.js';
import { nowSeconds } from '../src/util/time.js';
import { peakRss } from './peak-rss.js';

const MOMENTS = Number(process.env.BENCH_EXPORT_MOMENTS ?? 10_000);
const MEGABYTES = Number(process.env.BENCH_EXPORT_MB ?? 1024);

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

export async function exportBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-export-'));
  const ctx = await boot(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '', SPROUT_WORKER: 'off', LOG_LEVEL: 'silent' },
    'silent',
  );
  try {
    const parent = await ctx.services.users.create({ email: 'export-bench@example.com', password: 'bench pass 12345' });
    const baby = await ctx.services.babies.create(parent, { name: 'Noa', birthday: '2020-01-01', gender: 'unknown' });
    const perFile = Math.max(1, Math.floor((MEGABYTES * 1024 ** 2) / MOMENTS));
    console.log(`\nAlbum export: seeding ${MOMENTS} moments of ${(perFile / 1024).toFixed(0)} KiB (${MEGABYTES} MB) …`);
    // Random bytes (incompressible, like photos), a few distinct blocks varied per file so no two are alike.
    const block = randomBytes(perFile);
    const start = Date.UTC(2020, 0, 1) / 1000;
    const BATCH = 500;
    for (let offset = 0; offset < MOMENTS; offset += BATCH) {
      const size = Math.min(BATCH, MOMENTS - offset);
      const keys: string[] = [];
      for (let i = 0; i < size; i += 1) {
        const n = offset + i;
        const key = `originals/${baby.id}/bench/${n}.jpg`;
        block.writeUInt32LE(n, 0);
        await ctx.storage.putBuffer(key, block);
        keys.push(key);
      }
      await inTransaction(ctx.db, ctx.caches, async ({ repos }) => {
        const write = new MomentWriter(repos, nowSeconds());
        for (let i = 0; i < size; i += 1) {
          const takenAt = start + (offset + i) * 3600;
          const event = await write.newEvent({
            baby_id: baby.id,
            author_id: parent.id,
            batch_id: null,
            local_date: new Date(takenAt * 1000).toISOString().slice(0, 10),
            taken_at_gmt: takenAt,
            layout: 'default',
          });
          await write.insert(
            event.id,
            {
              baby_id: baby.id,
              author_id: parent.id,
              type: 'picture',
              content: '',
              taken_at_gmt: takenAt,
              privacy: 'family_and_relatives',
              service: 'bench',
              original_key: keys[i] ?? null,
              original_mime: 'image/jpeg',
              original_bytes: perFile,
            },
            [],
          );
        }
      });
    }
    const bytes = perFile * MOMENTS;
    const out = path.join(dataDir, 'album.zip');
    const tarOut = path.join(dataDir, 'album.tar');

    // The page cache holds the files for both runs alike: each is run once before it is timed.
    execFileSync('tar', ['-cf', tarOut, '-C', path.join(dataDir, 'media'), `originals/${baby.id}`]);
    const tarStart = process.hrtime.bigint();
    execFileSync('tar', ['-cf', tarOut, '-C', path.join(dataDir, 'media'), `originals/${baby.id}`]);
    const tarSeconds = Number(process.hrtime.bigint() - tarStart) / 1e9;

    const exportOnce = async () => {
      const planStart = process.hrtime.bigint();
      const plan = await ctx.services.exports.prepare(baby.id, { user: null, viewer: null }, 'en', nowSeconds());
      const planSeconds = Number(process.hrtime.bigint() - planStart) / 1e9;
      const layout = ctx.services.exports.layout(plan);
      const writeStart = process.hrtime.bigint();
      await pipeline(Readable.from(layout.bytes()), fs.createWriteStream(out));
      const writeSeconds = Number(process.hrtime.bigint() - writeStart) / 1e9;
      return { planSeconds, writeSeconds, size: layout.size };
    };
    await exportOnce();
    const before = process.memoryUsage().rss;
    const { result, peak } = await peakRss(exportOnce);
    const mb = bytes / 1024 ** 2;
    const tarRate = mb / tarSeconds;
    const writeRate = mb / result.writeSeconds;
    const wholeRate = mb / (result.planSeconds + result.writeSeconds);
    console.log(`  plain tar of the originals      ${fmt(tarRate)} MB/s   (${fmt(tarSeconds, 2)} s)`);
    console.log(
      `  export, archive streamed        ${fmt(writeRate)} MB/s   (${fmt(result.writeSeconds, 2)} s)  ${fmt((writeRate / tarRate) * 100, 0)} % of tar`,
    );
    console.log(
      `  export, plan + archive          ${fmt(wholeRate)} MB/s   (${fmt(result.planSeconds + result.writeSeconds, 2)} s)  ${fmt((wholeRate / tarRate) * 100, 0)} % of tar`,
    );
    console.log(`  archive ${(result.size / 1024 ** 2).toFixed(1)} MB for ${mb.toFixed(1)} MB of originals`);
    console.log(
      `  peak RSS while exporting        ${fmt(peak / 1024 ** 2)} MB   (${fmt(before / 1024 ** 2)} MB before it: the process, booted)`,
    );
  } finally {
    await ctx.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
