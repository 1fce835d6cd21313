import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../host/server/db/open-database.js';
import { migrations } from '../../host/server/db/migrations/index.js';
import { dropSchema, freshSchemaName } from './support/server-process.js';

// PostgreSQL schemas (issue 12, item 12): with DATABASE_SCHEMA set, Kysely's migration tables live in that schema,
// even when another schema of the same database already holds its own. (A PostgreSQL-only concept: runs with DATABASE_URL.)

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(databaseUrl))('DATABASE_SCHEMA [postgres]', () => {
  const url = databaseUrl ?? '';
  const schemas = [freshSchemaName('schema_a'), freshSchemaName('schema_b')];
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-schema-'));

  afterAll(async () => {
    for (const schema of schemas) await dropSchema(url, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function migrationRows(schema: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(`select name from ${schema}.kysely_migration order by name`);
      return rows.map((r) => r.name);
    } finally {
      await client.end();
    }
  }

  it('a first start in a second schema of a database whose first schema is migrated creates its own migration tables', async () => {
    for (const schema of schemas) {
      const database = await openDatabase({ dataDir, databaseUrl: url, databaseSchema: schema });
      await database.close();
      expect(await migrationRows(schema)).toEqual(Object.keys(migrations).sort());
    }
    // And a restart in either schema finds its own tables, with nothing left to apply.
    const again = await openDatabase({ dataDir, databaseUrl: url, databaseSchema: schemas[1] });
    await again.close();
    expect(await migrationRows(schemas[1])).toEqual(Object.keys(migrations).sort());
  }, 60_000);
});
