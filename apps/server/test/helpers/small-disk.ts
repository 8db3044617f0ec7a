import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Real, small, size-limited filesystems for the tests of a full or read-only
 * disk: a tmpfs where this process may mount one (root), else a loop-mounted
 * ext4 image. Nothing is faked: a full disk answers ENOSPC, a read-only one EROFS.
 */
export interface SmallDisk {
  dir: string;
  /** Writes one file until the disk refuses more; returns its path (remove it to free the space). */
  fill(): string;
  remount(mode: 'ro' | 'rw'): void;
  unmount(): void;
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'pipe' });

function mountTmpfs(dir: string, megabytes: number, mode: 'ro' | 'rw'): void {
  run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,${mode}`, 'tmpfs', dir]);
}

function mountLoopExt4(dir: string, megabytes: number, mode: 'ro' | 'rw'): string {
  const image = `${fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-disk-'))}/disk.img`;
  run('truncate', ['-s', `${megabytes}M`, image]);
  run('mkfs.ext4', ['-q', '-F', image]);
  run('mount', ['-o', `loop,${mode}`, image, dir]);
  return image;
}

/** Mounts a `megabytes`-sized filesystem on `dir` (made if missing). */
export function mountSmallDisk(dir: string, megabytes: number, mode: 'ro' | 'rw' = 'rw'): SmallDisk {
  fs.mkdirSync(dir, { recursive: true });
  let image: string | null = null;
  try {
    mountTmpfs(dir, megabytes, mode);
  } catch {
    image = mountLoopExt4(dir, megabytes, mode);
  }
  return {
    dir,
    fill() {
      const filler = path.join(dir, `filler-${process.pid}-${Date.now()}`);
      const fd = fs.openSync(filler, 'w');
      try {
        for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
          const block = Buffer.alloc(size, 1);
          for (;;) {
            try {
              fs.writeSync(fd, block);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
              break;
            }
          }
        }
      } finally {
        fs.closeSync(fd);
      }
      return filler;
    },
    remount(mode) {
      run('mount', ['-o', `remount,${mode}`, dir]);
    },
    unmount() {
      run('umount', ['-l', dir]);
      if (image) fs.rmSync(path.dirname(image), { recursive: true, force: true });
    },
  };
}

let mountable: boolean | undefined;
/** Whether this process may mount filesystems (tests of a full or read-only disk skip without it). */
export function canMount(): boolean {
  if (mountable === undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprout-mount-probe-'));
    try {
      mountSmallDisk(dir, 1).unmount();
      mountable = true;
    } catch {
      mountable = false;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return mountable;
}
