// Table types of migration 1030 (the job queue and the daily lightweighting counts), added to the Database interface.

/** Where a job is. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One background job. */
export interface JobTable {
  id: string;
  kind: string;
  user_id: string;
  status: JobStatus;
  /** JSON: what the kind needs (options, input blob hash). */
  input: string;
  /** JSON: what the kind reports when done (counts, sizes). */
  result: string | null;
  /** Message key of a failure (job.interrupted, job.timeout, …) and its detail. */
  error_key: string | null;
  error_detail: string | null;
  /** Per mille done. */
  progress: number;
  step: string | null;
  attempts: number;
  max_attempts: number;
  /** The instance and run holding the job while it is 'running', and until when (ms); renewed while it runs. */
  lease_owner: string | null;
  lease_until: number | null;
  cancel_requested: number;
  /** The output's key (download/read), blob hash and size, once done. */
  output_key: string | null;
  output_hash: string | null;
  output_size: number | null;
  created_at: number;
  updated_at: number;
  started_at: number | null;
  finished_at: number | null;
}

/** Lightweighting uploads of one user on one UTC day ('YYYY-MM-DD'). */
export interface ModelLightDayTable { user_id: string; day: string; uploads: number }

declare module '../db/schema.js' {
  interface Database {
    jobs: JobTable;
    model_light_days: ModelLightDayTable;
  }
}
