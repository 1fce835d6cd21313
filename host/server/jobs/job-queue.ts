/**
 * The job queue in the database (docs/jobs.md), shared by every instance on PostgreSQL. A job is claimed by setting a
 * lease (owner and expiry) in one statement; on PostgreSQL the candidate row is locked with FOR UPDATE SKIP LOCKED,
 * so two instances never claim the same job and neither waits for the other; SQLite has one writer at a time. A
 * running job's lease is renewed while it runs; a job whose lease ran out (its instance died) is claimed again, or,
 * after its last try, failed with 'job.interrupted'. Every change of a running job is guarded by its lease owner, so
 * an instance that lost the lease cannot overwrite the job.
 */
import { sql } from 'kysely';
import './job-tables.js';
import type { JobStatus, JobTable } from './job-tables.js';
import type { Db } from '../db/schema.js';
import type { Clock } from '../clock.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { inTransaction } from '../db/in-transaction.js';
import type { JobKindDef } from './job-kind.js';

/** Blob-reference kinds of a job's input (held until the job ends) and output. */
export const JOB_INPUT_BLOB_KIND = 'job-input';
export const JOB_OUTPUT_BLOB_KIND = 'job-output';

/** A job to add. */
export interface NewJob {
  readonly id: string;
  readonly kind: string;
  readonly userId: string;
  readonly input: unknown;
  readonly maxAttempts: number;
}

/** What a lease renewal found. */
export interface LeaseCheck {
  /** The job is still this run's (not deleted, not taken over). */
  readonly held: boolean;
  /** Its owner asked to cancel it. */
  readonly cancel: boolean;
}

/** The queue's statements. */
export class JobQueue {
  /** Each kind's hook for a job ended without output (JobKindDef.ended), once the kinds are known. */
  private endedHooks = new Map<string, NonNullable<JobKindDef['ended']>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly blobs: BlobStore,
  ) {}

  /** Learns the kinds' hooks (called once the modules have declared their kinds). */
  useKinds(kinds: readonly JobKindDef[]): void {
    this.endedHooks = new Map(kinds.flatMap((k) => (k.ended ? [[k.name, k.ended.bind(k)] as const] : [])));
  }

  /** Runs the kind's hook for a job that ended without output, in `trx`. */
  private async endedWithoutOutput(trx: Db, job: JobTable | undefined): Promise<void> {
    const hook = job && this.endedHooks.get(job.kind);
    if (hook && job) await hook(job, trx, { now: this.clock.now(), dialect: this.dialect });
  }

  /** Adds a queued job (in the caller's transaction when `db` is one). */
  async enqueue(job: NewJob, db: Db = this.db): Promise<void> {
    const now = this.clock.now();
    await db.insertInto('jobs').values({
      id: job.id, kind: job.kind, user_id: job.userId, status: 'queued', input: JSON.stringify(job.input), result: null, error_key: null,
      error_detail: null, progress: 0, step: null, attempts: 0, max_attempts: job.maxAttempts, lease_owner: null, lease_until: null,
      cancel_requested: 0, output_key: null, output_hash: null, output_size: null, created_at: now, updated_at: now, started_at: null, finished_at: null,
    }).execute();
  }

  /**
   * Claims the oldest job of these kinds that is queued, or running under a lease that ran out with tries left: it
   * becomes 'running' under `owner`'s lease, one try more. Undefined when there is none.
   */
  async claim(owner: string, kinds: readonly string[], leaseMs: number): Promise<JobTable | undefined> {
    if (kinds.length === 0) return undefined;
    const now = this.clock.now();
    const lock = this.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const { rows } = await sql<JobTable>`
      update jobs set status = 'running', lease_owner = ${owner}, lease_until = ${now + leaseMs}, attempts = attempts + 1,
        started_at = coalesce(started_at, ${now}), updated_at = ${now}
      where id = (
        select id from jobs
        where kind in (${sql.join(kinds)}) and cancel_requested = 0
          and (status = 'queued' or (status = 'running' and lease_until < ${now} and attempts < max_attempts))
        order by created_at limit 1 ${lock}
      )
      returning *`.execute(this.db);
    return rows[0] && normalise(rows[0]);
  }

  /**
   * Ends the jobs whose lease ran out: after their last try failed with 'job.interrupted', a cancelled one as
   * cancelled. Returns how many.
   */
  async endAbandoned(): Promise<number> {
    const now = this.clock.now();
    const stale = await this.db.selectFrom('jobs').select(['id', 'lease_owner', 'cancel_requested']).where('status', '=', 'running').where('lease_until', '<', now)
      .where((eb) => eb.or([eb('attempts', '>=', eb.ref('max_attempts')), eb('cancel_requested', '=', 1)])).limit(100).execute();
    let ended = 0;
    for (const job of stale) {
      const ok = job.cancel_requested === 1
        ? await this.finish(job.id, job.lease_owner, { status: 'cancelled' }, { expiredBefore: now })
        : await this.finish(job.id, job.lease_owner, { status: 'failed', error_key: 'job.interrupted', error_detail: 'The server stopped during the job\'s last try.' }, { expiredBefore: now });
      if (ok) ended++;
    }
    return ended;
  }

  /** Renews the lease and records progress (per mille) and the step. */
  async renew(id: string, owner: string, leaseMs: number, progress?: { perMille: number; step: string }): Promise<LeaseCheck> {
    const now = this.clock.now();
    const result = await this.db.updateTable('jobs')
      .set({ lease_until: now + leaseMs, updated_at: now, ...(progress ? { progress: Math.round(progress.perMille), step: progress.step.slice(0, 40) } : {}) })
      .where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { held: false, cancel: false };
    const row = await this.db.selectFrom('jobs').select('cancel_requested').where('id', '=', id).executeTakeFirst();
    return { held: true, cancel: row?.cancel_requested === 1 };
  }

  /** Puts a running job back in the queue (a graceful stop, or a failed try with tries left); the try counts unless `uncount`. */
  async requeue(id: string, owner: string, options: { uncount?: boolean; errorKey?: string; errorDetail?: string } = {}): Promise<boolean> {
    const now = this.clock.now();
    const result = await this.db.updateTable('jobs')
      .set((eb) => ({
        status: 'queued', lease_owner: null, lease_until: null, updated_at: now, progress: 0, step: null,
        ...(options.uncount ? { attempts: eb('attempts', '-', 1) } : {}),
        ...(options.errorKey ? { error_key: options.errorKey, error_detail: options.errorDetail?.slice(0, 500) ?? null } : {}),
      }))
      .where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Ends a running job held by `owner` (or, with `expiredBefore`, whose lease ran out before then): sets its final
   * fields and drops the reference to its input, in one transaction with `also` (the output's blob row and reference).
   * False when the job is no longer this owner's (deleted, taken over): nothing is changed.
   */
  async finish(
    id: string, owner: string | null,
    set: { status: Exclude<JobStatus, 'queued' | 'running'> } & Partial<Pick<JobTable, 'result' | 'error_key' | 'error_detail' | 'output_key' | 'output_hash' | 'output_size'>>,
    options: { expiredBefore?: number; also?: (trx: Db) => Promise<void> } = {},
  ): Promise<boolean> {
    const now = this.clock.now();
    return inTransaction(this.db, async (trx) => {
      const before = set.status === 'done' ? undefined : await trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      let update = trx.updateTable('jobs')
        .set({ ...set, error_detail: set.error_detail?.slice(0, 500) ?? set.error_detail, lease_owner: null, lease_until: null, finished_at: now, updated_at: now, ...(set.status === 'done' ? { progress: 1000 } : {}) })
        .where('id', '=', id).where('status', '=', 'running');
      update = owner === null ? update.where('lease_owner', 'is', null) : update.where('lease_owner', '=', owner);
      if (options.expiredBefore !== undefined) update = update.where('lease_until', '<', options.expiredBefore);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await options.also?.(trx);
      if (set.status !== 'done') await this.endedWithoutOutput(trx, before);
      await this.blobs.removeRefs(JOB_INPUT_BLOB_KIND, id, trx);
      return true;
    });
  }

  /**
   * Cancels a user's job: a queued one at once, a running one by asking its runner (it stops the worker and ends the
   * job as cancelled). Returns the status it has now, or undefined when it is not the user's.
   */
  async cancel(id: string, userId: string): Promise<JobStatus | undefined> {
    return inTransaction(this.db, async (trx) => {
      const job = await trx.selectFrom('jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!job) return undefined;
      const now = this.clock.now();
      if (job.status === 'queued') {
        await trx.updateTable('jobs').set({ status: 'cancelled', finished_at: now, updated_at: now }).where('id', '=', id).execute();
        await this.blobs.removeRefs(JOB_INPUT_BLOB_KIND, id, trx);
        await this.endedWithoutOutput(trx, job);
        return 'cancelled';
      }
      if (job.status === 'running') await trx.updateTable('jobs').set({ cancel_requested: 1, updated_at: now }).where('id', '=', id).execute();
      return job.status;
    });
  }

  /** Deletes a user's job with its input and output references (a running one's runner finds its lease gone and stops). */
  async remove(id: string, userId: string): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const job = await trx.selectFrom('jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      const deleted = await trx.deleteFrom('jobs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      if (job && (job.status === 'queued' || job.status === 'running')) await this.endedWithoutOutput(trx, job);
      await this.blobs.removeRefs(JOB_INPUT_BLOB_KIND, id, trx);
      await this.blobs.removeRefs(JOB_OUTPUT_BLOB_KIND, id, trx);
      return true;
    });
  }

  /** On SQLite one process owns the data folder, so a job left 'running' belongs to a process that is gone: its lease ends now. */
  async expireLeasesOfDeadProcess(): Promise<void> {
    if (this.dialect !== 'sqlite') return;
    await this.db.updateTable('jobs').set({ lease_until: 0 }).where('status', '=', 'running').execute();
  }
}

/** PostgreSQL returns bigint columns as strings from a raw statement. */
function normalise(row: JobTable): JobTable {
  return {
    ...row, progress: Number(row.progress), attempts: Number(row.attempts), max_attempts: Number(row.max_attempts),
    lease_until: row.lease_until === null ? null : Number(row.lease_until), cancel_requested: Number(row.cancel_requested),
    created_at: Number(row.created_at), updated_at: Number(row.updated_at),
    started_at: row.started_at === null ? null : Number(row.started_at), finished_at: row.finished_at === null ? null : Number(row.finished_at),
    output_size: row.output_size === null ? null : Number(row.output_size),
  };
}
