/**
 * Child process of the search bench: loads a stored index (gzip, as the build job writes it to the
 * blob store) on a process that has never seen it (what a new function instance does) and prints
 * the milliseconds it took: gunzip, parse, and the term index's vocabulary tree.
 */
import { readFileSync } from 'node:fs';
import { decodeIndex } from '../modules/search/index-build.js';

const file = process.argv[2];
if (!file) throw new Error('usage: load-index-child <stored index file>');
const bytes = readFileSync(file);
const started = performance.now();
const index = decodeIndex(bytes);
const ms = performance.now() - started;
index.search('magnesio');
process.stdout.write(JSON.stringify({ ms, entries: index.size }));
