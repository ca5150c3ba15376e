#!/usr/bin/env node
/**
 * First-visit JS weight of the built app (gzip -9), from dist/ and Vite's manifest:
 *  - "index.html": the entry script and every modulepreload it lists;
 *  - "route /": that plus the lazy chunks the router needs to render / (auth screen + login form).
 * Run after `vite build`. Exits 1 when index.html's JS exceeds the budget (ARCHITECTURE.md: 170 KB).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

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

const ROUTE_ROOT_CHUNKS = ['src/features/auth/components/auth-screen.tsx', 'src/features/auth/components/login-form.tsx'];
const routeRoot = new Set(fromHtml);
for (const key of ROUTE_ROOT_CHUNKS) closure(key, routeRoot);
const firebase = closure('src/lib/firebase.ts');

const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const line = (label, files) => console.log(`${label.padEnd(40)} ${total(files).toFixed(1).padStart(7)} KB gzip -9  (${files.size} files)`);

line('index.html (entry + modulepreload)', fromHtml);
line('route / (+ auth screen, login form)', routeRoot);
line('route / + Firebase Auth (after paint)', new Set([...routeRoot, ...firebase]));
for (const file of fromHtml) console.log(`  ${file.padEnd(50)} ${gzipKb(file).toFixed(1).padStart(7)} KB`);

if (total(fromHtml) > BUDGET_KB) {
  console.error(`Over budget: index.html loads more than ${BUDGET_KB} KB of gzipped JS`);
  process.exit(1);
}
