import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  ModelLightCount, ModelLightDeleteQuery, ModelLightJob, ModelLightKeyQuery, ModelLightList, ModelLightListQuery, ModelLightStatusBody, ModelLightUploadQuery,
} from '../model-light.js';
import { AiModelGenerateQuery, AiModelProviderInfo } from '../ai-model.js';

// Model lightweighting endpoints (spec 000 §7, /repo/kf-model-light; docs/jobs.md).

/** Upload a model to lighten (multipart field 'file': .glb, .gltf, .obj, .stl, or a .zip of a .gltf and its files). */
export const UploadModelLight = defineEndpoint({
  method: 'POST', path: '/repo/kf-model-light/upload', query: ModelLightUploadQuery, multipart: true, body: z.object({}), reply: ModelLightJob,
  summary: 'Queue a lightweighting job (daily limit, 100 MB free / 200 MB professional, jobs in flight per user)',
});

/** One job's status and progress. */
export const ModelLightJobStatus = defineEndpoint({
  method: 'POST', path: '/repo/kf-model-light/status', body: ModelLightStatusBody, reply: ModelLightJob,
  summary: 'A job\'s status, progress and, once done, its before/after counts',
});

/** Uploads today against the daily limit. */
export const ModelLightJobCount = defineEndpoint({
  method: 'GET', path: '/repo/kf-model-light/count', reply: ModelLightCount,
  summary: 'Lightweighting uploads today (UTC) against the daily limit, jobs in flight, jobs kept',
});

/** The user's jobs, newest first. */
export const ListModelLightJobs = defineEndpoint({
  method: 'GET', path: '/repo/kf-model-light/list', query: ModelLightListQuery, reply: ModelLightList,
  summary: 'The user\'s lightweighting jobs, newest first, paged',
});

/** The lightened GLB. */
export const DownloadModelLight = defineEndpoint({
  method: 'GET', path: '/repo/kf-model-light/download', query: ModelLightKeyQuery, reply: z.never(), file: true,
  summary: 'The lightened model (GLB) of a finished job, by its key',
});

/** A finished job by its output key. */
export const ReadModelLight = defineEndpoint({
  method: 'GET', path: '/repo/kf-model-light/read', query: ModelLightKeyQuery, reply: ModelLightJob,
  summary: 'A finished job\'s report (counts and sizes before and after), by its output key',
});

/** Delete a job (a running one is stopped) with its output. */
export const DeleteModelLight = defineEndpoint({
  method: 'DELETE', path: '/repo/kf-model-light/delete', query: ModelLightDeleteQuery, reply: z.object({ deleted: z.boolean() }),
  summary: 'Delete a job and its output; a running job is stopped',
});

/** What AI model generation runs on (the offline image-to-relief or a service), its price and image limits. */
export const AiModelProvider = defineEndpoint({
  method: 'GET', path: '/repo/kf-model-light/ai-provider', reply: AiModelProviderInfo,
  summary: 'The AI model generation provider of this server, its points and image limits',
});

/** Generate a model from one to three images (multipart field 'file'), paid by a consume of 20 points (productType 2). */
export const GenerateAiModel = defineEndpoint({
  method: 'POST', path: '/repo/kf-model-light/generate', query: AiModelGenerateQuery, multipart: true, body: z.object({}), reply: ModelLightJob,
  summary: 'Queue an AI model generation job paid by a points consume (refunded when the job fails)',
});
