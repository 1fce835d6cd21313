// Periodic jobs: each on its own unref'd timer; a failing run is logged, never fatal.
import type { FastifyBaseLogger } from 'fastify';
import type { JobDef, ServerServices } from '../http/route-kit.js';

/** Start every job's timer; returns the function that stops them all. */
export function startJobTimers(
  jobs: readonly JobDef[], services: ServerServices, log: FastifyBaseLogger,
  finished: (job: string, seconds: number, ok: boolean) => void = () => undefined,
): () => void {
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      const started = performance.now();
      job.run(services).then(
        () => finished(job.name, (performance.now() - started) / 1000, true),
        (error: unknown) => {
          finished(job.name, (performance.now() - started) / 1000, false);
          log.error({ err: error }, `job ${job.name} failed`);
        },
      );
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
