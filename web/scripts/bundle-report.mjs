#!/usr/bin/env node
/**
 * First-visit JS weight of the built app (gzip -9), from dist/ and Vite's manifest. Run after
 * `vite build` (`npm run bench -w web`; add `-- --write` to refresh docs/performance.md).
 *
 *  - "index.html": the entry script and every modulepreload it lists;
 *  - each route of src/app/router.tsx (and of the route tables it renders under a `path/*` route, the
 *    dashboard's): the entry plus the lazy chunks its element chain renders
 *    (layout, screen) and their static imports, and with a lazy screen the later Chakra recipes
 *    (lazyNamed loads them with every screen); a screen the router imports statically is in the
 *    entry. A signed-in page also loads Firebase Auth after the first paint (to restore the session):
 *    its own column and the total count it. Chunks a screen loads later (dialogs, zod for a form, the
 *    toaster, the route's message files) are not counted. A signed-out visit to the auth pages loads
 *    Firebase Auth only when the person first touches the form (src/app/start-auth.ts), and the
 *    service worker (whose precache downloads every file) registers only once someone is signed in:
 *    e2e/first-visit-weight.spec.ts measures what a browser really fetches on a first visit to `/`.
 *  - No dashboard code may be reachable from a /app route: checked on chunks (a dashboard entry
 *    chunk in a route's static or dynamic import graph) and on modules (the source import graph
 *    of the route's files, static and dynamic imports, never reaches a dashboard module; shared
 *    chunks carry no module names, so the module check is what catches dashboard code that an app
 *    screen imports into a shared chunk).
 *
 * Exits 1 when index.html's JS, or the route `/`, exceeds the budget (ARCHITECTURE.md: 170 KB), or
 * when a /app route reaches dashboard code.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const webRoot = join(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const routerFile = join(webRoot, 'src', 'app', 'router.tsx');

/** Dashboard code: its routes, its layout and the features only the dashboard uses. */
const DASHBOARD_MODULE = /^src\/(app\/routes\/dashboard\/|app\/layouts\/dashboard-layout\.tsx$|features\/(dashboard-[^/]+|topic-editor)\/)/;

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const fromHtml = new Set(
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]),
);

/** A manifest entry's file plus its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

/** Manifest keys reachable from `key` through static and dynamic imports, never through `stop`. */
function reachableKeys(key, stop, keys = new Set()) {
  if (keys.has(key) || stop.has(key) || !manifest[key]) return keys;
  keys.add(key);
  for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) reachableKeys(next, stop, keys);
  return keys;
}

// ---- The route table, read from the router: lazy components and the <Route> nesting. ----------

/** Resolves an import specifier of `fromFile` to a source file path relative to web/ ('src/...'). */
function resolveModule(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = join(webRoot, 'src', specifier.slice(2));
  else if (specifier.startsWith('@contract/')) base = join(webRoot, '..', 'functions', 'src', 'contract', specifier.slice('@contract/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return undefined; // a package
  const candidates = [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found && relative(webRoot, found);
}

/** Every lazy component of the route tables read so far: name → its module ('src/...'). */
const lazyComponents = new Map();
function readLazyComponents(source, file) {
  for (const [, name, specifier] of source.matchAll(/const (\w+) = lazyNamed\(\s*\(\) => import\('([^']+)'\)/g)) {
    lazyComponents.set(name, resolveModule(specifier, file));
  }
}

/** The <Route> and </Route> tags of a route table, in order; attributes may hold JSX (`element={<X />}`). */
function routeTags(source) {
  const tags = [];
  const opening = /<\/?Route\b/g;
  for (let match = opening.exec(source); match; match = opening.exec(source)) {
    if (match[0].startsWith('</')) {
      tags.push({ closing: true });
      continue;
    }
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    const attributes = source.slice(match.index + match[0].length, end);
    tags.push({ closing: false, attributes, selfClosing: attributes.trimEnd().endsWith('/') });
    opening.lastIndex = end;
  }
  return tags;
}

/**
 * The leaf routes of the route table in `file` (web/-relative paths resolved from web/), under
 * `parent`'s path and element chain. A leaf `path/*` whose lazy element renders a route table of its
 * own (`<Routes>`, the dashboard's) is read on from that table.
 */
function readRoutes(file, parent = { path: '', chain: [] }) {
  const source = readFileSync(file, 'utf8');
  readLazyComponents(source, file);
  const routes = [];
  const stack = [];
  for (const tag of routeTags(source)) {
    if (tag.closing) {
      stack.pop();
      continue;
    }
    const path = /\spath="([^"]*)"/.exec(tag.attributes)?.[1];
    const element = /element=\{<(\w+)/.exec(tag.attributes)?.[1];
    const index = /(^|\s)index\b/.test(tag.attributes);
    const outer = stack.at(-1) ?? parent;
    const fullPath = path === undefined ? outer.path : `${outer.path.replace(/\/$/, '')}/${path}`;
    const chain = element && lazyComponents.has(element) ? [...outer.chain, element] : outer.chain;
    const nestedTable = path?.endsWith('/*') && element && lazyComponents.has(element) ? join(webRoot, lazyComponents.get(element)) : undefined;
    if (nestedTable && readFileSync(nestedTable, 'utf8').includes('<Routes>')) {
      routes.push(...readRoutes(nestedTable, { path: fullPath.slice(0, -2), chain }));
      continue;
    }
    // Leaves only: a route with children is a layout, measured through its children.
    if (element && tag.selfClosing && (index || path !== undefined)) routes.push({ path: (index ? outer.path : fullPath) || '/', chain });
    if (!tag.selfClosing) stack.push({ path: fullPath, chain });
  }
  return routes;
}

const routes = readRoutes(routerFile);
// The entry may span several chunks (modulepreloads); what they import lazily is the router's doing.
const entryStop = new Set(Object.keys(manifest).filter((key) => fromHtml.has(manifest[key].file)));

// A lazy screen must be a chunk of its own in the manifest: were a chunking rule to fold it into
// another chunk, `closure` would find nothing and the route would look free.
for (const [name, module] of lazyComponents) {
  if (!manifest[module]?.isDynamicEntry) throw new Error(`${name} (${module}) is not a lazy chunk in the Vite manifest`);
}

// ---- Module-level check: the source import graph of /app route files. --------------------------

const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|import\s*'([^']+)'/g;

/** The first dashboard module reachable from `start`, as the chain of files that leads to it. */
function dashboardPath(start) {
  const seen = new Set();
  const queue = [[start]];
  while (queue.length > 0) {
    const path = queue.shift();
    const file = path.at(-1);
    if (seen.has(file)) continue;
    seen.add(file);
    if (DASHBOARD_MODULE.test(file)) return path;
    if (!file.startsWith('src/')) continue;
    const source = readFileSync(join(webRoot, file), 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveModule(match[1] ?? match[2] ?? match[3], join(webRoot, file));
      if (target && !seen.has(target)) queue.push([...path, target]);
    }
  }
  return undefined;
}

// ---- Report. -----------------------------------------------------------------------------------

const rows = [];
const problems = [];
const entryKb = total(fromHtml);
// What loading Firebase Auth adds: the entry's own files, which it also imports, are there already.
const firebaseKb = total([...closure('src/lib/firebase.ts')].filter((file) => !fromHtml.has(file)));
/** Pages a signed-out visitor sees: no session to restore, so no Firebase Auth after the first paint. */
const SIGNED_OUT_ROUTES = new Set(['/', '/login', '/register', '/*']);
for (const route of routes) {
  const files = new Set(fromHtml);
  for (const component of route.chain) closure(lazyComponents.get(component), files);
  // lazyNamed loads the Chakra recipes kept out of the entry with every screen (src/app/system.ts).
  if (route.chain.length > 0) closure('src/app/system-later-recipes.ts', files);
  const afterPaintKb = SIGNED_OUT_ROUTES.has(route.path) ? 0 : firebaseKb;
  rows.push({ path: route.path, chain: route.chain.join(' › ') || '(in the entry)', files: files.size, kb: total(files), afterPaintKb });

  if (!route.path.startsWith('/app')) continue;
  for (const component of route.chain) {
    const module = lazyComponents.get(component);
    const dashboardChunks = [...reachableKeys(module, entryStop)].filter((key) => DASHBOARD_MODULE.test(key));
    if (dashboardChunks.length > 0) problems.push(`${route.path}: ${module} reaches dashboard chunks ${dashboardChunks.join(', ')}`);
    const modulePath = dashboardPath(module);
    if (modulePath) problems.push(`${route.path}: imports dashboard code: ${modulePath.join(' → ')}`);
  }
}

const rootRow = rows.find((row) => row.path === '/');
const fmt = (kb) => kb.toFixed(1);
const table = [
  '| Route | Lazy chunks rendered | JS files | KB gzip -9 to render | Over the entry | Firebase Auth after paint | Total KB |',
  '|---|---|---|---|---|---|---|',
  `| index.html (entry + modulepreload) | | ${fromHtml.size} | ${fmt(entryKb)} | | | |`,
  ...rows.map(
    (row) =>
      `| ${row.path} | ${row.chain} | ${row.files} | ${fmt(row.kb)} | +${fmt(row.kb - entryKb)} | ${row.afterPaintKb ? `+${fmt(row.afterPaintKb)}` : '–'} | ${fmt(row.kb + row.afterPaintKb)} |`,
  ),
].join('\n');

console.log(table);
console.log(`\nEntry files:`);
for (const file of fromHtml) console.log(`  ${file.padEnd(50)} ${fmt(gzipKb(file)).padStart(7)} KB`);
console.log(`\nFirebase Auth SDK: ${fmt(firebaseKb)} KB (after the first paint on a signed-in page; on the auth pages of a signed-out visit, at the first touch of the form)`);

if (entryKb > BUDGET_KB) problems.push(`index.html loads ${fmt(entryKb)} KB of gzipped JS (budget ${BUDGET_KB} KB)`);
if (!rootRow) problems.push('the route / was not found in router.tsx');
else if (rootRow.kb + rootRow.afterPaintKb > BUDGET_KB) problems.push(`route / loads ${fmt(rootRow.kb + rootRow.afterPaintKb)} KB of gzipped JS (budget ${BUDGET_KB} KB)`);
const appRoutes = rows.filter((row) => row.path.startsWith('/app')).length;
console.log(
  problems.length === 0
    ? `\nOK: / ${fmt(rootRow.kb)} KB ≤ ${BUDGET_KB} KB; no dashboard chunk or module reachable from the ${appRoutes} /app routes.`
    : '',
);

if (process.argv.includes('--write')) {
  const docs = join(webRoot, '..', 'docs', 'performance.md');
  // Re-read right before writing: other sections of this file are written by other reports.
  const current = existsSync(docs) ? readFileSync(docs, 'utf8') : '# Performance\n';
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    '## Web bundle',
    '',
    `\`npm run bench -w web\` (\`web/scripts/bundle-report.mjs\`) after \`vite build\`, ${date}. Each row is what a`,
    'first visit to that route downloads before it can render: the entry (with its modulepreloads)',
    'plus the lazy chunks of the route’s element chain (layout, screen) and their static imports, and',
    'for a lazy screen the Chakra recipes the entry leaves out (`src/app/system-later-recipes.ts`), gzip',
    `-9; then what a signed-in page adds after the first paint (Firebase Auth, ${fmt(firebaseKb)} KB, to restore`,
    'the session) and the total. A signed-out visit to `/`, `/login` or `/register` loads Firebase Auth',
    'only when the person first touches the form, and no service worker (it registers once someone is',
    'signed in). Not counted: dialogs, zod for a form (on first focus), the toaster on the first toast, the',
    'route’s message files. The script fails when the entry or `/` exceeds 170 KB, or when a /app',
    'route reaches dashboard code (chunk graph and source import graph). What a browser really fetches on',
    'a first visit to `/` until the network is idle is measured by `e2e/first-visit-weight.spec.ts`.',
    '',
    table,
    '',
    problems.length === 0
      ? `Result: OK (\`/\` ${fmt(rootRow.kb)} KB ≤ ${BUDGET_KB} KB; no dashboard code reachable from a /app route).`
      : `Result: FAIL: ${problems.join('; ')}.`,
    '',
  ].join('\n');
  const pattern = /## Web bundle\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current) ? current.replace(pattern, section.trimEnd() + '\n') : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(docs, next);
  console.log(`Wrote the figures to ${relative(process.cwd(), docs)}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  process.exit(1);
}
