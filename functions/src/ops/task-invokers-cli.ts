/**
 * `npm run task-invokers -- --project <id> --service-account <email> [--apply]`: the Cloud Run invoker
 * grant of every task queue function, read from the functions' manifest (task-invokers.ts). Prints
 * the gcloud commands; with --apply, runs them (docs/deploy.md, section 5).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import * as exported from '../index.js';
import { FUNCTIONS_REGION } from '../platform/region.js';
import { invokerCommands, taskQueueServices } from './task-invokers.js';

const { values } = parseArgs({ options: { project: { type: 'string' }, 'service-account': { type: 'string' }, apply: { type: 'boolean', default: false } } });
if (!values.project || !values['service-account']) {
  console.error('Usage: npm run task-invokers -- --project <id> --service-account <email> [--apply]');
  process.exit(1);
}
const services = taskQueueServices(exported, FUNCTIONS_REGION);
for (const command of invokerCommands(services, { project: values.project, serviceAccount: values['service-account'] })) {
  console.log(command.join(' '));
  if (values.apply) execFileSync(command[0]!, command.slice(1), { stdio: 'inherit' });
}
console.error(`${services.length} task queue functions: ${services.map((service) => service.name).join(', ')}`);
