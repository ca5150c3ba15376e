/**
 * Child process of the search bench: loads a serialised index on a process that has never seen it
 * (what a new function instance does) and prints the milliseconds it took, and the heap it holds.
 */
import { readFileSync } from 'node:fs';
import { loadCatalogueIndex } from '../modules/search/catalogue-index.js';

const file = process.argv[2];
if (!file) throw new Error('usage: load-index-child <serialised index file>');
const started = performance.now();
const index = loadCatalogueIndex(readFileSync(file, 'utf8'));
const ms = performance.now() - started;
index.search('magnesio');
process.stdout.write(JSON.stringify({ ms, entries: index.size }));
