import { fileURLToPath } from 'node:url';
import { importAnvisaLimits } from './import.js';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

try {
  const data = await importAnvisaLimits(here('./limits.csv'), here('./limits.generated.ts'));
  const checked = data.rows.filter((row) => row.checkedAgainst !== null).length;
  console.log(`ANVISA limits ${data.version}: ${data.rows.length} rows imported, ${checked} checked against the official text (served).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
