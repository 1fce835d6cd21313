import { ModelLightJobStatus } from '../../sdk/endpoints.js';
import type { ModelLightJob } from '../../sdk/endpoints.js';
import type { ApiService } from '../../sdk/index.js';

/** Whether a job will change no more. */
export function isFinished(job: ModelLightJob): boolean {
  return job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/**
 * Asks the server for a job's status about every `everyMs` and reports each answer until the job is finished or the
 * signal aborts. A failed request is tried again on the next round (a network hiccup should not end the view).
 */
export async function followJob(api: ApiService, jobId: string, onJob: (job: ModelLightJob) => void, signal: AbortSignal, everyMs = 700): Promise<void> {
  while (!signal.aborted) {
    try {
      const job = await api.call(ModelLightJobStatus, { body: { jobId } }, { silent: true });
      if (signal.aborted) return;
      onJob(job);
      if (isFinished(job)) return;
    } catch (error) {
      // A job that no longer exists (deleted elsewhere) ends the following.
      if ((error as { status?: number }).status === 404) return;
    }
    await pause(everyMs, signal);
  }
}
