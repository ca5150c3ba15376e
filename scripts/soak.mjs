// `npm run soak -- --minutes 30 [--kill-every 120]`: starts the app as `npm start` serves it on a fresh
// data folder and runs the soak's load against it (scripts/soak-load.mjs): readers, an admin saving,
// registrations and Stripe webhooks while a Functions worker is killed every `--kill-every` seconds;
// then, with the app stopped, every accepted write must be in the store exactly once. CI runs the same
// load on the journeys' app instead (`npm run test:e2e` with SOAK_MINUTES, .ci/run).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAppOnFreshData } from './lib.mjs';
import { soak } from './soak-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '30' }, 'kill-every': { type: 'string', default: '120' } } });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutrindex-soak-'));
console.log(`› starting the app on ${dataDir}`);
const app = await startAppOnFreshData(root, dataDir, { quiet: true });
const passed = await soak({ minutes: Number(values.minutes), killEverySeconds: Number(values['kill-every']), dataDir, stopApp: app.stop });
rmSync(dataDir, { recursive: true, force: true });
process.exit(passed ? 0 : 1);
