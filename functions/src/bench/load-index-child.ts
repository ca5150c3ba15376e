/**
 * Child process of the search bench: loads a stored index (gzip, as the build job writes it to the
 * blob store) on a process that has never seen it (what a new function instance does) and prints
 * the milliseconds it took (gunzip, parse, rebuild of in-memory structures). `minisearch` loads the
 * comparison engine's file instead.
 */
import { readFileSync } from 'node:fs';
import { decodeIndex } from '../modules/search/index-build.js';
import { decodeMiniSearch } from './minisearch-baseline.js';

const [file, engine = 'nutrindex'] = process.argv.slice(2);
if (!file) throw new Error('usage: load-index-child <stored index file> [nutrindex|minisearch]');
const bytes = readFileSync(file);
const started = performance.now();
const index = engine === 'minisearch' ? decodeMiniSearch(bytes) : decodeIndex(bytes);
const ms = performance.now() - started;
index.search('magnesio');
process.stdout.write(JSON.stringify({ ms }));
