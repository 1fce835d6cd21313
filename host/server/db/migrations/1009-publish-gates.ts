import type { Kysely, Migration } from 'kysely';

type Tables = { publish_links: { user_id: string; hide_watermark: number }; users: { id: string; plan: string } };

/**
 * The plan-gated settings of a publish link (docs/publishing.md "Gated by plan"): the watermark turned off, the link's
 * own loading page (JSON text: logo, text, background and text colours; null: the default loader), the poster style.
 * Existing links keep the default loader and the classic poster, and what visitors saw of the watermark: before this,
 * a professional owner's links showed none, so those links start with it turned off.
 */
export const publishGatesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('publish_links').addColumn('hide_watermark', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('publish_links').addColumn('loading_page', 'text').execute();
    await db.schema.alterTable('publish_links').addColumn('poster_style', 'text', (c) => c.notNull().defaultTo('classic')).execute();
    const typed = db as unknown as Kysely<Tables>;
    await typed.updateTable('publish_links').set({ hide_watermark: 1 })
      .where('user_id', 'in', typed.selectFrom('users').select('id').where('plan', '=', 'PROFESSIONAL'))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('publish_links').dropColumn('poster_style').execute();
    await db.schema.alterTable('publish_links').dropColumn('loading_page').execute();
    await db.schema.alterTable('publish_links').dropColumn('hide_watermark').execute();
  },
};
