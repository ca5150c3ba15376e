import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, readImportGraph } from './import-graph.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverRoot = path.resolve(import.meta.dirname, '..');
/** The repository's own lint configuration (eslint.config.js). */
const eslint = new ESLint({ cwd: repoRoot });

async function ruleMessages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}
/** Each case runs ESLint with the TypeScript resolver: seconds on a busy machine, not the default 5. */
const LINT_TIMEOUT = { timeout: 60_000 };
const crossings = (filePath: string, code: string) => ruleMessages(`functions/src/${filePath}`, code, 'no-restricted-imports');

describe('the server has no import cycles', LINT_TIMEOUT, () => {
  it('finds none in functions/src, type-only imports included', () => {
    expect(findCycles(readImportGraph(serverRoot)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  describe('a probe that adds one', () => {
    const probe = path.join(serverRoot, 'architecture', `probe-${process.pid}`);
    afterAll(() => rmSync(probe, { recursive: true, force: true }));

    it('is found by the graph (type-only imports too) and refused by the lint rule', async () => {
      mkdirSync(probe, { recursive: true });
      writeFileSync(path.join(probe, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(path.join(probe, 'b.ts'), "import type { a } from './a.js';\nimport { formatCpf } from '../../contract/cpf.js';\nexport const b: typeof a | typeof formatCpf = formatCpf;\n");
      const cycles = findCycles(readImportGraph(probe));
      expect(cycles).toEqual([['a.ts', 'b.ts', 'a.ts']]);
      // The lint rule follows value imports (type-only ones are the graph's): make b's import of a a value import.
      writeFileSync(path.join(probe, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([path.join(probe, 'a.ts')]);
      expect(result?.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message)).toEqual([
        expect.stringContaining('Dependency cycle'),
      ]);
    });
  });
});

describe('server layers (eslint.config.js)', LINT_TIMEOUT, () => {
  it('refuses a lower layer importing a higher one', async () => {
    expect(await crossings('store/x.ts', "import { imported } from '../domain/docs.js';")).toEqual([expect.stringContaining('A lower layer of the server never imports a higher one')]);
    expect(await crossings('http/x.ts', "import { imported } from '../modules/users/port.js';")).toHaveLength(1);
    expect(await crossings('jobs/x.ts', "import type { imported } from '../platform/app-deps.js';")).toHaveLength(1);
    expect(await crossings('modules/banners/x.ts', "import { imported } from '../../platform/config.js';")).toHaveLength(1);
    expect(await crossings('modules/search/relevance/x.ts', "import { imported } from '../../../openapi/document.js';")).toHaveLength(1);
  });

  it('keeps the chemistry the web shares (@chemistry) on its own files and the contract', async () => {
    expect(await crossings('domain/chemistry/x.ts', "import { imported } from '../docs.js';")).toEqual([expect.stringContaining('domain/chemistry is shared with the web')]);
    expect(await crossings('domain/chemistry/x.ts', "import { imported } from 'node:fs';")).toHaveLength(1);
    expect(await crossings('domain/chemistry/x.ts', "import { imported } from '../../modules/doses/port.js';")).toHaveLength(1);
    expect(await crossings('domain/chemistry/x.ts', "import { imported } from './formula.js';")).toEqual([]);
    expect(await crossings('domain/chemistry/x.ts', "import { imported } from '../../contract/doses.js';")).toEqual([]);
  });

  it('lets a layer import its own and lower layers', async () => {
    expect(await crossings('domain/x.ts', "import { imported } from '../store/port.js';")).toEqual([]);
    expect(await crossings('http/x.ts', "import { imported } from '../auth/identity-provider.js';")).toEqual([]);
    expect(await crossings('modules/banners/x.ts', "import { imported } from '../../http/errors.js';")).toEqual([]);
    expect(await crossings('platform/x.ts', "import { imported } from '../modules/banners/routes.js';")).toEqual([]);
  });

  it("refuses a module reaching into another module's repository or internals", async () => {
    expect(await crossings('modules/selects/x.ts', "import { imported } from '../categories/repository.js';")).toEqual([
      expect.stringContaining('only through its service.ts or port.ts'),
    ]);
    expect(await crossings('modules/search/relevance/x.ts', "import { imported } from '../../history/record.js';")).toHaveLength(1);
  });

  it("lets a module use another module's service and port, and its own files", async () => {
    expect(await crossings('modules/selects/x.ts', "import { imported } from '../categories/port.js';")).toEqual([]);
    expect(await crossings('modules/topics/x.ts', "import { imported } from '../supplements/service.js';")).toEqual([]);
    expect(await crossings('modules/topics/x.ts', "import { imported } from './repository.js';")).toEqual([]);
  });
});
