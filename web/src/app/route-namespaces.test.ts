import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each lazy route in router.tsx names the message files its screen reads, so they load with its
 * chunk (lazy-named.ts). This walks each screen's static imports (a lazily imported module loads its
 * own) and collects the namespaces its components ask for: the list must match, so a screen never
 * suspends again for a file it forgot, nor fetches one it does not read.
 */
const SRC = path.resolve(__dirname, '..');
/** In the entry bundle (lib/i18n.ts): never fetched. */
const BUNDLED = new Set(['common', 'auth']);

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (existsSync(base + ext)) return base + ext;
  return null;
}

function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
    const target = resolveImport(file, match[1] ?? '');
    if (target) staticImports(target, seen);
  }
  return seen;
}

function namespacesRead(files: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/useTranslation\((\[[^\]]*\]|'[^']*')/g)) {
      for (const name of (match[1] ?? '').matchAll(/'([^']+)'/g)) found.add(name[1] ?? '');
    }
    for (const match of source.matchAll(/\bns: '([a-z-]+)'/g)) found.add(match[1] ?? '');
  }
  return [...found].filter((name) => !BUNDLED.has(name)).sort();
}

/** The route tables: the router's and the dashboard's (rendered under its `dashboard/*` route). */
const ROUTE_FILES = [path.join(SRC, 'app', 'router.tsx'), path.join(SRC, 'app', 'routes', 'dashboard', 'routes.tsx')];
const lazyRoutes = ROUTE_FILES.flatMap((routeFile) =>
  [...readFileSync(routeFile, 'utf8').matchAll(/lazyNamed\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)'(?:,\s*\[([^\]]*)\])?/g)].map(
    ([, spec = '', name = '', list = '']) => ({
      name,
      file: resolveImport(routeFile, spec),
      declared: [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort(),
    }),
  ),
);

describe('route message files', () => {
  it('finds the lazy routes', () => {
    expect(lazyRoutes.map((route) => route.name)).toEqual(expect.arrayContaining(['AppLayout', 'CategoriesRoute', 'SupplementTopicsRoute', 'DashboardRoutes', 'DashboardLayout']));
  });

  it.each(lazyRoutes)('$name loads the namespaces its screen reads', ({ file, declared }) => {
    expect(file).not.toBeNull();
    expect(declared).toEqual(namespacesRead(staticImports(file ?? '')));
  });
});
