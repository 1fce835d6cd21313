// Kysely's SQLite driver prepares every query anew; preparing cost more than running the query on a JSON read path
// (a third of its time in the profile). The server asks the same few hundred statements over and over, so prepared
// statements are kept by their SQL text (the most recent STATEMENTS of them) and reused.
import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept prepared (SQL texts vary with the length of `in (…)` lists, so the cache is bounded). */
const STATEMENTS = 500;

/** `file` as Kysely's SQLite dialect uses it, with prepared statements reused. */
export function withStatementCache(file: SqliteFile): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => void file.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      // A statement still iterating (a streamed query) cannot run again: that caller gets its own.
      if (cached && !cached.busy) {
        cache.delete(sql); // most recently used last
        cache.set(sql, cached);
        return cached as unknown as SqliteStatement;
      }
      const statement = file.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > STATEMENTS) cache.delete(cache.keys().next().value!);
      }
      return statement as unknown as SqliteStatement;
    },
  };
}
