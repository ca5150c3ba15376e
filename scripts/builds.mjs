// The builds `npm start` (and so the e2e, soak, Lighthouse and timing scripts) needs, each done only
// when its inputs changed since the last one: a hash of the inputs' contents (and of the settings
// that change the output) is kept in node_modules/.cache/nutrindex/ beside the output it describes.
//
// - The API: each TypeScript file of functions/src (what tsconfig.build.json compiles) transpiled
//   alone by esbuild (the transpiler tsx runs on; the project sets isolatedModules, so a file
//   compiles the same alone as with the whole program) into functions/lib, with source maps: 0.3 s
//   of CPU where `tsc` took 15 s, as nothing is type-checked here. `npm test` (typecheck) checks
//   types, and the deploy's build (`npm run build -w functions`, firebase.json's predeploy) is `tsc`.
// - The web app: `vite build --mode emulator` into web/dist, when web/ (sources, public files,
//   index.html, configs, .env files), the shared contract or the lockfile changed, or VITE_* variables.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'nutrindex');

/** Every file under `dir` (recursively), skipping node_modules and the given folder names. */
function filesUnder(dir, skip = new Set()) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || skip.has(entry.name) ? [] : filesUnder(full, skip);
    return entry.isFile() ? [full] : [];
  });
}

/** A hash of these files' paths and contents, and of `extra` (settings that change the output). */
function hashOf(files, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of [...files].sort()) hash.update(`\0${path.relative(root, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

// The stamp also holds a hash of one output file, so an output another command rewrote (say
// `npm run build -w web`, a production build into the same web/dist) is not taken for this build's,
// and the output's own path: a checkout whose node_modules are hard links to another's (a git
// worktree set up with `cp -al`) shares the stamp file's inode, so the stamp is replaced, never
// written in place, and a stamp written for another checkout's output never counts.
const stampPath = (name) => path.join(cacheDir, `${name}.json`);
const outputHash = (output) => (existsSync(output) ? hashOf([output]) : null);
function isCurrent(name, hash, output) {
  try {
    const saved = JSON.parse(readFileSync(stampPath(name), 'utf8'));
    return saved.path === path.resolve(output) && saved.hash === hash && saved.output !== null && saved.output === outputHash(output);
  } catch {
    return false;
  }
}
function stamp(name, hash, output) {
  mkdirSync(cacheDir, { recursive: true });
  const fresh = `${stampPath(name)}.${process.pid}.tmp`;
  writeFileSync(fresh, `${JSON.stringify({ hash, path: path.resolve(output), output: outputHash(output), at: new Date().toISOString() })}\n`);
  renameSync(fresh, stampPath(name));
}

// A tsconfig "exclude" pattern (say `src/test/**`) as a regular expression.
function globToRegExp(pattern) {
  let body = '';
  for (let index = 0; index < pattern.length; index++) {
    if (pattern.startsWith('**/', index)) {
      body += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      body += '.*';
      index += 1;
    } else if (pattern[index] === '*') body += '[^/]*';
    else body += pattern[index].replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${body}$`);
}

/** Transpiles functions/src into functions/lib (see above); answers whether it built. */
export async function buildFunctions({ force = false } = {}) {
  const functionsDir = path.join(root, 'functions');
  const configFile = path.join(functionsDir, 'tsconfig.build.json');
  const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const buildConfig = readJson(configFile);
  const baseConfig = readJson(path.join(functionsDir, 'tsconfig.json'));
  const options = { ...readJson(path.join(root, 'tsconfig.base.json')).compilerOptions, ...baseConfig.compilerOptions, ...buildConfig.compilerOptions };
  const rootDir = path.join(functionsDir, options.rootDir ?? 'src');
  const outDir = path.join(functionsDir, options.outDir ?? 'lib');
  const excluded = (buildConfig.exclude ?? baseConfig.exclude ?? []).map(globToRegExp);
  const isSource = (file) => !excluded.some((pattern) => pattern.test(path.relative(functionsDir, file).split(path.sep).join('/')));
  const all = filesUnder(rootDir).filter(isSource);
  const sources = all.filter((file) => /\.(m|c)?ts$/.test(file) && !file.endsWith('.d.ts'));
  // JSON files the sources import (resolveJsonModule): tsc copies them into lib.
  const jsonFiles = all.filter((file) => file.endsWith('.json'));
  // esbuild, the transpiler tsx (a dependency of functions/) runs on: the version tsx brings.
  const esbuild = createRequire(createRequire(path.join(functionsDir, 'package.json')).resolve('tsx/package.json'))('esbuild');
  const inputs = [...sources, ...jsonFiles, configFile, path.join(functionsDir, 'tsconfig.json'), path.join(root, 'tsconfig.base.json'), path.join(functionsDir, 'package.json')];
  const hash = hashOf(inputs, `esbuild ${esbuild.version} node ${process.versions.node}`);
  const entry = path.join(outDir, 'index.js');
  if (!force && isCurrent('functions', hash, entry)) return false;

  // functions/package.json says "type": "module": every .ts file is an ES module under NodeNext.
  if (readJson(path.join(functionsDir, 'package.json')).type !== 'module') throw new Error('functions/package.json is no longer "type": "module": scripts/builds.mjs emits ES modules');
  // From scratch: a moved or deleted source leaves no stale module behind.
  rmSync(outDir, { recursive: true, force: true });
  const tsconfigRaw = { compilerOptions: { target: options.target, useDefineForClassFields: true, verbatimModuleSyntax: options.verbatimModuleSyntax ?? false } };
  for (const file of sources) {
    const output = path.join(outDir, path.relative(rootDir, file).replace(/\.(m|c)?ts$/, (_, kind = '') => `.${kind}js`));
    const result = esbuild.transformSync(readFileSync(file, 'utf8'), {
      loader: 'ts',
      format: file.endsWith('.cts') ? 'cjs' : 'esm',
      // This Node (the Functions emulator runs the functions on it): it keeps `with { type: 'json' }`.
      target: `node${process.versions.node}`,
      sourcemap: 'external',
      sourcesContent: false,
      sourcefile: path.relative(path.dirname(output), file).split(path.sep).join('/'),
      tsconfigRaw,
    });
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, `${result.code}//# sourceMappingURL=${path.basename(output)}.map\n`);
    writeFileSync(`${output}.map`, result.map);
  }
  // transformSync starts esbuild's service process; it is not needed while the app runs.
  esbuild.stop?.();
  for (const file of jsonFiles) {
    const output = path.join(outDir, path.relative(rootDir, file));
    mkdirSync(path.dirname(output), { recursive: true });
    copyFileSync(file, output);
  }
  stamp('functions', hash, entry);
  return true;
}

/** `vite build --mode <mode>` into web/dist when its inputs changed; answers whether it built. */
export async function buildWeb({ mode = 'emulator', env = process.env, force = false } = {}) {
  const webDir = path.join(root, 'web');
  const inputs = [
    ...filesUnder(path.join(webDir, 'src')),
    ...filesUnder(path.join(webDir, 'public')),
    ...filesUnder(path.join(root, 'functions', 'src', 'contract')),
    ...readdirSync(webDir)
      .filter((name) => name.startsWith('.env') || ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'].includes(name))
      .map((name) => path.join(webDir, name))
      .filter((file) => statSync(file).isFile()),
    path.join(root, 'package-lock.json'),
  ];
  const viteEnv = Object.entries(env)
    .filter(([key]) => key.startsWith('VITE_'))
    .sort()
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const hash = hashOf(inputs, `mode=${mode}\n${viteEnv}`);
  const entry = path.join(webDir, 'dist', 'index.html');
  if (!force && isCurrent('web', hash, entry)) return false;
  rmSync(stampPath('web'), { force: true });
  await run(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--mode', mode, '--logLevel', 'warn'], { cwd: webDir, env });
  stamp('web', hash, entry);
  return true;
}
