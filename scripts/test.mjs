// `npm test`: lint, typecheck, preflight, the unit tests and the API tests (Auth emulator). Two stages,
// each spread over the machine's cores: first the checks (ESLint, tsc and the preflight, mostly
// single-threaded), then the three test suites side by side (the web's and the functions' Vitest
// runs, and the API suite, whose files run one at a time against one Auth emulator). Each step's
// output is printed whole when it ends, with its duration; the first failure stops the run (the
// steps already running finish first).
import { spawn } from 'node:child_process';
import os from 'node:os';

// The longest first, so the lanes end together. The preflight's `--build` transpiles functions/lib
// (the typecheck beside it checks the types) instead of compiling it with `tsc` again.
const STAGES = [
  [['npm', 'run', 'typecheck'], ['npm', 'run', 'lint'], ['node', 'scripts/preflight.mjs', '--build']],
  [['npm', 'run', 'test:api'], ['npm', 'run', 'test', '-w', 'web'], ['npm', 'run', 'test:unit', '-w', 'functions']],
];
// One core: one step at a time, as `npm run lint && npm run typecheck && …` did.
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL ?? os.availableParallelism()));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function step(command) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? '✓' : '✗'} ${command.join(' ')} (${seconds(since)})\n`);
      resolve(code === 0);
    });
  });
}

async function stage(commands) {
  const queue = [...commands];
  let ok = true;
  const lanes = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (ok && queue.length > 0) ok = (await step(queue.shift())) && ok;
  });
  await Promise.all(lanes);
  return ok;
}

for (const commands of STAGES) {
  if (!(await stage(commands))) {
    console.error(`npm test failed after ${seconds(started)}`);
    process.exit(1);
  }
}
console.log(`npm test passed in ${seconds(started)}`);
