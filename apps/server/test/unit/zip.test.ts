import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipLayout, type ZipEntry } from '../../src/archive/zip-writer.js';
import { ArchiveError, hostileName, ZipReader } from '../../src/archive/zip-reader.js';
import { rawZip } from '../helpers/raw-zip.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-zip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const memoryEntry = (name: string, data: Buffer): ZipEntry => ({
  name,
  size: data.length,
  crc32: zlib.crc32(data),
  open: ({ start, end }) => Readable.from([data.subarray(start, end + 1)]),
});

async function collect(gen: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of gen) parts.push(part);
  return Buffer.concat(parts);
}

async function write(layout: ZipLayout, name: string): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, await collect(layout.bytes()));
  return file;
}

async function refusal(file: string, read = true): Promise<string> {
  try {
    const zip = await ZipReader.open(file);
    try {
      if (read) for (const entry of zip.entries) await zip.read(entry, 1024 ** 3);
    } finally {
      await zip.close();
    }
  } catch (error) {
    if (error instanceof ArchiveError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('zip writer', () => {
  const entries = [
    memoryEntry('album.json', Buffer.from('{"format_version":1}')),
    memoryEntry('empty.txt', Buffer.alloc(0)),
    memoryEntry('originals/1.jpg', Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))),
    memoryEntry('originals/ümlaut name.txt', Buffer.from('hello')),
  ];

  it('writes an archive unzip accepts, of the size it announced', async () => {
    const layout = new ZipLayout(entries, 1_764_655_200);
    const file = await write(layout, 'plain.zip');
    expect(fs.statSync(file).size).toBe(layout.size);
    const tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(tested).toContain('No errors detected');
    expect(
      execFileSync('unzip', ['-p', file, 'originals/1.jpg']).equals(
        Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251)),
      ),
    ).toBe(true);
  });

  it('gives any range of the archive as the same bytes as the whole', async () => {
    const layout = new ZipLayout(entries, 1_764_655_200);
    const whole = await collect(layout.bytes());
    for (const [start, end] of [
      [0, 10],
      [25, 40],
      [100, 69_999],
      [70_050, layout.size - 1],
      [layout.size - 1, layout.size - 1],
    ] as const) {
      expect((await collect(layout.bytes(start, end))).equals(whole.subarray(start, end + 1))).toBe(true);
    }
  });

  it('writes ZIP64 records past 65,535 entries, and reads them back', async () => {
    const many = Array.from({ length: 65_600 }, (_, i) => memoryEntry(`e/${i}`, Buffer.from(String(i))));
    const layout = new ZipLayout(many, 1_764_655_200);
    const file = await write(layout, 'many.zip');
    const zip = await ZipReader.open(file);
    expect(zip.entries).toHaveLength(65_600);
    expect((await zip.read(zip.entries[65_599]!, 100)).toString()).toBe('65599');
    await zip.close();
    expect(execFileSync('unzip', ['-t', '-qq', file], { encoding: 'utf8', maxBuffer: 64 * 1024 ** 2 })).toBe('');
  });

  it('fails the stream when an original is shorter than its entry says', async () => {
    const liar: ZipEntry = { name: 'x', size: 10, crc32: 0, open: () => Readable.from([Buffer.from('abc')]) };
    await expect(collect(new ZipLayout([liar], 0).bytes())).rejects.toThrow(/shorter/);
  });
});

describe('zip reader', () => {
  it('reads what we write and what zip(1) writes (deflate)', async () => {
    const src = path.join(dir, 'src');
    fs.mkdirSync(src, { recursive: true });
    fs.writeFileSync(path.join(src, 'album.json'), JSON.stringify({ format_version: 1, pad: 'x'.repeat(5000) }));
    const file = path.join(dir, 'zipped.zip');
    execFileSync('zip', ['-q', '-r', file, '.'], { cwd: src });
    const zip = await ZipReader.open(file);
    const entry = zip.entries.find((e) => e.name === 'album.json')!;
    expect(entry.method).toBe(8);
    expect(JSON.parse((await zip.read(entry, 1e6)).toString()).format_version).toBe(1);
    await zip.close();
  });

  it('refuses names that climb out, absolute names, backslashes and drive letters', () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\b', 'a/./b', ''])
      expect(hostileName(bad), bad).toBe(true);
    for (const good of ['album.json', 'originals/1.jpg', 'originals/', '..a/b..'])
      expect(hostileName(good), good).toBe(false);
  });

  it('refuses each hostile or broken archive with its code', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['dotdot', rawZip([{ name: '../evil.txt', data: Buffer.from('x') }]), 'archive_hostile'],
      ['absolute', rawZip([{ name: '/tmp/evil.txt', data: Buffer.from('x') }]), 'archive_hostile'],
      ['symlink', rawZip([{ name: 'link', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]), 'archive_hostile'],
      [
        'twice',
        rawZip([
          { name: 'a', data: Buffer.from('1') },
          { name: 'a', data: Buffer.from('2') },
        ]),
        'archive_hostile',
      ],
      // 20 MiB of zeros in 20 KiB: a ratio past 100:1 is refused from the directory alone.
      ['bomb', rawZip([{ name: 'z', data: Buffer.alloc(20 * 1024 ** 2), method: 8 }]), 'archive_too_large'],
      // The same bytes declaring 1 KiB: refused at the first byte past it.
      [
        'lying bomb',
        rawZip([{ name: 'z', data: Buffer.alloc(20 * 1024 ** 2), method: 8, declaredSize: 1024 }]),
        'archive_too_large',
      ],
      ['bad crc', rawZip([{ name: 'a', data: Buffer.from('hello'), crc32: 1 }]), 'archive_damaged'],
      ['not a zip', Buffer.from('this is not a zip file at all, just words'), 'archive_damaged'],
    ];
    for (const [label, data, code] of cases) {
      const file = path.join(dir, `${label}.zip`);
      fs.writeFileSync(file, data);
      expect(await refusal(file), label).toBe(code);
    }
  });

  it('refuses a truncated archive', async () => {
    const layout = new ZipLayout(
      [memoryEntry('album.json', Buffer.from('{}')), memoryEntry('b', Buffer.alloc(5000, 1))],
      0,
    );
    const whole = await collect(layout.bytes());
    const file = path.join(dir, 'truncated.zip');
    fs.writeFileSync(file, whole.subarray(0, whole.length - 40));
    expect(await refusal(file)).toBe('archive_damaged');
    fs.writeFileSync(file, whole.subarray(0, 3000));
    expect(await refusal(file)).toBe('archive_damaged');
  });
});

describe('the offline timeline', () => {
  it('has its words in every language, none left as a key', async () => {
    const { offlineText } = await import('../../src/archive/offline-viewer.js');
    const { LOCALES } = await import('@sprout/shared');
    for (const locale of LOCALES) {
      const text = offlineText(locale);
      for (const [key, value] of Object.entries(text)) {
        expect(value, `${locale} ${key}`).not.toBe('');
        expect(value, `${locale} ${key}`).not.toMatch(/^(archive|privacy|relations)\./);
      }
    }
    expect(offlineText('ko').title).toBe('{{name}}의 앨범');
  });
});
