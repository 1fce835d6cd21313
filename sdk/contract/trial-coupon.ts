import { z } from 'zod';
import { WireId, wireString } from './limits.js';

// Wire contract of trial coupons (/v1/trial-coupons/*): a code giving days of a plan, usable once per user.

/** A coupon key on the wire. */
export const CouponKeyText = wireString(64).trim().min(1);

/** A trial coupon. */
export const TrialCouponVo = z.object({
  couponKey: z.string(),
  issuer: z.string(),
  planUuid: z.string(),
  days: z.number().int(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  expiresAt: z.number().nullable(),
  createdAt: z.number(),
});

/** An issuer in the path. */
export const CouponIssuerParams = z.object({ issuer: wireString(128).min(1) });

/** GET check and POST use (couponKey, userUuid). */
export const CouponUseInput = z.object({ couponKey: CouponKeyText, userUuid: WireId });

/** Whether a coupon can be used by that user, and why not. */
export const CouponCheck = z.object({ valid: z.boolean(), reason: z.string().nullable(), days: z.number().int(), planUuid: z.string().nullable() });

/** POST /v1/trial-coupons (managers). */
export const CreateTrialCouponsBody = z.object({
  issuer: wireString(128).min(1).optional(),
  planUuid: WireId,
  days: z.number().int().min(1).max(366),
  maxUses: z.number().int().min(1).max(100_000).default(1),
  expiresAt: z.number().int().min(0).nullable().default(null),
  count: z.number().int().min(1).max(100).default(1),
});
