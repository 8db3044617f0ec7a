import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const target = process.env.SPROUT_API_ORIGIN ?? 'http://127.0.0.1:3000';
// Keep the browser's Host header: the server refuses cookie-authenticated
// writes whose Origin does not match Host, and tus builds upload URLs from it.
const proxy = Object.fromEntries(['/api', '/tus', '/media'].map((path) => [path, { target, changeOrigin: false }]));

/**
 * Which modules run code on import that must not be dropped. packages/shared only defines things
 * (constants, zod schemas, catalogues), and so do the web app's own modules but for stylesheets and
 * lib/session.ts (it subscribes at load): a module the app takes nothing from can go, so a feature's
 * index.ts (ADR 0027) brings only what its importer uses. Packages answer for themselves
 * (package.json `sideEffects`), which lets Mantine's unused components go too.
 */
function moduleSideEffects(id: string): boolean | undefined {
  if (id.includes('/packages/shared/src/')) return false;
  if (id.includes('/apps/web/src/')) return id.endsWith('.css') || id.endsWith('/lib/session.ts');
  return undefined;
}

/** Files the service worker keeps besides the build's own: the manifest and its icons (public/). */
const PUBLIC_SHELL = ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'];
/** A file this large is left to the network (libheif, only for HEIC uploads, which wait for a network anyway). */
const SHELL_MAX_BYTES = 1_500_000;

/**
 * Writes dist/sw.js from sw/sw.template.js with the app shell: every script, style and font of the
 * build, index.html and PUBLIC_SHELL, and a version made from their names (hashed), so a new build
 * installs a new cache and drops the old one (ADR 0030).
 */
function serviceWorker(): Plugin {
  return {
    name: 'sprout-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.values(bundle)
        .filter((file) => !file.fileName.endsWith('.map') && file.fileName !== 'sw.js')
        .filter((file) => (file.type === 'chunk' ? file.code.length : file.source.length) < SHELL_MAX_BYTES)
        .map((file) => `/${file.fileName}`);
      const shell = [...new Set([...built, '/index.html', ...PUBLIC_SHELL])].sort();
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      const template = fs.readFileSync(path.join(import.meta.dirname, 'sw/sw.template.js'), 'utf8');
      // The template's declarations, not the first mention of a name (its ESLint header names __SHELL__ too).
      const source = template
        .replace("const VERSION = '__VERSION__';", `const VERSION = ${JSON.stringify(version)};`)
        .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(shell)};`);
      if (/= '?__(VERSION|SHELL)__'?;/.test(source))
        throw new Error('sw.template.js: VERSION or SHELL was not filled in');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      // The public screens (/login, /noaccount, /invitation, /password) are part of the entry
      // (app/router.tsx); every other screen is loaded per route. What the entry needs statically goes
      // into one 'public' chunk; what three or more signed-in screens share into 'common', which only
      // they load. Before, 'common' took everything shared, the entry imported it, and /login carried
      // 61 signed-in modules and zod (ADR 0027; e2e/public-pages.spec.ts checks the budget).
      output: {
        codeSplitting: {
          minSize: 20_000,
          groups: [
            { name: 'public', tags: ['$initial'], priority: 2 },
            { name: 'common', minShareCount: 3, minSize: 20_000, priority: 1 },
          ],
        },
      },
      onwarn(warning, warn) {
        // Mantine marks its modules "use client" for React Server Components; meaningless in a SPA bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // The upload worker (HEIC decoding, compression, hashing) loads libheif only when a HEIC arrives: ES module workers split that out.
  worker: { format: 'es' },
  server: { proxy },
  preview: { proxy },
});
