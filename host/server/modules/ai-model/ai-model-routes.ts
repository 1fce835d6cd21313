/**
 * AI model generation's calls (docs/jobs.md "AI model generation"): the provider in use, and generate — one to three
 * images, paid by a consume of 20 points the browser made (GET /v1/user-tokens/check, then POST /v1/user-tokens/consume
 * with featureUuid AI_MODEL_FEATURE). The job's id is the consume's entry id, so one payment makes one job, and a
 * retried call answers with that job. A generate refused after the payment was found gives the points back at once;
 * a job that ends without a model gives them back when it ends (ai-model-job.ts). Follow, list, download and delete
 * are the /repo/kf-model-light calls with productType 2.
 */
import '../../jobs/job-tables.js';
import '../commerce/commerce-tables.js';
import { ApiError, Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit, UploadedFile } from '../../http/route-kit.js';
import { JOB_INPUT_BLOB_KIND } from '../../jobs/job-queue.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { AI_MODEL_FEATURE, AI_MODEL_MAX_IMAGE_BYTES, AI_MODEL_MAX_IMAGES, AI_MODEL_POINTS } from '../../../../sdk/contract/ai-model.js';
import { AiModelProvider, GenerateAiModel } from '../../../../sdk/contract/endpoints/model-light.js';
import { inTransaction } from '../../db/in-transaction.js';
import { movePoints } from '../commerce/points-ledger.js';
import { ensureUploadAllowed } from '../resources/resource-store.js';
import { extensionOf } from '../resources/limits.js';
import { inFlight, ownedJob, toJobVo } from '../model-light/model-light-routes.js';
import { AI_MODEL_KIND, type AiModelInput } from './ai-model-job.js';
import type { ModelGenerationProvider } from './ai-provider.js';
import { generationProvider } from './providers.js';

const R = 'model-light';

/** Whether the bytes are the image format their extension says (PNG, JPEG, WebP). */
function looksLike(ext: string, b: Uint8Array): boolean {
  if (ext === '.png') return b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  if (ext === '.jpg' || ext === '.jpeg') return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  if (ext === '.webp') return b.length > 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP';
  return false;
}

/** The images of a generate call, or the refusal the user sees. */
function checkImages(files: readonly UploadedFile[], provider: ModelGenerationProvider): UploadedFile[] {
  const images = files.filter((f) => f.field === 'file');
  if (images.length === 0 || images.length > AI_MODEL_MAX_IMAGES || files.length !== images.length) {
    throw Errors.badRequest('aiModel.images', { max: AI_MODEL_MAX_IMAGES });
  }
  for (const image of images) {
    const name = image.filename.slice(0, 100);
    const ext = extensionOf(image.filename);
    if (!provider.extensions.includes(ext) || !looksLike(ext, image.data)) {
      throw Errors.badRequest('aiModel.imageFormat', { formats: provider.extensions.join(' '), name });
    }
    if (image.data.byteLength > AI_MODEL_MAX_IMAGE_BYTES) throw Errors.badRequest('aiModel.imageTooLarge', { mb: AI_MODEL_MAX_IMAGE_BYTES / 1024 / 1024, name });
  }
  return images;
}

/** Gives back a payment no job was made for (a refused generate), unless a job holds it meanwhile. */
async function refundUnused(ctx: RouteContext, entryId: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const job = await trx.selectFrom('jobs').select('id').where('id', '=', entryId).executeTakeFirst();
    if (job) return;
    await movePoints({ db: trx, dialect: ctx.dialect, now: ctx.clock.now() }, {
      userId: ctx.user.id, kind: 'refund', amount: AI_MODEL_POINTS, requestKey: `refund:${entryId}`, refundOf: entryId, featureUuid: AI_MODEL_FEATURE, note: 'refund',
    });
  });
}

/** Registers the generation calls. */
export function aiModelRoutes(kit: RouteKit): void {
  kit.endpoint(AiModelProvider, {
    resource: R, action: 'read',
    handler(ctx) {
      const provider = generationProvider(ctx.config.aiModel);
      return { provider: provider.id, extensions: [...provider.extensions], points: AI_MODEL_POINTS, maxImages: AI_MODEL_MAX_IMAGES, maxImageBytes: AI_MODEL_MAX_IMAGE_BYTES };
    },
  });

  kit.endpoint(GenerateAiModel, {
    resource: R, action: 'write',
    async handler(ctx) {
      const entryId = ctx.query.pointsEntry;
      const existing = await ctx.db.selectFrom('jobs').selectAll().where('id', '=', entryId).where('user_id', '=', ctx.user.id).where('kind', '=', AI_MODEL_KIND).executeTakeFirst();
      if (existing) return toJobVo(ctx, existing); // the same call again
      const entry = await ctx.db.selectFrom('point_entries').selectAll().where('id', '=', entryId).where('user_id', '=', ctx.user.id).executeTakeFirst();
      if (!entry) throw Errors.notFound('aiModel.payment'); // none, or another user's: as missing as none
      if (entry.kind !== 'consume' || Number(entry.amount) !== -AI_MODEL_POINTS || entry.feature_uuid !== AI_MODEL_FEATURE) {
        throw new ApiError(ReplyCode.warning, 'aiModel.payment', { httpStatus: 402, vars: { points: AI_MODEL_POINTS } });
      }
      const refunded = await ctx.db.selectFrom('point_entries').select('id').where('user_id', '=', ctx.user.id).where('refund_of', '=', entryId).executeTakeFirst();
      if (refunded) throw Errors.conflict('aiModel.paymentUsed');
      const provider = generationProvider(ctx.config.aiModel);
      let images: UploadedFile[];
      try {
        images = checkImages(ctx.files, provider);
        const total = images.reduce((sum, i) => sum + i.data.byteLength, 0);
        await ensureUploadAllowed(ctx, 'model.glb', total); // the user's turn from here to the reply
        const max = ctx.config.modelLight.inFlightPerUser;
        if ((await inFlight(ctx, AI_MODEL_KIND)) >= max) throw new ApiError(ReplyCode.warning, 'aiModel.inFlight', { httpStatus: 429, vars: { max } });
      } catch (error) {
        if (error instanceof ApiError) await refundUnused(ctx, entryId);
        throw error;
      }
      const blobs: Awaited<ReturnType<typeof ctx.blobs.write>>[] = [];
      for (const image of images) blobs.push(await ctx.blobs.write(image.data)); // the files first: a failed write leaves nothing behind
      const input: AiModelInput = {
        fileName: images[0].filename.slice(0, 255), provider: provider.id, pointsEntry: entryId, points: AI_MODEL_POINTS,
        images: images.map((image, i) => ({ name: image.filename.slice(0, 255), hash: blobs[i].hash, size: blobs[i].size })),
      };
      try {
        await ctx.db.transaction().execute(async (trx) => {
          await ctx.jobs.queue.enqueue({ id: entryId, kind: AI_MODEL_KIND, userId: ctx.user.id, input, maxAttempts: ctx.config.jobs.maxAttempts }, trx);
          for (const blob of blobs) await ctx.blobs.record(blob, { userId: ctx.user.id, kind: JOB_INPUT_BLOB_KIND, refId: entryId }, trx);
        });
      } catch (error) {
        // Two calls with one payment at once: the other made the job.
        const made = await ctx.db.selectFrom('jobs').selectAll().where('id', '=', entryId).where('user_id', '=', ctx.user.id).executeTakeFirst();
        if (made) return toJobVo(ctx, made);
        throw error;
      }
      ctx.jobs.nudge();
      return toJobVo(ctx, await ownedJob(ctx, { id: entryId }));
    },
  });
}
