import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const DEFAULT_API_TARGET = 'http://127.0.0.1:5001/demo-nutrindex/southamerica-east1/api';
const apiTarget = process.env.API_PROXY_TARGET ?? DEFAULT_API_TARGET;

/** The function answers under its own path, so the proxy keeps /api and /uploads as they are. */
const proxyToApi = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': proxyToApi, '/uploads': proxyToApi },
  },
  preview: {
    proxy: { '/api': proxyToApi, '/uploads': proxyToApi },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config, which holds every recipe, at load time.
      // Unless told `defineConfig` is pure, the bundler keeps that unused call and so every recipe
      // module; the minifier then drops most of each but not what it cannot prove harmless (property
      // reads, `.keys()` calls): 1.7 KB gzip of recipes the app never renders.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          // Everything the entry imports statically, as one chunk. Left alone, rolldown makes a
          // separate chunk of each module that the entry shares with a lazy screen: the first visit
          // fetched 18 to 32 files, which gzip to 5–10 KB more than the same code in one file.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
