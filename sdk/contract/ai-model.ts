import { z } from 'zod';
import { WireId } from './limits.js';
import { AI_MODEL_PRODUCT_TYPE } from './model-light.js';

// AI model generation (spec 000 §5: at most three images, 20 AI points, the token check before consumption; docs/jobs.md
// "AI model generation"). The browser checks the balance (GET /v1/user-tokens/check), consumes the points
// (POST /v1/user-tokens/consume with featureUuid AI_MODEL_FEATURE) and hands the consume's entry id to generate; the job
// is followed, listed, downloaded and deleted through /repo/kf-model-light with productType 2. A job that fails or is
// cancelled gives its points back.

/** Points one generation costs (spec 000 §9). */
export const AI_MODEL_POINTS = 20;
/** Images one generation takes, at most (spec 000 §5). */
export const AI_MODEL_MAX_IMAGES = 3;
/** Largest image (bytes). */
export const AI_MODEL_MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** The featureUuid of the consume a generation is paid with. */
export const AI_MODEL_FEATURE = 'ai-model-generation';

/** Providers: the offline image-to-relief (not AI) or a generation service over HTTP. */
export const AiModelProviderId = z.enum(['local-relief', 'http']);
export type AiModelProviderId = z.infer<typeof AiModelProviderId>;

/** GET /repo/kf-model-light/ai-provider: what generation runs on this server. */
export const AiModelProviderInfo = z.object({
  provider: AiModelProviderId,
  /** Image file extensions the provider takes. */
  extensions: z.array(z.string()),
  points: z.number().int(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type AiModelProviderInfo = z.infer<typeof AiModelProviderInfo>;

/** Query of generate: the product type (2) and the id of the consume entry that paid for it. */
export const AiModelGenerateQuery = z.object({
  productType: z.coerce.number().int().refine((n) => n === AI_MODEL_PRODUCT_TYPE, 'aiModel.productType'),
  pointsEntry: WireId,
});
