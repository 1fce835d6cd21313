import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The market (docs/market.md): one row per scene uploaded to the market, naming the publish link that shows its
 * uploaded version, with the text the keyword search reads. Keyword search: on SQLite an FTS5 table with the trigram
 * tokenizer (any language, CJK included, found by substring); on PostgreSQL a full-text index (the 'english' configuration: word stems)
 * and, when the pg_trgm extension can be had, a trigram index that serves substring (ILIKE) search of CJK text.
 */
export const marketMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('market_items')
      .addColumn('link_uuid', 'text', (c) => c.primaryKey())
      .addColumn('scene_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('preview', 'text')
      .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
      .addColumn('synced_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('market_items_by_user').on('market_items').columns(['user_id', 'uploaded_at']).execute();
    await db.schema.createIndex('market_items_by_upload').on('market_items').column('uploaded_at').execute();
    // The market sorts by the link's counts among listed links (1007 has (listed, access_count)).
    await db.schema.createIndex('publish_links_listed_likes').on('publish_links').columns(['listed', 'like_count']).execute();
    await db.schema.createIndex('publish_links_listed_favorites').on('publish_links').columns(['listed', 'favorite_count']).execute();
    await db.schema.createIndex('publish_links_listed_created').on('publish_links').columns(['listed', 'created_at']).execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create index market_items_fts on market_items using gin (to_tsvector('english'::regconfig, search_text))`.execute(db);
      // The extension lives in public (one per database, shared by every schema); without the right to create it the
      // substring search runs without an index.
      await sql`do $$ begin create extension if not exists pg_trgm schema public; exception when others then null; end $$`.execute(db);
      const trgm = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (Number(trgm.rows[0]?.n ?? 0) > 0) {
        const where = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
        const ops = sql.raw(`${JSON.stringify(where.rows[0].schema)}.gin_trgm_ops`);
        await sql`create index market_items_trgm on market_items using gin (search_text ${ops})`.execute(db);
      }
    } else {
      await sql`create virtual table market_search using fts5(link_uuid unindexed, body, tokenize = 'trigram')`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`drop table if exists market_search`.execute(db);
    for (const index of ['publish_links_listed_likes', 'publish_links_listed_favorites', 'publish_links_listed_created']) await db.schema.dropIndex(index).execute();
    await db.schema.dropTable('market_items').execute();
  },
};
