import { PostgresDialect, sql } from 'kysely';
import type { ColumnMetadata, DatabaseIntrospector, DatabaseMetadata, Kysely, SchemaMetadata, TableMetadata } from 'kysely';

/**
 * PostgreSQL whose introspection sees only the schema in use. Kysely's own introspector reads the tables of every
 * schema (calling pg_get_serial_sequence per column), so a migration fails with 'schema "…" does not exist' when another
 * server sharing the database drops its schema meanwhile (seen with test servers side by side). The migrator only asks
 * whether its two tables exist in our schema.
 */
export class SchemaScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaScopedIntrospector(db);
  }
}

interface ColumnRow { table: string; kind: string; column: string | null; type: string | null; notNull: boolean | null; hasDefault: boolean | null }

class SchemaScopedIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow & { schema: string }>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column,
             format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull", a.atthasdef as "hasDefault"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where ns.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { schema: string; isView: boolean; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) tables.set(row.table, table = { schema: row.schema, isView: row.kind === 'v' || row.kind === 'm', columns: [] });
      if (row.column) {
        table.columns.push({ name: row.column, dataType: row.type ?? '', isAutoIncrementing: false, isNullable: !row.notNull, hasDefaultValue: !!row.hasDefault });
      }
    }
    return [...tables].map(([name, t]) => ({ name, schema: t.schema, isView: t.isView, columns: t.columns }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
