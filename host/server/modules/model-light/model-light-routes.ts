/** /repo/kf-model-light: upload a model to lighten, follow and list the jobs, fetch and delete results (docs/jobs.md). */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import '../../jobs/job-tables.js';
import type { Db } from '../../db/schema.js';
import type { JobTable } from '../../jobs/job-tables.js';
import { ApiError, Errors } from '../../http/api-error.js';
import { fileReply, type RouteContext, type RouteKit } from '../../http/route-kit.js';
import { JOB_INPUT_BLOB_KIND } from '../../jobs/job-queue.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { AI_MODEL_PRODUCT_TYPE, MODEL_LIGHT_PRODUCT_TYPE, type ModelLightJob } from '../../../../sdk/contract/model-light.js';
import { AI_MODEL_KIND, type AiModelInput, type AiModelResult } from '../ai-model/ai-model-job.js';
import {
  DeleteModelLight, DownloadModelLight, ListModelLightJobs, ModelLightJobCount, ModelLightJobStatus, ReadModelLight, UploadModelLight,
} from '../../../../sdk/contract/endpoints/model-light.js';
import { ensureUploadAllowed } from '../resources/resource-store.js';
import { checkModelUpload } from './model-light-input.js';
import { MODEL_LIGHT_KIND, type ModelLightInput, type ModelLightResult } from './model-light-job.js';

const R = 'model-light';

/** UTC day of a time, 'YYYY-MM-DD'. */
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Job kind of each product type (1: lightweighting, 2: AI model generation). */
const KIND_OF: Readonly<Record<number, string>> = { [MODEL_LIGHT_PRODUCT_TYPE]: MODEL_LIGHT_KIND, [AI_MODEL_PRODUCT_TYPE]: AI_MODEL_KIND };

/** A job (either product type) of the signed-in user, by id or by output key, or a 404 (another user's job is as missing as none). */
export async function ownedJob(ctx: Pick<RouteContext, 'db' | 'user'>, by: { id: string } | { key: string }): Promise<JobTable> {
  let query = ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', ctx.user.id).where('kind', 'in', [MODEL_LIGHT_KIND, AI_MODEL_KIND]);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('output_key', '=', by.key);
  const row = await query.executeTakeFirst();
  if (!row) throw Errors.notFound('modelLight.notFound');
  return row;
}

/** The fields of each product type. */
function kindFields(row: JobTable): Pick<ModelLightJob, 'fileName' | 'ratio' | 'mergeByMaterials' | 'compression' | 'productType' | 'sizeBefore' | 'provider' | 'imageCount' | 'points' | 'pointsRefunded'> {
  if (row.kind === AI_MODEL_KIND) {
    const input = JSON.parse(row.input) as AiModelInput;
    return {
      fileName: input.fileName, ratio: 1, mergeByMaterials: false, compression: 'none', productType: AI_MODEL_PRODUCT_TYPE,
      sizeBefore: input.images.reduce((sum, i) => sum + i.size, 0), provider: input.provider, imageCount: input.images.length, points: input.points,
      pointsRefunded: row.status === 'failed' || row.status === 'cancelled',
    };
  }
  const input = JSON.parse(row.input) as ModelLightInput;
  return {
    fileName: input.fileName, ratio: input.ratio, mergeByMaterials: input.mergeByMaterials, compression: input.compression ?? 'meshopt',
    productType: MODEL_LIGHT_PRODUCT_TYPE, sizeBefore: input.size,
  };
}

/** The wire shape of a job, its failure in the reader's language. */
export function toJobVo(ctx: Pick<RouteContext, 't'>, row: JobTable): ModelLightJob {
  const result = row.result ? (JSON.parse(row.result) as ModelLightResult | AiModelResult) : undefined;
  return {
    jobId: row.id, status: row.status, progress: Math.round(Number(row.progress) / 10), ...kindFields(row),
    attempts: Number(row.attempts), createdAt: Number(row.created_at),
    ...(row.step && row.status === 'running' ? { step: row.step } : {}),
    ...(row.output_key ? { key: row.output_key } : {}),
    ...(row.output_size !== null ? { sizeAfter: Number(row.output_size) } : {}),
    ...(result ? result : {}),
    ...(row.status === 'failed' && row.error_key ? { errorMsg: ctx.t(row.error_key, { detail: row.error_detail ?? '' }).slice(0, 2000) } : {}),
    ...(row.finished_at !== null ? { finishedAt: Number(row.finished_at) } : {}),
  };
}

/** The user's jobs of a kind that are queued or running. */
export async function inFlight(ctx: Pick<RouteContext, 'db' | 'user'>, kind = MODEL_LIGHT_KIND): Promise<number> {
  const row = await ctx.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', ctx.user.id).where('kind', '=', kind).where('status', 'in', ['queued', 'running']).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Counts one upload of today, or refuses it at the daily limit (one statement: two requests cannot both pass the last slot). */
async function countUpload(db: Db, userId: string, now: number, limit: number): Promise<void> {
  const { rows } = await sql<{ uploads: number }>`
    insert into model_light_days (user_id, day, uploads) values (${userId}, ${dayOf(now)}, 1)
    on conflict (user_id, day) do update set uploads = model_light_days.uploads + 1 where model_light_days.uploads < ${limit}
    returning uploads`.execute(db);
  if (rows.length === 0 || limit === 0) throw new ApiError(ReplyCode.warning, 'modelLight.dailyLimit', { httpStatus: 429, vars: { limit } });
}

/** Registers the lightweighting calls. */
export function modelLightRoutes(kit: RouteKit): void {
  kit.endpoint(UploadModelLight, {
    resource: R, action: 'write',
    async handler(ctx) {
      const { file, format } = checkModelUpload(ctx.files, ctx.user.plan);
      const settings = ctx.config.modelLight;
      await ensureUploadAllowed(ctx, 'model.glb', file.data.byteLength); // the user's turn from here to the reply
      if ((await inFlight(ctx)) >= settings.inFlightPerUser) throw new ApiError(ReplyCode.warning, 'modelLight.inFlight', { httpStatus: 429, vars: { max: settings.inFlightPerUser } });
      const blob = await ctx.blobs.write(file.data); // the file first: a failed write leaves nothing behind
      const id = randomUUID();
      const input: ModelLightInput = {
        fileName: file.filename.slice(0, 255), format, hash: blob.hash, size: blob.size, ratio: ctx.query.ratio,
        mergeByMaterials: ctx.query.mergeByMaterials === 'true' || ctx.query.mergeByMaterials === '1', compression: ctx.query.compression,
      };
      await ctx.db.transaction().execute(async (trx) => {
        await countUpload(trx, ctx.user.id, ctx.clock.now(), settings.dailyLimit);
        await ctx.jobs.queue.enqueue({ id, kind: MODEL_LIGHT_KIND, userId: ctx.user.id, input, maxAttempts: ctx.config.jobs.maxAttempts }, trx);
        await ctx.blobs.record(blob, { userId: ctx.user.id, kind: JOB_INPUT_BLOB_KIND, refId: id }, trx);
      });
      ctx.jobs.nudge();
      return toJobVo(ctx, await ownedJob(ctx, { id }));
    },
  });

  kit.endpoint(ModelLightJobStatus, {
    resource: R, action: 'read',
    async handler(ctx) {
      return toJobVo(ctx, await ownedJob(ctx, { id: ctx.body.jobId }));
    },
  });

  kit.endpoint(ModelLightJobCount, {
    resource: R, action: 'read',
    async handler(ctx) {
      const today = await ctx.db.selectFrom('model_light_days').select('uploads').where('user_id', '=', ctx.user.id).where('day', '=', dayOf(ctx.clock.now())).executeTakeFirst();
      const total = await ctx.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', ctx.user.id).where('kind', '=', MODEL_LIGHT_KIND).executeTakeFirst();
      return { today: Number(today?.uploads ?? 0), dailyLimit: ctx.config.modelLight.dailyLimit, inFlight: await inFlight(ctx), total: Number(total?.n ?? 0) };
    },
  });

  kit.endpoint(ListModelLightJobs, {
    resource: R, action: 'read',
    async handler(ctx) {
      const { page, size } = ctx.query;
      const base = ctx.db.selectFrom('jobs').where('user_id', '=', ctx.user.id).where('kind', '=', KIND_OF[ctx.query.productType]);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(size).offset((page - 1) * size).execute();
      return { rows: rows.map((row) => toJobVo(ctx, row)), pageInfo: { pageNo: page, pageSize: size, totalRows: total, total: Math.ceil(total / size) } };
    },
  });

  kit.endpoint(DownloadModelLight, {
    resource: R, action: 'read',
    async handler(ctx) {
      const job = await ownedJob(ctx, { key: ctx.query.key });
      if (job.status !== 'done' || !job.output_hash) throw Errors.conflict('modelLight.notReady');
      const input = JSON.parse(job.input) as { fileName: string };
      const name = `${input.fileName.replace(/\.[^.]*$/, '') || 'model'}${job.kind === AI_MODEL_KIND ? '-generated' : '-light'}.glb`;
      return fileReply({ name, contentType: 'model/gltf-binary', body: await ctx.blobs.get(job.output_hash) });
    },
  });

  kit.endpoint(ReadModelLight, {
    resource: R, action: 'read',
    async handler(ctx) {
      return toJobVo(ctx, await ownedJob(ctx, { key: ctx.query.key }));
    },
  });

  kit.endpoint(DeleteModelLight, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const job = await ownedJob(ctx, { id: ctx.query.jobId });
      if (job.kind !== KIND_OF[ctx.query.productType]) throw Errors.notFound('modelLight.notFound');
      const removed = await ctx.jobs.queue.remove(ctx.query.jobId, ctx.user.id);
      if (!removed) throw Errors.notFound('modelLight.notFound');
      return { deleted: true };
    },
  });
}
