import type { Kysely, Migration } from 'kysely';

/**
 * Mail delivery: each outbox row (a registration code mail) records its subject, how it went ('held' when no SMTP
 * relay is configured and it waits on the managers' outbox page, 'sending', 'sent', 'failed') and, for a failure, a
 * short reason. Lengths are bounded where the rows are written (outbox-mail.ts).
 */
export const outboxDeliveryMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('outbox').addColumn('subject', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('outbox').addColumn('status', 'text', (c) => c.notNull().defaultTo('held')).execute();
    await db.schema.alterTable('outbox').addColumn('error', 'text').execute();
    await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('outbox_created').execute();
    await db.schema.alterTable('outbox').dropColumn('error').execute();
    await db.schema.alterTable('outbox').dropColumn('status').execute();
    await db.schema.alterTable('outbox').dropColumn('subject').execute();
  },
};
