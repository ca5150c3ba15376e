/**
 * Child process of the search bench: loads a stored index (gzip, as the build job writes it to the
 * blob store) on a process that has never seen it (what a new function instance does) and prints
 * the milliseconds it took (gunzip, parse, rebuild of in-memory structures). `minisearch` and
 * `orama` load a comparison engine's file instead.
 */
import { readFileSync } from 'node:fs';
import { decodeIndex } from '../modules/search/index-build.js';
import { decodeMiniSearch } from './minisearch-baseline.js';
import { decodeOrama, searchOrama } from './orama-baseline.js';

const [file, engine = 'nutrindex'] = process.argv.slice(2);
if (!file) throw new Error('usage: load-index-child <stored index file> [nutrindex|minisearch|orama]');
const bytes = readFileSync(file);
const started = performance.now();
const cpuStarted = process.cpuUsage();
const search = (() => {
  if (engine === 'minisearch') {
    const index = decodeMiniSearch(bytes);
    return (q: string) => index.search(q);
  }
  if (engine === 'orama') {
    const index = decodeOrama(bytes);
    return (q: string) => searchOrama(index, q);
  }
  const index = decodeIndex(bytes);
  return (q: string) => index.search(q);
})();
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
const cpuMs = (cpu.user + cpu.system) / 1000;
search('magnesio');
process.stdout.write(JSON.stringify({ ms, cpuMs }));
