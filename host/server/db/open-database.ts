import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, sql } from 'kysely';
import { SchemaScopedPostgresDialect } from './schema-scoped-postgres-dialect.js';
import type { Database } from './schema.js';
import { lockDataDir } from './data-lock.js';
import { migrate } from './migrate.js';
import { YieldingSqliteDialect } from './yielding-sqlite.js';
import { withStatementCache } from './statement-cache.js';
import { installAuthTriggers } from './auth-triggers.js';
import { installProjectTriggers } from './project-triggers.js';

/** Which SQL engine is behind the query layer. */
export type DialectName = 'sqlite' | 'postgres';

/** An open database with its migrations applied. */
export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** The PostgreSQL pool (metrics), undefined on SQLite. */
  readonly pool?: pg.Pool;
  /** How to open more PostgreSQL connections to the same database and schema (advisory-lock turns, LISTEN), undefined on SQLite. */
  readonly connection?: pg.ClientConfig;
  /**
   * SQLite only: whether another connection (another process on the file: an operator's sqlite3 shell, a script, a
   * second server) committed a change since the last call. Its changes fire none of this connection's triggers.
   */
  readonly changedOutside?: () => boolean;
  close(): Promise<void>;
}

// int8 (count, bigint ms) and numeric (sum) come back as strings from pg: read them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** Open SQLite under dataDir (locked, WAL, synchronous=FULL) or PostgreSQL when a url is given, then migrate (one transaction). */
export async function openDatabase(options: {
  dataDir: string; databaseUrl?: string; databaseSchema?: string; onQuery?: (seconds: number) => void;
  /** SQLite: told at once of every change to a user or a session that the session cache must hear (db/auth-triggers.ts). */
  onAuthChanged?: (userId: string) => void;
  /** SQLite: told at once of every change to a projects row, with its owner (db/project-triggers.ts). */
  onProjectsChanged?: (userId: string) => void;
}): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let pool: pg.Pool | undefined;
  let connection: pg.ClientConfig | undefined;
  const onQuery = options.onQuery;
  const log = onQuery ? (event: { queryDurationMillis: number }) => onQuery(event.queryDurationMillis / 1000) : undefined;
  let dialect: DialectName;
  let release = (): void => undefined;
  let sqliteFile: SQLite.Database | undefined;
  if (options.databaseUrl) {
    const schema = options.databaseSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid database schema name '${schema}'`);
    if (schema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(`create schema if not exists ${schema}`);
      } finally {
        await client.end();
      }
    }
    connection = { connectionString: options.databaseUrl, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
    pool = new pg.Pool({ ...connection, max: 10 });
    db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }), log });
    dialect = 'postgres';
  } else {
    release = lockDataDir(options.dataDir);
    try {
      const file = (sqliteFile = new SQLite(join(options.dataDir, 'platform.sqlite')));
      file.pragma('journal_mode = WAL');
      file.pragma('synchronous = FULL');
      file.pragma('foreign_keys = ON');
      file.pragma('busy_timeout = 5000');
      db = new Kysely<Database>({ dialect: new YieldingSqliteDialect({ database: withStatementCache(file) }), log }); // never holds the event loop
    } catch (error) {
      release();
      throw error;
    }
    dialect = 'sqlite';
  }
  try {
    await migrate(db as unknown as Kysely<unknown>, dialect);
    const onAuthChanged = options.onAuthChanged;
    if (sqliteFile && onAuthChanged) installAuthTriggers(sqliteFile, onAuthChanged);
    const onProjectsChanged = options.onProjectsChanged;
    if (sqliteFile && onProjectsChanged) installProjectTriggers(sqliteFile, onProjectsChanged);
  } catch (error) {
    await db.destroy();
    release();
    throw error;
  }
  return {
    db,
    dialect,
    pool,
    connection,
    changedOutside: sqliteFile && outsideChangeCheck(sqliteFile),
    async close() {
      await db.destroy();
      release();
    },
  };
}

/** `PRAGMA data_version` moves only when another connection commits a change to the file (SQLite's documentation). */
function outsideChangeCheck(file: SQLite.Database): () => boolean {
  const version = file.prepare('PRAGMA data_version').pluck();
  let seen = version.get();
  return () => {
    const now = version.get();
    if (now === seen) return false;
    seen = now;
    return true;
  };
}

/** A portable "now" check that the connection works (used by health checks). */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
