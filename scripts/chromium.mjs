// Finds Debian's Chromium for Playwright, installing it with apt-get when we
// are root and it is missing (browsers cannot be downloaded by Playwright here).
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
    const result = spawnSync('sh', ['-c', `${INSTALL.replace('install -y', 'install -y -q')}`], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status === 0 && fs.existsSync(CHROMIUM)) return { ok: true };
  }
  return { ok: false, message: `Chromium is needed for the browser tests and is not at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'` };
}
