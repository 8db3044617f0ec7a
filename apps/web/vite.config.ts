import { defineConfig } from 'vite';

const server = process.env.SPROUT_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': server,
      '/tus': server,
      '/media': server,
    },
  },
  preview: {
    proxy: {
      '/api': server,
      '/tus': server,
      '/media': server,
    },
  },
});
