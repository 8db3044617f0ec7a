// Finds the system tools the tests need (Debian's Chromium for Playwright,
// ffmpeg for video and audio), installing them with apt-get when we are root
// and they are missing (browsers cannot be downloaded by Playwright here).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing it with apt-get…');
    const result = spawnSync('sh', ['-c', `${INSTALL.replace('install -y', 'install -y -q')}`], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status === 0 && fs.existsSync(CHROMIUM)) return { ok: true };
  }
  return {
    ok: false,
    message: `Chromium is needed for the browser tests and is not at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`,
  };
}

const FFMPEG_INSTALL = 'apt-get update && apt-get install -y ffmpeg';

/** ffmpeg and ffprobe check and convert videos and audio; the API tests use real ones. */
export function ensureFfmpeg() {
  const has = () =>
    spawnSync('sh', ['-c', 'command -v ffmpeg && command -v ffprobe'], { stdio: 'ignore' }).status === 0;
  if (has()) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('ffmpeg is missing: installing it with apt-get…');
    spawnSync('sh', ['-c', FFMPEG_INSTALL.replace('install -y', 'install -y -q')], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (has()) return { ok: true };
  }
  return {
    ok: false,
    message: `ffmpeg and ffprobe are needed for the video and audio tests. Install them with:\n  sudo sh -c '${FFMPEG_INSTALL}'`,
  };
}
