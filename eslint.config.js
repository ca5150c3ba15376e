import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Import boundaries of the web app (docs/engineering.md, "Layout"): app → features → shared pieces.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const dashboardOnly = (name) => name.startsWith('dashboard-') || name === 'topic-editor';
const FEATURE_MESSAGE = 'A feature never imports another feature: compose them in app/, or move the shared piece to api/, components/, lib/ or hooks/.';
const APP_MESSAGE = 'Only app/ composes features: shared and feature code must not import from app/.';
const SHARED_MESSAGE = 'Shared pieces import no feature.';
const DASHBOARD_MESSAGE = 'Dashboard code loads only under /dashboard: the user area must not import it.';
/** Where dashboard code lives: its features, components, routes and layouts. */
const DASHBOARD_CODE = [
  ...features.filter(dashboardOnly).map((name) => `web/src/features/${name}/**`),
  'web/src/components/dashboard/**',
  'web/src/app/routes/dashboard/**',
  'web/src/app/layouts/dashboard-*',
];
/** The user area: what a reader's pages are built from. */
const USER_AREA = [
  ...features.filter((name) => !dashboardOnly(name)).map((name) => `web/src/features/${name}/**`),
  'web/src/{api,lib,hooks}/**',
  'web/src/components/!(dashboard)/**',
  'web/src/components/*.{ts,tsx}',
  'web/src/app/routes/app/**',
  'web/src/app/layouts/{app-layout,search-form,skip-link,nav-link}.tsx',
];
/**
 * The web's boundaries on resolved module paths (import-x/no-restricted-paths with the TypeScript
 * resolver and the app's aliases), so a relative path cannot slip past them as it could past rules
 * on import strings. web/src/app/boundaries.test.ts feeds each a bad import.
 */
const webZones = [
  ...features.map((name) => ({ target: `web/src/features/${name}`, from: 'web/src/features', except: [`./${name}`], message: FEATURE_MESSAGE })),
  { target: 'web/src/{api,lib,components,hooks}/**', from: 'web/src/features/**', message: SHARED_MESSAGE },
  { target: ['web/src/features/**', 'web/src/{api,lib,components,hooks}/**'], from: 'web/src/app/**', message: APP_MESSAGE },
  { target: USER_AREA, from: DASHBOARD_CODE, message: DASHBOARD_MESSAGE },
];
const webResolver = createTypeScriptImportResolver({ project: 'web/tsconfig.json' });
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundaries = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...importX.flatConfigs.typescript,
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [webResolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones }],
      // No import cycles in the web either (dynamic imports included).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrict([{ regex: '^(\\.\\./){2,}', message: 'Import across folders through the @/ alias, so a reader sees where it comes from.' }]),
  },
];

// The web reads the contract's answer schemas as types only, so none reaches a production chunk; the
// one runtime reader is the development check of answers (lib/check-answer.ts, loaded behind import.meta.env.DEV).
boundaries.push({
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: ['web/src/lib/check-answer.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: '^@contract/(answers|answer-shapes|[a-z-]+-answers)$', allowTypeImports: true, message: 'Answer schemas stay out of the web bundle: import their types with `import type`.' }] },
    ],
  },
});

// The shared contract builds its schemas with the one configured zod (contract/zod.ts: jitless, for the CSP).
boundaries.push({
  files: ['functions/src/contract/**/*.ts'],
  ignores: ['functions/src/contract/zod.ts'],
  rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from './zod.js': it is configured for the web's Content-Security-Policy.", allowTypeImports: true }] }] },
});

// Layers of the server (docs/engineering.md, "Server layout"), lowest first: runtime → contract → store →
// domain → platform services (blob, push, jobs, auth, http, faults) → modules → composition (platform/,
// openapi/, access/, ops/, local/, bench/, test/, index.ts). A file imports only its own layer and those
// below; a module reaches another module only through that module's service.ts or port.ts.
const serverLayers = [
  { folders: ['runtime'], below: [] },
  { folders: ['contract'], below: [] },
  { folders: ['store'], below: ['runtime', 'contract'] },
  { folders: ['domain'], below: ['runtime', 'contract', 'store'] },
  { folders: ['blob', 'push', 'jobs', 'auth', 'http', 'faults'], below: ['runtime', 'contract', 'store', 'domain'] },
];
const serverFolders = ['runtime', 'contract', 'store', 'domain', 'blob', 'push', 'jobs', 'auth', 'http', 'faults', 'modules', 'platform', 'openapi', 'access', 'ops', 'local', 'bench', 'test', 'architecture'];
const COMPOSITION = ['platform', 'openapi', 'access', 'ops', 'local', 'bench', 'test', 'architecture'];
const upTo = (folders) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})/`,
  message: 'A lower layer of the server never imports a higher one (docs/engineering.md, "Server layout").',
});
const serverBoundaries = [
  ...serverLayers.map(({ folders, below }) => ({
    files: folders.map((folder) => `functions/src/${folder}/**/*.ts`),
    ignores: ['functions/src/**/*.test.ts'],
    rules: restrict([upTo(serverFolders.filter((name) => !folders.includes(name) && !below.includes(name)))]),
  })),
  {
    files: ['functions/src/modules/*/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: restrict([
      upTo(COMPOSITION),
      { regex: '^\\.\\./(?!\\.\\.)[a-z-]+/(?!(service|port)\\.js$)', message: "A module reaches another module only through its service.ts or port.ts, never its repository or internals." },
    ]),
  },
  {
    files: ['functions/src/modules/*/*/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: restrict([
      upTo(COMPOSITION),
      { regex: '^\\.\\./\\.\\./(?!\\.\\.)[a-z-]+/(?!(service|port)\\.js$)', message: "A module reaches another module only through its service.ts or port.ts, never its repository or internals." },
    ]),
  },
  {
    // The chemistry the web reads too (its `@chemistry` alias): pure code on its siblings and the contract
    // alone, so nothing of the server reaches the browser through it. Replaces the domain layer's rule there.
    files: ['functions/src/domain/chemistry/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: restrict([
      { regex: '^(?!\\./|\\.\\./\\.\\./contract/)', message: 'domain/chemistry is shared with the web (@chemistry): it imports only its own files and the contract.' },
    ]),
  },
  {
    // No import cycles anywhere in the server (type-only imports included: src/architecture/import-graph.test.ts).
    files: ['functions/src/**/*.ts'],
    ...importX.flatConfigs.typescript,
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'functions/tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', '.local/**', '.e2e/**', '.bench/**', '.lighthouse/**', 'emulator-data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Service workers served as they are from web/public (no bundler, no Firebase SDK).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  ...boundaries,
  ...serverBoundaries,
);
