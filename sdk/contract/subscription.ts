import { z } from 'zod';

/** GET /v1/subscriptions/current: plan, limits and use. */
export const CurrentSubscription = z.object({
  uuid: z.string(),
  planName: z.string(),
  type: z.string(),
  /** MB. */
  storageLimit: z.number(),
  /** MB. */
  usedStorage: z.number(),
  overLimit: z.boolean(),
});
