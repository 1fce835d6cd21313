// Messages from a job's thread to its runner (job-thread.ts).

/** Progress, the value, or a failure (`input` true: the input's fault, trying again cannot help). */
export type JobThreadReply<R> =
  | { readonly type: 'progress'; readonly done: number; readonly step: string }
  | { readonly type: 'done'; readonly value: R }
  | { readonly type: 'error'; readonly message: string; readonly input: boolean };
