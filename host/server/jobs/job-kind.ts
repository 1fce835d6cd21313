import type { ServerServices } from '../http/route-kit.js';
import type { Db } from '../db/schema.js';
import type { JobTable } from './job-tables.js';

/** What a kind's run may do while it works. */
export interface JobRunContext {
  readonly services: ServerServices;
  /** Reports progress (0–1) and the step; the runner writes it with the next lease renewal. */
  progress(done: number, step: string): void;
  /** Starts the work on a thread the runner can stop (cancel, timeout); resolves with the thread's value. */
  thread<R>(callerUrl: string, entry: string, data: unknown, transfer: ArrayBuffer[], heapMb: number): Promise<R>;
}

/** What a finished try hands back: the job's result fields, the output bytes, and rows to write with them. */
export interface JobOutcome {
  readonly result: unknown;
  readonly output?: { readonly bytes: Uint8Array };
  /** Writes in the transaction that marks the job done (after the output's blob row and reference). */
  readonly alsoWrite?: (trx: Db) => Promise<void>;
}

/** A kind of background job (declared by a module with kit.jobKind). */
export interface JobKindDef {
  readonly name: string;
  /** One try: throw a JobFailure to fail (retry false: at once; true: again while tries remain). */
  run(job: JobTable, ctx: JobRunContext): Promise<JobOutcome>;
  /**
   * A job of this kind ended without an output (failed, cancelled, or deleted while queued or running): writes in
   * the transaction that ends it (AI generation gives its points back here). Called at most once per job end.
   */
  ended?(job: JobTable, trx: Db, env: { readonly now: number; readonly dialect: 'sqlite' | 'postgres' }): Promise<void>;
}
