import { z } from 'zod';
import { PageInfo } from './envelope.js';
import { WireId, WireName, WireShortText } from './limits.js';

// Model lightweighting (spec 000 §7, /repo/kf-model-light): a model is uploaded with a ratio and runs as a background
// job; its status, the list, the result and its GLB are read by the job id and the output key. productType is 1.

/** The only product type of model conversion (spec 000 §9). */
export const MODEL_LIGHT_PRODUCT_TYPE = 1;

/** A model larger than this (bytes) needs the professional plan (spec 000 §5, 'large models'). */
export const MODEL_LIGHT_LARGE_BYTES = 100 * 1024 * 1024;
/** A model of this size (bytes) or more is refused on every plan (spec 000 §9, the 200 MB document limit). */
export const MODEL_LIGHT_MAX_BYTES = 200 * 1024 * 1024;
/** File extensions upload takes: one model, or a .zip of a .gltf and its files. */
export const MODEL_LIGHT_EXTENSIONS: readonly string[] = Object.freeze(['.glb', '.gltf', '.obj', '.stl', '.zip']);

/** Product type of AI model generation jobs (listed and deleted through the same calls; docs/jobs.md). */
export const AI_MODEL_PRODUCT_TYPE = 2;

const ProductType = z.coerce.number().int().refine((n) => n === MODEL_LIGHT_PRODUCT_TYPE, 'modelLight.productType');
/** Either product type: lightweighting (1) or AI model generation (2). */
const AnyProductType = z.coerce.number().int().refine((n) => n === MODEL_LIGHT_PRODUCT_TYPE || n === AI_MODEL_PRODUCT_TYPE, 'modelLight.productType');

/** Query of upload: the share of triangles to keep (0.01–1), the product type, whether to merge by materials. */
export const ModelLightUploadQuery = z.object({
  ratio: z.coerce.number().min(0.01).max(1),
  productType: ProductType,
  mergeByMaterials: z.enum(['true', 'false', '1', '0']).default('false'),
  /** Geometry compression of the output: EXT_meshopt_compression (default) or KHR_draco_mesh_compression. */
  compression: z.enum(['meshopt', 'draco']).default('meshopt'),
});

/** Where a job is. */
export const ModelLightStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);

/** One lightweighting job as its owner sees it. */
export const ModelLightJob = z.object({
  jobId: WireId,
  /** Key of the output (download, read), once done. */
  key: WireId.optional(),
  fileName: WireName,
  status: ModelLightStatus,
  /** Percent done. */
  progress: z.number().min(0).max(100),
  /** The step running (dedup, weld, simplify, meshopt…). */
  step: WireName.optional(),
  ratio: z.number(),
  mergeByMaterials: z.boolean(),
  /** Geometry compression of the output ('none': a generated model, not compressed). */
  compression: z.enum(['meshopt', 'draco', 'none']),
  /** 1: lightweighting; 2: AI model generation (`ratio` 1, nothing merged). */
  productType: z.number().int(),
  /** Generation only: the provider that made it ('local-relief': the offline image-to-relief, not AI; 'http': the configured service). */
  provider: z.enum(['local-relief', 'http']).optional(),
  /** Generation only: images sent. */
  imageCount: z.number().int().optional(),
  /** Generation only: points the job cost, and whether they were given back (the job failed or was cancelled). */
  points: z.number().int().optional(),
  pointsRefunded: z.boolean().optional(),
  sizeBefore: z.number().int(),
  sizeAfter: z.number().int().optional(),
  trianglesBefore: z.number().int().optional(),
  trianglesAfter: z.number().int().optional(),
  verticesBefore: z.number().int().optional(),
  verticesAfter: z.number().int().optional(),
  /** Tries made so far. */
  attempts: z.number().int(),
  /** Why it failed, in the reader's language. */
  errorMsg: WireShortText.optional(),
  createdAt: z.number(),
  finishedAt: z.number().optional(),
});
export type ModelLightJob = z.infer<typeof ModelLightJob>;

/** Body of status: one job. */
export const ModelLightStatusBody = z.object({ jobId: WireId });

/** Reply of count: uploads today against the daily limit, and jobs queued or running. */
export const ModelLightCount = z.object({ today: z.number().int(), dailyLimit: z.number().int(), inFlight: z.number().int(), total: z.number().int() });
export type ModelLightCount = z.infer<typeof ModelLightCount>;

/** Query of list. */
export const ModelLightListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  productType: AnyProductType.default(MODEL_LIGHT_PRODUCT_TYPE),
});

/** Reply of list. */
export const ModelLightList = z.object({ rows: z.array(ModelLightJob), pageInfo: PageInfo });

/** Query of download and read. */
export const ModelLightKeyQuery = z.object({ key: WireId });

/** Query of delete. */
export const ModelLightDeleteQuery = z.object({ jobId: WireId, productType: AnyProductType });
