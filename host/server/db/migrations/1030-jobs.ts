import type { Kysely, Migration } from 'kysely';

/**
 * The job queue (docs/jobs.md): one row per background job, claimed by a lease so that a job whose instance died is
 * taken over, never left 'running'. model_light_days counts each user's lightweighting uploads per UTC day (the daily
 * limit holds even after jobs are deleted).
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('error_key', 'text')
      .addColumn('error_detail', 'text')
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('step', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('output_key', 'text')
      .addColumn('output_hash', 'text')
      .addColumn('output_size', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('jobs_user').on('jobs').columns(['user_id', 'kind', 'created_at']).execute();
    await db.schema.createIndex('jobs_output_key').on('jobs').column('output_key').unique().execute();
    await db.schema.createTable('model_light_days')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('uploads', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('model_light_days_pk', ['user_id', 'day'])
      .execute();
  },
};
