import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describeIndex,
  isServable,
  loadIndexDefinitions,
  parseIndexDefinitions,
  requiredCompositeIndex,
  type IndexDefinitions,
} from './indexes.js';
import { MissingIndexError, type Query } from './port.js';
import { createSqliteStore } from './sqlite.js';

const none: IndexDefinitions = { indexes: [], fieldOverrides: [] };
const q = (query: Omit<Query, 'collection'>): Query => ({ collection: 'supplements', ...query });

describe('requiredCompositeIndex', () => {
  it.each<[string, Query]>([
    ['a single equality filter', q({ where: [{ field: 'slug', op: '==', value: 'x' }] })],
    ['equality filters on several fields', q({ where: [{ field: 'a', op: '==', value: 1 }, { field: 'b', op: 'in', value: [1, 2] }] })],
    ['a single orderBy', q({ orderBy: [{ field: 'updated_at', direction: 'desc' }], limit: 3 })],
    ['a range and orderBy on one field', q({ where: [{ field: 'order', op: '>', value: 1 }], orderBy: [{ field: 'order' }] })],
    ['a single array-contains', q({ where: [{ field: 'keywords', op: 'array-contains', value: 'mag' }] })],
    ['no filters at all', q({ limit: 10 })],
  ])('needs none for %s', (_label, query) => {
    expect(requiredCompositeIndex(query)).toBeNull();
    expect(isServable(query, none)).toBe(true);
  });

  it('needs equality field then ordered field for where == orderBy', () => {
    const query = q({ where: [{ field: 'category_id', op: '==', value: 1 }], orderBy: [{ field: 'order' }] });
    expect(requiredCompositeIndex(query)).toEqual({
      fields: [{ fieldPath: 'category_id', order: 'ASCENDING' }, { fieldPath: 'order', order: 'ASCENDING' }],
    });
    expect(isServable(query, none)).toBe(false);
  });

  it('needs one for where parent_id == null orderBy order', () => {
    const query = q({ where: [{ field: 'parent_id', op: '==', value: null }], orderBy: [{ field: 'order' }] });
    expect(requiredCompositeIndex(query)?.fields.map((f) => f.fieldPath)).toEqual(['parent_id', 'order']);
  });

  it('needs a CONTAINS field for array-contains with orderBy', () => {
    const query = q({ where: [{ field: 'keywords', op: 'array-contains', value: 'mag' }], orderBy: [{ field: 'order', direction: 'desc' }] });
    expect(requiredCompositeIndex(query)).toEqual({
      fields: [{ fieldPath: 'keywords', arrayConfig: 'CONTAINS' }, { fieldPath: 'order', order: 'DESCENDING' }],
    });
  });

  it('puts the range field after the equality fields, then the other orderBy fields', () => {
    const query = q({
      where: [{ field: 'order', op: '>=', value: 2 }, { field: 'category_id', op: '==', value: 1 }],
      orderBy: [{ field: 'order' }, { field: 'name', direction: 'desc' }],
    });
    expect(requiredCompositeIndex(query)?.fields).toEqual([
      { fieldPath: 'category_id', order: 'ASCENDING' },
      { fieldPath: 'order', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'DESCENDING' },
    ]);
  });

  it('needs one for two orderBy fields without filters', () => {
    expect(requiredCompositeIndex(q({ orderBy: [{ field: 'a' }, { field: 'b' }] }))?.fields).toHaveLength(2);
  });
});

describe('isServable', () => {
  const query = q({
    where: [{ field: 'category_id', op: '==', value: 1 }, { field: 'active', op: '==', value: true }],
    orderBy: [{ field: 'order', direction: 'desc' }],
  });
  const index = (fields: IndexDefinitions['indexes'][number]['fields'], collectionGroup = 'supplements') =>
    parseIndexDefinitions({ indexes: [{ collectionGroup, queryScope: 'COLLECTION', fields }], fieldOverrides: [] });

  it('accepts equality fields in any order and a trailing __name__', () => {
    const defs = index([
      { fieldPath: 'active', order: 'ASCENDING' },
      { fieldPath: 'category_id', order: 'DESCENDING' },
      { fieldPath: 'order', order: 'DESCENDING' },
      { fieldPath: '__name__', order: 'DESCENDING' },
    ]);
    expect(isServable(query, defs)).toBe(true);
  });

  it('rejects a wrong direction, a wrong collection or a missing field', () => {
    const eq = [{ fieldPath: 'active', order: 'ASCENDING' as const }, { fieldPath: 'category_id', order: 'ASCENDING' as const }];
    expect(isServable(query, index([...eq, { fieldPath: 'order', order: 'ASCENDING' }]))).toBe(false);
    expect(isServable(query, index([...eq, { fieldPath: 'order', order: 'DESCENDING' }], 'categories'))).toBe(false);
    expect(isServable(query, index([eq[0]!, { fieldPath: 'order', order: 'DESCENDING' }]))).toBe(false);
  });

  it('describes the missing index as a firestore.indexes.json entry', () => {
    expect(JSON.parse(describeIndex(query))).toEqual({
      collectionGroup: 'supplements',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'category_id', order: 'ASCENDING' },
        { fieldPath: 'active', order: 'ASCENDING' },
        { fieldPath: 'order', order: 'DESCENDING' },
      ],
    });
  });
});

describe('firestore.indexes.json', () => {
  it('every composite index in firestore.indexes.json is well-formed', () => {
    const defs = loadIndexDefinitions();
    const keys = defs.indexes.map((index) => JSON.stringify([index.collectionGroup, index.queryScope ?? 'COLLECTION', index.fields]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rejects unknown keys and single-field composite indexes', () => {
    expect(() => parseIndexDefinitions({ indexes: [], fieldOverrides: [], extra: 1 })).toThrow();
    const single = { collectionGroup: 'x', queryScope: 'COLLECTION', fields: [{ fieldPath: 'a', order: 'ASCENDING' }] };
    expect(() => parseIndexDefinitions({ indexes: [single], fieldOverrides: [] })).toThrow();
    const typo = { collectionGroup: 'x', fields: [{ fieldPath: 'a', order: 'ASC' }, { fieldPath: 'b', order: 'ASCENDING' }] };
    expect(() => parseIndexDefinitions({ indexes: [typo], fieldOverrides: [] })).toThrow();
  });
});

describe('sqlite store with index checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('throws MissingIndexError for an unserved shape and runs it once the index exists', async () => {
    const query = q({ where: [{ field: 'category_id', op: '==', value: 1 }], orderBy: [{ field: 'order' }] });
    const bare = await createSqliteStore({ path: join(dir, 'a.sqlite'), indexes: none });
    await bare.set('supplements', '1', { category_id: 1, order: 2 });
    await expect(bare.query(query)).rejects.toBeInstanceOf(MissingIndexError);
    await expect(bare.count(query)).rejects.toBeInstanceOf(MissingIndexError);
    await bare.close();

    const indexes = parseIndexDefinitions({
      indexes: [{ collectionGroup: 'supplements', queryScope: 'COLLECTION', fields: requiredCompositeIndex(query)?.fields }],
      fieldOverrides: [],
    });
    const indexed = await createSqliteStore({ path: join(dir, 'a.sqlite'), indexes });
    expect(await indexed.query(query)).toEqual([{ id: '1', data: { category_id: 1, order: 2 } }]);
    await indexed.close();
  });
});

describe('firestore.indexes.json', () => {
  it('exempts the long text fields from single-field indexing (an indexed value is capped at 1,500 bytes and costs writes)', () => {
    const exempt = loadIndexDefinitions()
      .fieldOverrides.filter((override) => override.indexes.length === 0)
      .map((override) => `${override.collectionGroup}.${override.fieldPath}`);
    expect(exempt).toEqual(expect.arrayContaining(['supplement_topics.content', 'supplement_topics.i18n', 'terms.content', 'terms.i18n', 'suggestions.content']));
  });
});
