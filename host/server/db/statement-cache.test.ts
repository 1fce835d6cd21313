import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  it('prepares a statement once and reuses it, but gives a streaming caller its own', () => {
    const file = new SQLite(':memory:');
    file.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const db = withStatementCache(file);
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    const iterating = (first as unknown as SQLite.Statement).iterate();
    iterating.next(); // busy until the iteration ends
    const other = db.prepare('select n from t order by n');
    expect(other).not.toBe(first);
    expect((other as unknown as SQLite.Statement).all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    iterating.return?.();
    expect(db.prepare('select n from t order by n')).toBe(first);
    db.close();
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const file = new SQLite(':memory:');
    const db = withStatementCache(file);
    const kept = db.prepare('select 0');
    const dropped = db.prepare('select -1');
    for (let i = 1; i <= 600; i++) {
      db.prepare(`select ${i}`);
      if (i % 100 === 0) expect(db.prepare('select 0')).toBe(kept); // used again: stays
    }
    expect(db.prepare('select 0')).toBe(kept);
    expect(db.prepare('select -1')).not.toBe(dropped); // unused for 600 others: prepared anew
    db.close();
  });
});
