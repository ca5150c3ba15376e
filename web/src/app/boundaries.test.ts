import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/** The repository's own lint configuration, run on a line of code placed in a given file. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });
/** Each case runs ESLint with the TypeScript resolver: seconds on a busy machine, not the default 5. */
const LINT_TIMEOUT = { timeout: 60_000 };

async function messages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}
/** What the boundaries say of an import, checked on the module it resolves to (not on how it is spelled). */
const crossings = (filePath: string, code: string) => messages(filePath, code, 'import-x/no-restricted-paths');

describe('web import boundaries on resolved paths (eslint.config.js)', LINT_TIMEOUT, () => {
  it('refuses a feature importing another feature, through the alias or a relative path', async () => {
    expect(await crossings('web/src/features/catalogue/x.ts', "import { imported } from '@/features/profile/components/cancel-subscription-button';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(await crossings('web/src/features/search/x.ts', "import { imported } from '../formulas/formula-values';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it('lets a feature import its own files and the shared pieces', async () => {
    expect(await crossings('web/src/features/formulas/components/x.ts', "import { imported } from '../formula-values';")).toEqual([]);
    expect(await crossings('web/src/features/catalogue/components/x.ts', "import { imported } from '@/lib/api-client';")).toEqual([]);
  });

  it('keeps dashboard code out of the user area, whatever the spelling', async () => {
    expect(await crossings('web/src/features/catalogue/x.ts', "import { imported } from '@/components/dashboard/order-input';")).toEqual([
      expect.stringContaining('Dashboard code loads only under /dashboard'),
    ]);
    expect(await crossings('web/src/app/routes/app/x.tsx', "import { imported } from '../dashboard/categories';")).toEqual([
      expect.stringContaining('Dashboard code loads only under /dashboard'),
    ]);
    expect(await crossings('web/src/components/x.tsx', "import { imported } from './dashboard/order-input';")).toHaveLength(1);
    expect(await crossings('web/src/app/layouts/app-layout.tsx', "import { imported } from './dashboard-sidebar';")).toHaveLength(1);
  });

  it('lets the dashboard use dashboard components', async () => {
    expect(await crossings('web/src/features/dashboard-users/x.ts', "import { imported } from '@/components/dashboard/order-input';")).toEqual([]);
  });

  it('refuses shared pieces importing a feature or the app layer, relative paths included', async () => {
    for (const file of ['web/src/lib/x.ts', 'web/src/components/x.tsx', 'web/src/hooks/x.ts', 'web/src/api/x.ts']) {
      expect(await crossings(file, "import { imported } from '@/features/catalogue/paid-access';"), file).toHaveLength(1);
      expect(await crossings(file, "import { imported } from '@/app/router';"), file).toHaveLength(1);
      expect(await crossings(file, "import { imported } from '../app/router';"), file).toHaveLength(1);
    }
    expect(await crossings('web/src/features/catalogue/x.ts', "import { imported } from '../../app/router';")).toEqual([expect.stringContaining('Only app/ composes features')]);
  });

  it('asks for the alias when a feature climbs out of its folder', async () => {
    expect(await messages('web/src/features/catalogue/components/x.ts', "import { imported } from '../../profile/api/x';", 'no-restricted-imports')).toHaveLength(1);
  });
});

describe('the web has no import cycles', LINT_TIMEOUT, () => {
  const probe = path.join(repoRoot, 'web', 'src', 'lib', `probe-${process.pid}`);
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('refuses a cycle, a lazy import included', async () => {
    mkdirSync(probe, { recursive: true });
    writeFileSync(path.join(probe, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(probe, 'b.ts'), "export const b = async () => (await import('./a')).a;\n");
    const [result] = await eslint.lintFiles([path.join(probe, 'a.ts')]);
    expect(result?.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message)).toEqual([
      expect.stringContaining('Dependency cycle'),
    ]);
  });
});
