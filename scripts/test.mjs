// `npm test`: lint, typecheck, preflight, unit tests, then the API tests (Auth emulator). The first
// three are independent and mostly single-threaded (ESLint, tsc), so they run side by side on the
// machine's cores; the unit suites (Vitest spreads each over the cores itself) and the API tests
// (one Auth emulator) follow one at a time. Each step's output is printed whole when it ends, with
// its duration; the first failure stops the run (the steps already running finish first).
import { spawn } from 'node:child_process';
import os from 'node:os';

const STAGES = [
  ['lint', 'typecheck', 'preflight'],
  ['test -w web'],
  ['test:unit -w functions'],
  ['test:api'],
];
// One core: one step at a time, as `npm run lint && npm run typecheck && …` did.
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL ?? os.availableParallelism()));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(script) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn('npm', ['run', ...script.split(' ')], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✓' : '✗'} npm run ${script} (${seconds(since)})\n`);
      resolve(code === 0);
    });
  });
}

async function stage(scripts) {
  const queue = [...scripts];
  let ok = true;
  const lanes = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (ok && queue.length > 0) ok = (await step(queue.shift())) && ok;
  });
  await Promise.all(lanes);
  return ok;
}

for (const scripts of STAGES) {
  if (!(await stage(scripts))) {
    console.error(`npm test failed after ${seconds(started)}`);
    process.exit(1);
  }
}
console.log(`npm test passed in ${seconds(started)}`);
