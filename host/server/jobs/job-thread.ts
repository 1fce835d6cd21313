/**
 * One try of a job on a worker thread with a heap cap: progress comes back as messages; stopping the thread (cancel,
 * timeout, lost lease) terminates it, which ends the work at once and frees its memory. A thread that finished a try
 * cleanly is kept idle for the next try with the same entry and cap (starting one costs seconds when the server runs
 * from its TypeScript sources); a terminated or crashed one never is. The protocol is in job-thread-protocol.ts.
 */
import type { Worker } from 'node:worker_threads';
import { startSourceWorker } from '../workers/source-worker.js';
import { JobFailure } from './job-failure.js';
import type { JobThreadReply } from './job-thread-protocol.js';

/** A running thread. */
export interface JobThread<R> {
  /** Resolves with the thread's value, or rejects with a JobFailure. */
  readonly result: Promise<R>;
  /** Stops the thread; `result` rejects with this failure. */
  stop(failure: JobFailure): void;
}

/** Idle threads by entry and heap cap. */
const idle = new Map<string, Worker>();

/** Ends the idle threads (server shutdown). */
export function endIdleJobThreads(): void {
  for (const worker of idle.values()) void worker.terminate();
  idle.clear();
}

/** Runs a try on `entry` (beside `callerUrl`) on a thread capped at `heapMb`, handing it `data`. */
export function startJobThread<R>(
  callerUrl: string, entry: string, data: unknown, transfer: ArrayBuffer[], heapMb: number,
  onProgress: (done: number, step: string) => void,
): JobThread<R> {
  const key = `${callerUrl} ${entry} ${heapMb}`;
  const reused = idle.get(key);
  idle.delete(key);
  const worker = reused ?? startSourceWorker(callerUrl, entry, { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(16, heapMb / 8)) });
  let settle: { resolve(value: R): void; reject(error: JobFailure): void } | undefined;
  const result = new Promise<R>((resolve, reject) => (settle = { resolve, reject }));
  const end = (outcome: { value: R } | { failure: JobFailure }, keep: boolean): void => {
    const s = settle;
    if (!s) return;
    settle = undefined;
    worker.removeListener('message', onMessage);
    worker.removeListener('error', onError);
    worker.removeListener('exit', onExit);
    if (keep && !idle.has(key)) {
      worker.unref();
      idle.set(key, worker);
      worker.once('exit', () => idle.get(key) === worker && idle.delete(key));
    } else {
      void worker.terminate();
    }
    if ('value' in outcome) s.resolve(outcome.value);
    else s.reject(outcome.failure);
  };
  const onMessage = (reply: JobThreadReply<R>): void => {
    if (reply.type === 'progress') onProgress(reply.done, reply.step);
    else if (reply.type === 'done') end({ value: reply.value }, true);
    else end({ failure: new JobFailure(reply.input ? 'job.badInput' : 'job.failed', reply.message, !reply.input) }, reply.input);
  };
  const onError = (error: Error & { code?: string }): void => end({
    failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new JobFailure('job.outOfMemory', `The job needed more than its ${heapMb} MB of memory.`, false)
      : new JobFailure('job.failed', error.message, true),
  }, false);
  const onExit = (code: number): void => end({ failure: new JobFailure('job.failed', `The job's thread stopped (exit code ${code}).`, true) }, false);
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  worker.ref(); // a running try keeps the process up until it ends or is stopped
  worker.postMessage(data, transfer);
  return { result, stop: (failure) => end({ failure }, false) };
}
