import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The browser parts of the bench drive the built web app the server serves; a fresh clone has
 * none, so it is built once here (npm run build) instead of failing or measuring a dev server.
 */
export function ensureWebBuild(): string {
  const dist = path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('building the web app for the browser measurements (npm run build) …');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build failed; the browser measurements need the built web app');
  }
  return dist;
}
