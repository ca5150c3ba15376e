/**
 * `npm run make-admin -- --cpf <CPF> [--project <id>]`: makes a registered account an administrator
 * (custom claim and profile role). Without --project: the local demo project (embedded store, Auth
 * emulator of `npm start`, which must be running). See docs/deploy.md.
 */
import { parseArgs } from 'node:util';
import { makeAdmin } from './make-admin.js';
import { openTarget } from './target.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: 'string' }, 'data-dir': { type: 'string' }, cpf: { type: 'string' } } });
  const cpf = values.cpf;
  if (!cpf) throw new Error('Usage: npm run make-admin -- --cpf <CPF> [--project <id>]');
  const target = await openTarget({ project: values.project, dataDir: values['data-dir'] });
  try {
    const admin = await makeAdmin(target.store, { setRole: (uid, role) => target.auth.setCustomUserClaims(uid, { role }) }, cpf);
    console.log(`${admin.name} (${admin.uid}) is now an administrator in ${target.describe}. They sign in again to use the dashboard.`);
  } finally {
    await target.store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
