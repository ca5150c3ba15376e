import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own lint configuration, run on a line of code placed in a given file. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

async function crossings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await crossings('web/src/features/catalogue/x.ts', "import { imported } from '@/features/profile/components/profile-section';")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it('lets a feature import its own files and the shared pieces', async () => {
    expect(await crossings('web/src/features/catalogue/components/x.ts', "import { imported } from '@/features/catalogue/api/get-categories';")).toEqual([]);
    expect(await crossings('web/src/features/catalogue/components/x.ts', "import { imported } from '@/lib/api-client';")).toEqual([]);
  });

  it('refuses relative imports that leave their folder', async () => {
    expect(await crossings('web/src/features/catalogue/components/x.ts', "import { imported } from '../../profile/api/x';")).toHaveLength(1);
  });

  it('keeps dashboard code out of the user area', async () => {
    expect(await crossings('web/src/features/catalogue/x.ts', "import { imported } from '@/components/dashboard/order-input';")).toEqual([
      expect.stringContaining('Dashboard components load only under /dashboard'),
    ]);
    expect(await crossings('web/src/app/routes/app/x.tsx', "import { imported } from '../dashboard/categories';")).toEqual([
      expect.stringContaining('Dashboard code loads only under /dashboard'),
    ]);
    expect(await crossings('web/src/app/layouts/app-layout.tsx', "import { imported } from '@/features/dashboard-users/components/users-screen';")).toHaveLength(1);
  });

  it('lets the dashboard use dashboard components', async () => {
    expect(await crossings('web/src/features/dashboard-users/x.ts', "import { imported } from '@/components/dashboard/order-input';")).toEqual([]);
  });

  it('refuses shared pieces importing a feature or the app layer', async () => {
    for (const file of ['web/src/lib/x.ts', 'web/src/components/x.tsx', 'web/src/hooks/x.ts', 'web/src/api/x.ts']) {
      expect(await crossings(file, "import { imported } from '@/features/catalogue/api/get-categories';"), file).toHaveLength(1);
      expect(await crossings(file, "import { imported } from '@/app/router';"), file).toHaveLength(1);
    }
  });
});
