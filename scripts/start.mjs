#!/usr/bin/env node
// Starts Sprout: builds the web app first if there is no build, then runs the
// server (API, uploads, media and the web app on one port). `--demo` also
// seeds the demo family. Configuration comes from the environment (README).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!fs.existsSync(webIndex)) {
  process.stdout.write('Building the web app (first start)…\n');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('sprout: the web app did not build; run `npm run build` to see why\n');
    process.exit(1);
  }
}

const args = ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts'), ...process.argv.slice(2)];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
