import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Query } from './port.js';
import { hotFieldIndexStatements, plannerStatisticsStatements, selectStatement } from './sqlite-query.js';

/** The plan SQLite picks for a query on the adapter's table, with its indexes and statistics. */
function planOf(query: Query): string[] {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID');
  for (const statement of [...hotFieldIndexStatements(), ...plannerStatisticsStatements()]) db.exec(statement);
  const { sql, params } = selectStatement(query);
  const plan = db.prepare<Record<string, unknown>, { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(params).map((row) => row.detail);
  db.close();
  return plan;
}

describe('sqlite query plans', () => {
  it('finds a document by a hot field through its expression index', () => {
    const plan = planOf({ collection: 'supplements', where: [{ field: 'slug', op: '==', value: 'magnesio' }], limit: 1 });
    expect(plan).toEqual([expect.stringContaining('USING INDEX documents_slug')]);
  });

  it('walks the order index for a whole collection sorted by date, without sorting it', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const plan = planOf({ collection: 'supplements', orderBy: [{ field: 'updated_at', direction }], limit: 3 });
      expect(plan).toEqual([expect.stringContaining('USING INDEX documents_order_updated_at')]);
    }
  });
});
