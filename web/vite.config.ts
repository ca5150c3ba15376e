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
  },
});
