import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../domain/docs.js';
import { contentWritesIn, findContentWrites } from './content-writes.js';

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * The writes of content collections outside content/write.ts that exist today, with how many each
 * file has and why. Anything else fails: a new write of content goes through the write path
 * (revision, version, audit, search bump in one place), or is added here with its reason in review.
 * Issue 42 item 2 moves the restore, trash and copies entries into content/write.ts; each move
 * removes its line here (the count must match exactly, so a removal is noticed too).
 */
const KNOWN: Record<string, { writes: number; why: string }> = {
  'modules/history/record.ts': { writes: 1, why: "moveToTrash: the item's delete, called only from content/write.ts remove()" },
  'modules/categories/repository.ts': { writes: 1, why: "patchCategory: a parent's counters, called from the writer's alsoWrite" },
  'modules/supplements/repository.ts': { writes: 1, why: "touchSupplement: a supplement's updated_at, from a topic write's alsoWrite" },
  'store/batches.ts': { writes: 1, why: 'deleteMany: versions, trash items, notifications and erased accounts, never catalogue content' },
  'modules/formulas/service.ts': { writes: 1, why: "a subscriber's own formula (deps.formulas.collection), not catalogue content" },
  'modules/translation/repository.ts': { writes: 1, why: 'the translation job writes the English fields (i18n) of content; not yet through the write path' },
  'modules/history/restore.ts': { writes: 4, why: 'trash move-back of an item (and its parent counters): not yet through the write path' },
  'modules/history/trash-steps.ts': { writes: 1, why: "trash move job (a supplement's topics): not yet through the write path" },
  'modules/history/trash-move-back.ts': { writes: 1, why: "trash move-back job (a supplement's topics): not yet through the write path" },
  'modules/categories/copies-job.ts': { writes: 1, why: "copies job (a category's name on its supplements and topics): not yet through the write path" },
  'modules/supplements/copies-job.ts': { writes: 1, why: "copies job (a supplement's name on its topics): not yet through the write path" },
  'ops/bootstrap.ts': { writes: 1, why: 'bootstrap of an empty project: not yet through the write path' },
};

function countByFile(writes: { file: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { file } of writes) counts[file] = (counts[file] ?? 0) + 1;
  return counts;
}

describe('content is written through content/write.ts', () => {
  it('no file writes a content collection (or one the source does not name) except the known ones', () => {
    const outside = findContentWrites(serverRoot).filter((write) => write.file !== 'modules/content/write.ts');
    const expected = Object.fromEntries(Object.entries(KNOWN).filter(([, known]) => known.writes > 0).map(([file, known]) => [file, known.writes]));
    expect(countByFile(outside)).toEqual(expected);
  });

  it('finds the writes of content/write.ts itself (the check sees what it must)', () => {
    expect(findContentWrites(serverRoot).filter((write) => write.file === 'modules/content/write.ts').length).toBeGreaterThanOrEqual(2);
  });

  it('catches a probe that writes a topic in its own transaction, by name, through a constant or a variable, or by its literal name', () => {
    const source = [
      'const T = COLLECTIONS.topics;',
      "await store.transaction(async (tx) => { tx.update(COLLECTIONS.topics, '1', { name: 'x' }); });",
      "tx.set(T, '2', {});",
      "deps.store.delete(target.collection, '3');",
      "tx.update(COLLECTIONS.users, 'u', {});",
      `batch.set('${COLLECTIONS.topics}', '4', {});`,
    ].join('\n');
    expect(contentWritesIn('modules/probe/writer.ts', source).map((write) => [write.line, write.collection])).toEqual([
      [2, 'COLLECTIONS.topics'],
      [3, 'T'],
      [4, 'target.collection'],
      [6, `'${COLLECTIONS.topics}'`],
    ]);
  });
});
