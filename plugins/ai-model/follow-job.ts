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

/** Asks for a job's status about every `everyMs` and reports it until the job is finished or the signal aborts. */
export async function followJob(api: ApiService, jobId: string, onJob: (job: ModelLightJob) => void, signal: AbortSignal, everyMs = 700): Promise<void> {
  while (!signal.aborted) {
    try {
      const job = await api.call(ModelLightJobStatus, { body: { jobId } }, { silent: true });
      if (signal.aborted) return;
      onJob(job);
      if (isFinished(job)) return;
    } catch (error) {
      if ((error as { status?: number }).status === 404) return; // deleted elsewhere
    }
    await pause(everyMs, signal);
  }
}
