// The one rule of the plan gates (spec 000 §6), read by the server's refusals and the client's permission service.
import type { GatedFeature } from '../services/permissions.js';

/** The professional plan's name (spec 000 §3: the only plan named). */
export const PROFESSIONAL_PLAN = 'PROFESSIONAL';

/**
 * The plans that open each gated feature. Spec 000 §6: capability follows the plan, a free regular plan against
 * PROFESSIONAL; every gated feature is the professional plan's.
 */
export const FEATURE_PLANS: Readonly<Record<GatedFeature, readonly string[]>> = Object.freeze({
  watermark: [PROFESSIONAL_PLAN],
  customLoadingPage: [PROFESSIONAL_PLAN],
  posterStyle: [PROFESSIONAL_PLAN],
  largeModels: [PROFESSIONAL_PLAN],
  linkVisits: [PROFESSIONAL_PLAN],
  aiPoints: [PROFESSIONAL_PLAN],
  animationKeyframes: [PROFESSIONAL_PLAN],
});

/** Who is asking: the plan's name and whether a manager (managers pass every gate). */
export interface PlanHolder {
  readonly plan: string | null | undefined;
  readonly manager?: boolean | number | null;
}

/** Whether a plan (or a manager) has a gated feature: the check every plan gate makes, on the server and in the app. */
export function planAllows(holder: PlanHolder, feature: GatedFeature): boolean {
  if (holder.manager) return true;
  return typeof holder.plan === 'string' && FEATURE_PLANS[feature].includes(holder.plan);
}
