import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files directly in `dir` whose name `isTemp` calls ours and
 * which last changed before `before` (ms since the epoch): what a process
 * killed mid-write leaves. Answers the names removed; a missing folder has none.
 */
export async function removeStaleTempFiles(
  dir: string,
  isTemp: (name: string) => boolean,
  before: number,
): Promise<string[]> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names.filter(isTemp)) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= before) continue;
    await fsp.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}
