import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_API_CACHE, OFFLINE_API_PATTERN } from './src/lib/offline-cache.ts';

const DEFAULT_API_TARGET = 'http://127.0.0.1:5001/demo-nutrindex/southamerica-east1/api';
const apiTarget = process.env.API_PROXY_TARGET ?? DEFAULT_API_TARGET;

/** The function answers under its own path, so the proxy keeps /api and /uploads as they are. */
const proxyToApi = { target: apiTarget, changeOrigin: true };

/**
 * The dashboard's lazy routes and layout, and its own message namespaces ('dashboard-users', …,
 * 'topic-editor'; not 'dashboard', which the reader's formula editor loads too).
 */
const DASHBOARD_MODULE = /\/src\/app\/(routes\/dashboard\/|layouts\/dashboard-layout\.tsx$)|\/src\/locales\/[^/]+\/(dashboard-[^/]+|topic-editor)\.json$/;

/** Built files (`assets/…`) that only the dashboard loads: filled by `findDashboardOnlyChunks`. */
const dashboardOnlyChunks = new Set<string>();

/**
 * Finds the chunks a reader's app never loads: those reached from the entry only through a dashboard
 * route, layout or namespace. The service worker leaves them out of its precache, so a reader's
 * install fetches the reader's app alone (docs/performance.md, "Fifth pass": the whole app's 220
 * files were a third of every journey's time).
 */
const findDashboardOnlyChunks: Plugin = {
  name: 'nutrindex:dashboard-only-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map<string, { imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; isEntry: boolean }>();
    for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
    const reached = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName);
      if (!chunk || reached.has(fileName) || (chunk.facadeModuleId && DASHBOARD_MODULE.test(chunk.facadeModuleId))) return;
      reached.add(fileName);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
    };
    for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
    dashboardOnlyChunks.clear();
    for (const fileName of chunks.keys()) if (!reached.has(fileName)) dashboardOnlyChunks.add(fileName);
    if (dashboardOnlyChunks.size === 0 || dashboardOnlyChunks.size === chunks.size) this.error(`found ${dashboardOnlyChunks.size} dashboard-only chunks of ${chunks.size}: DASHBOARD_MODULE no longer matches the routes`);
  },
};

/**
 * The installable app (docs/decisions/offline-and-pwa.md, "Offline reading"): Workbox precaches the built app and
 * keeps the answers a reader needs offline (their profile, favourites, recently viewed, the
 * monographs they opened) network-first; the app empties that cache at logout and when premium ends
 * (src/lib/offline-cache.ts). Push messages have their own worker (firebase-messaging-sw.js, #10).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: null,
  manifest: {
    name: 'Nutrindex — monografias de suplementos',
    short_name: 'Nutrindex',
    description: 'Monografias de suplementos nutracêuticos para profissionais de saúde.',
    lang: 'pt-BR',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f4f8f7',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // A first install takes over the page at once (its answers are saved from then on, and a reload
    // offline right after the first sign-in shows the app); a new version activates at once too and
    // `autoUpdate` reloads the page into it (register-service-worker.ts). Set by the plugin for
    // `autoUpdate` already; stated here because reading offline depends on it.
    clientsClaim: true,
    skipWaiting: true,
    globPatterns: ['**/*.{js,css,html,svg,png,json}'],
    // The dashboard's chunks (the topic editor alone is a third of the app) are not a reader's:
    // leaving them out of the precache makes the install, and so reading offline after a first
    // sign-in, that much sooner and lighter. An administrator's browser keeps them once opened (the
    // `nutrindex-assets` rule below).
    manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !dashboardOnlyChunks.has(entry.url)), warnings: [] })],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/__\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: OFFLINE_API_PATTERN,
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: OFFLINE_API_CACHE,
          networkTimeoutSeconds: 6,
          // ID tokens change every hour: a saved answer still serves the same address.
          matchOptions: { ignoreVary: true },
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
          plugins: [
            {
              // Saved under its address alone: no bearer token is stored with the copy, and a copy
              // saved with a newer token replaces the last one. Keyed by the request as sent, the
              // API's `Vary: Authorization` kept one copy per token (hourly) and offline reading got
              // the oldest. (Serialised into sw.js: these functions use nothing from this file.)
              cacheKeyWillBeUsed: async ({ request }) => new Request(request.url),
              // Copies saved before that change, each with its token, go once the address is saved again.
              cacheDidUpdate: async ({ cacheName, request }) => {
                const cache = await caches.open(cacheName);
                for (const saved of await cache.keys(request.url, { ignoreVary: true })) {
                  if (saved.headers.has('authorization')) await cache.delete(saved);
                }
              },
            },
          ],
        },
      },
      {
        // Built chunks left out of the precache (content-hashed, so a saved copy never goes stale).
        urlPattern: /\/assets\/[^/]+\.js$/,
        handler: 'CacheFirst',
        options: { cacheName: 'nutrindex-assets', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
      {
        // Catalogue images (categories, banners, topic images): public files, the same for everyone.
        // Profile photos (uploads/users/) are a person's: not kept, so none outlives a logout here.
        urlPattern: /\/uploads\/(?!users\/)/,
        handler: 'CacheFirst',
        options: { cacheName: 'nutrindex-uploads', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
    ],
  },
});

/** Chakra's recipe modules other than those src/app/system.ts gives the first screen (kept in step with its list). */
const LATER_RECIPE_MODULE = /@chakra-ui\/react\/dist\/esm\/theme\/recipes\/(?!(button|container|dialog|field|heading|input|link|spinner|toast)\.js$)/;

/**
 * The build's Chakra computes no global styles at start: they ship as src/app/chakra-global.css and
 * the provider gets none (src/app/system.ts), so the line of `createSystem` that builds them (the
 * reset, the global styles and 45 KB of token variables, every start) is dropped. A Chakra upgrade
 * that changes that line fails the build here, to be looked at again.
 */
const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const CHAKRA_GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const chakraGlobalAtBuildTime: Plugin = {
  name: 'nutrindex:chakra-global-at-build-time',
  apply: 'build',
  transform(code, id) {
    if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
    if (!code.includes(CHAKRA_GLOBAL_LINE)) this.error(`Chakra's createSystem changed: '${CHAKRA_GLOBAL_LINE}' is not in ${id}`);
    return { code: code.replace(CHAKRA_GLOBAL_LINE, 'const _global = [];'), map: null };
  },
};

/**
 * React Router 7's package exports name its development build for every condition, so a production
 * build bundled it: its development warnings and checks ran on every navigation and route match
 * (remix-run/react-router#14102, open). The build takes the production build the package ships
 * beside it; the dev server and Vitest keep the development one and its warnings. A React Router
 * upgrade that moves these files fails the build on the missing file.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProductionBuild: Plugin = {
  name: 'nutrindex:react-router-production-build',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [react(), findDashboardOnlyChunks, pwa, chakraGlobalAtBuildTime, reactRouterProductionBuild],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      // The formula parser and a form's numbers, the same files the API computes with (docs/decisions/doses-and-forms.md, "Chemical forms as editable content").
      '@chemistry': fileURLToPath(new URL('../functions/src/domain/chemistry', import.meta.url)),
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
          // The recipes the entry leaves to the first screen (src/app/system-later-recipes.ts) keep
          // a chunk of their own: `@chakra-ui/react/theme`, which the entry imports, re-exports every
          // recipe module, and so would pull them into the '$initial' group.
          groups: [
            // Only the recipe modules: their dependencies (Chakra's anatomies, helpers) are the entry's too.
            { name: 'system-later-recipes', test: LATER_RECIPE_MODULE, priority: 2, includeDependenciesRecursively: false },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
