/**
 * The 'ai-model' job kind: one try submits the images to the configured provider, polls it (its progress is the job's),
 * fetches the GLB and checks it with the Khronos validator on the job's thread; a model with errors is not handed out.
 * A job that ends without a model (failed, cancelled, deleted before it finished) gives its points back in the
 * transaction that ends it (refund of the consume that paid for it, once).
 */
import { setMaxListeners } from 'node:events';
import type { JobKindDef, JobRunContext } from '../../jobs/job-kind.js';
import type { JobTable } from '../../jobs/job-tables.js';
import { JobFailure } from '../../jobs/job-failure.js';
import { movePoints } from '../commerce/points-ledger.js';
import type { GenerationImage, ModelGenerationProvider, ProviderContext } from './ai-provider.js';
import type { AiModelThreadInput, AiModelThreadOutput } from './ai-model-worker.js';
import type { AiModelProviderId } from '../../../../sdk/contract/ai-model.js';

/** Kind name of generation jobs. */
export const AI_MODEL_KIND = 'ai-model';

/** A generation job's input (jobs.input). */
export interface AiModelInput {
  readonly fileName: string;
  readonly images: readonly { readonly name: string; readonly hash: string; readonly size: number }[];
  readonly provider: AiModelProviderId;
  /** The consume that paid for it (the job's id is the entry's id) and its points. */
  readonly pointsEntry: string;
  readonly points: number;
}

/** A finished generation's result (jobs.result). */
export interface AiModelResult {
  readonly trianglesAfter: number;
  readonly verticesAfter: number;
}

/** Heap cap of a generation try's thread (MB): decoded images live outside the heap. */
const HEAP_MB = 512;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/** The job kind, running on the provider the server's configuration names. */
export function aiModelJob(providerOf: (ctx: JobRunContext) => ModelGenerationProvider): JobKindDef {
  return {
    name: AI_MODEL_KIND,
    async run(job: JobTable, ctx: JobRunContext) {
      const input = JSON.parse(job.input) as AiModelInput;
      const provider = providerOf(ctx);
      const images: GenerationImage[] = [];
      for (const image of input.images) images.push({ name: image.name, bytes: new Uint8Array(await ctx.services.blobs.get(image.hash)) });
      const stop = new AbortController();
      setMaxListeners(0, stop.signal); // every provider call listens to it while the job runs
      const providerCtx: ProviderContext = {
        signal: stop.signal,
        thread: <R>(data: unknown, transfer: ArrayBuffer[]) => ctx.thread<R>(import.meta.url, './ai-model-worker', data, transfer, HEAP_MB),
      };
      try {
        ctx.progress(0.02, 'submit');
        const ticket = await provider.submit(images, providerCtx);
        for (;;) {
          const state = await provider.poll(ticket, providerCtx);
          if (state.state === 'done') break;
          if (state.state === 'failed') throw new JobFailure(state.input ? 'aiModel.refused' : 'job.failed', state.reason, !state.input);
          ctx.progress(0.05 + state.progress * 0.75, 'generate');
          await sleep(provider.pollMs, stop.signal);
        }
        ctx.progress(0.85, 'fetch');
        const glb = await provider.fetchResult(ticket, providerCtx);
        ctx.progress(0.9, 'validate');
        const copy = glb.slice();
        const checked = await ctx.thread<AiModelThreadOutput>(import.meta.url, './ai-model-worker', { op: 'validate', glb: copy } satisfies AiModelThreadInput, [copy.buffer], HEAP_MB);
        if (checked.errors.length > 0) throw new JobFailure('aiModel.invalid', checked.errors.slice(0, 3).join('; '), false);
        const result: AiModelResult = { trianglesAfter: checked.triangles, verticesAfter: checked.vertices };
        return { result, output: { bytes: glb } };
      } finally {
        stop.abort();
      }
    },
    async ended(job, trx, env) {
      const input = JSON.parse(job.input) as AiModelInput;
      await movePoints({ db: trx, dialect: env.dialect, now: env.now }, {
        userId: job.user_id, kind: 'refund', amount: input.points, requestKey: `refund:${input.pointsEntry}`, refundOf: input.pointsEntry,
        featureUuid: 'ai-model-generation', note: 'refund',
      });
    },
  };
}
