import { defineConfig } from 'vite';

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

export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      // Screens are loaded per route (app/router.tsx). Left alone, the bundler made ~50 chunks of a few
      // hundred bytes for /login (a request each, six at a time on HTTP/1.1); code that three or more
      // chunks share goes into one 'common' chunk instead: 7 files and about 2% more bytes at /login.
      output: { codeSplitting: { minSize: 20_000, groups: [{ name: 'common', minShareCount: 3, minSize: 20_000 }] } },
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
