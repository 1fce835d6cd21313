/** The 'model-light' job kind: one try reads the input blob, lightens it on a capped thread, hands back the GLB. */
import type { JobKindDef } from '../../jobs/job-kind.js';
import type { JobTable } from '../../jobs/job-tables.js';
import type { UploadFormat } from './model-light-input.js';
import type { ModelLightThreadInput, ModelLightThreadOutput } from './model-light-worker.js';

/** Kind name of lightweighting jobs. */
export const MODEL_LIGHT_KIND = 'model-light';

/** A lightweighting job's input (jobs.input). */
export interface ModelLightInput {
  readonly fileName: string;
  readonly format: UploadFormat;
  readonly hash: string;
  readonly size: number;
  readonly ratio: number;
  readonly mergeByMaterials: boolean;
  /** Geometry compression (jobs queued before the option existed have none: meshopt). */
  readonly compression?: 'meshopt' | 'draco';
}

/** A finished job's result (jobs.result). */
export interface ModelLightResult {
  readonly trianglesBefore: number;
  readonly trianglesAfter: number;
  readonly verticesBefore: number;
  readonly verticesAfter: number;
}

/**
 * Heap cap of a try's thread: four times the input (the bound on a job's peak memory) plus room for the
 * libraries, within 256 MB–2 GB. Typed arrays live outside the heap, so this caps the object graph, not every byte.
 */
export function modelLightHeapMb(inputBytes: number): number {
  return Math.round(Math.min(2048, Math.max(256, 128 + (4 * inputBytes) / (1024 * 1024))));
}

/** The job kind. */
export const modelLightJob: JobKindDef = {
  name: MODEL_LIGHT_KIND,
  async run(job: JobTable, ctx) {
    const input = JSON.parse(job.input) as ModelLightInput;
    const bytes = new Uint8Array(await ctx.services.blobs.get(input.hash));
    ctx.progress(0.01, 'start');
    const data: ModelLightThreadInput = { bytes, format: input.format, ratio: input.ratio, mergeByMaterials: input.mergeByMaterials, compression: input.compression ?? 'meshopt' };
    const output = await ctx.thread<ModelLightThreadOutput>(import.meta.url, './model-light-worker', data, [bytes.buffer as ArrayBuffer], modelLightHeapMb(input.size));
    const result: ModelLightResult = {
      trianglesBefore: output.stats.trianglesBefore, trianglesAfter: output.stats.trianglesAfter,
      verticesBefore: output.stats.verticesBefore, verticesAfter: output.stats.verticesAfter,
    };
    return { result, output: { bytes: output.glb } };
  },
};
