/**
 * Runs queued jobs in this instance (docs/jobs.md): up to `concurrency` at once, each try on a worker thread with a
 * heap cap. While a job runs its lease is renewed (with its progress); the renewal also finds a cancel request or a
 * lost lease and stops the thread. A try past the time limit is stopped and fails; a try that fails for a reason
 * other than its input is tried again while tries remain. The output is written to the blob store first and recorded
 * with the job's 'done' in one transaction, as uploads are (blobs/blob-store.ts): a crash in between leaves a file the
 * collector removes after its grace period, and the job is taken over when its lease runs out.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { crashPoint } from '../crash-point.js';
import type { JobSettings } from '../config.js';
import type { ServerServices } from '../http/route-kit.js';
import { JobFailure } from './job-failure.js';
import type { JobKindDef } from './job-kind.js';
import { JOB_OUTPUT_BLOB_KIND, type JobQueue } from './job-queue.js';
import type { JobTable } from './job-tables.js';
import { endIdleJobThreads, startJobThread, type JobThread } from './job-thread.js';

interface Run {
  stop(failure: JobFailure): void;
  readonly done: Promise<void>;
}

/** The runner of one instance. */
export class JobRunner {
  private readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly runs = new Map<string, Run>();
  private readonly kinds: Map<string, JobKindDef>;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly services: ServerServices,
    private readonly queue: JobQueue,
    kinds: readonly JobKindDef[],
    private readonly settings: JobSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.kinds = new Map(kinds.map((k) => [k.name, k]));
  }

  /** Jobs running here now. */
  get active(): number {
    return this.runs.size;
  }

  /** Starts looking for jobs (after ending the leases a dead process left on SQLite). */
  async start(): Promise<void> {
    if (this.settings.concurrency === 0 || this.kinds.size === 0) return;
    await this.queue.expireLeasesOfDeadProcess();
    this.schedule(0);
  }

  /** Look for a job now (a job was just queued here). */
  nudge(): void {
    if (!this.stopped && this.settings.concurrency > 0) this.schedule(0);
  }

  /** Stops looking; jobs running here go back to the queue, their try not counted, to run on the next start or another instance. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    const runs = [...this.runs.values()];
    for (const run of runs) run.stop(new JobFailure('job.stopping', 'The server is stopping.', true));
    await Promise.all(runs.map((r) => r.done));
    endIdleJobThreads();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking ??= this.tick().catch((error: unknown) => this.log.error({ err: error }, 'job queue poll failed')).finally(() => {
        this.ticking = undefined;
        if (!this.stopped) this.schedule(this.settings.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    await this.queue.endAbandoned();
    while (!this.stopped && this.runs.size < this.settings.concurrency) {
      const job = await this.queue.claim(this.owner, [...this.kinds.keys()], this.settings.leaseMs);
      if (!job) return;
      this.launch(job);
    }
  }

  private launch(job: JobTable): void {
    const kind = this.kinds.get(job.kind)!;
    const threads = new Set<JobThread<unknown>>();
    let stopped: JobFailure | undefined;
    let progress: { perMille: number; step: string } | undefined;
    const stop = (failure: JobFailure): void => {
      stopped ??= failure;
      for (const t of threads) t.stop(failure);
    };
    const heartbeat = setInterval(() => {
      const sent = progress;
      this.queue.renew(job.id, this.owner, this.settings.leaseMs, sent).then((check) => {
        if (!check.held) stop(new JobFailure('job.lost', 'The job was deleted or taken over.', false));
        else if (check.cancel) stop(new JobFailure('job.cancelled', 'Cancelled by its owner.', false));
      }, (error: unknown) => this.log.warn({ err: error, job: job.id }, 'job lease renewal failed'));
    }, Math.min(1000, this.settings.leaseMs / 3));
    const timeout = setTimeout(() => stop(new JobFailure('job.timeout', `The job ran longer than ${this.settings.timeoutMs / 1000} s.`, false)), this.settings.timeoutMs);
    let reported = false;
    const ctx = {
      services: this.services,
      progress: (done: number, step: string) => {
        progress = { perMille: Math.max(0, Math.min(1, done)) * 1000, step };
        if (!reported) {
          reported = true;
          crashPoint(`job:${job.kind}:progress`);
        }
      },
      thread: <R>(callerUrl: string, entry: string, data: unknown, transfer: ArrayBuffer[], heapMb: number): Promise<R> => {
        if (stopped) return Promise.reject(stopped);
        const thread = startJobThread<R>(callerUrl, entry, data, transfer, heapMb, (done, step) => ctx.progress(done, step));
        threads.add(thread as JobThread<unknown>);
        return thread.result.finally(() => threads.delete(thread as JobThread<unknown>));
      },
    };
    const done = (async () => {
      try {
        crashPoint(`job:${job.kind}:started`);
        const outcome = await kind.run(job, ctx);
        if (stopped) throw stopped;
        const blob = outcome.output ? await this.services.blobs.write(outcome.output.bytes) : undefined;
        crashPoint(`job:${job.kind}:output-written`);
        const finished = await this.queue.finish(job.id, this.owner, {
          status: 'done', result: JSON.stringify(outcome.result), error_key: null, error_detail: null,
          ...(blob ? { output_key: randomUUID(), output_hash: blob.hash, output_size: blob.size } : {}),
        }, {
          also: async (trx) => {
            if (blob) await this.services.blobs.record(blob, { userId: job.user_id, kind: JOB_OUTPUT_BLOB_KIND, refId: job.id }, trx);
            await outcome.alsoWrite?.(trx);
          },
        });
        if (!finished) this.log.info({ job: job.id }, 'a finished job was deleted or taken over meanwhile; its output is left to the collector');
      } catch (error) {
        await this.failed(job, stopped ?? toFailure(error));
      } finally {
        clearInterval(heartbeat);
        clearTimeout(timeout);
        this.runs.delete(job.id);
        this.nudge();
      }
    })();
    this.runs.set(job.id, { stop, done });
  }

  private async failed(job: JobTable, failure: JobFailure): Promise<void> {
    switch (failure.key) {
      case 'job.lost':
        return;
      case 'job.stopping':
        await this.queue.requeue(job.id, this.owner, { uncount: true });
        return;
      case 'job.cancelled':
        await this.queue.finish(job.id, this.owner, { status: 'cancelled' });
        return;
      default:
        if (failure.retry && job.attempts < job.max_attempts) {
          this.log.warn({ job: job.id, attempt: job.attempts, err: failure }, 'a job try failed; it is queued again');
          await this.queue.requeue(job.id, this.owner, { errorKey: failure.key, errorDetail: failure.detail });
          return;
        }
        await this.queue.finish(job.id, this.owner, { status: 'failed', error_key: failure.key, error_detail: failure.detail });
    }
  }
}

function toFailure(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  return new JobFailure('job.failed', error instanceof Error ? error.message : String(error), true);
}
