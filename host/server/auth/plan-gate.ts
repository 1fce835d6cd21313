// The server's plan gates (spec 000 §6): every refusal by the plan goes through requirePlan, which asks the one rule
// (`planAllows` in sdk/contract/plan-gates.ts, which the app's permission service asks too) and refuses with the
// spec's 'No permission at the moment, you can upgrade your subscription plan' (403, code 405, `upgrade: true`).
import type { GatedFeature } from '../../../sdk/services/permissions.js';
import { planAllows, type PlanHolder } from '../../../sdk/contract/plan-gates.js';
import { Errors } from '../http/api-error.js';

export { planAllows, type PlanHolder };

/** Refuse unless the holder's plan (or being a manager) opens the feature. */
export function requirePlan(holder: PlanHolder, feature: GatedFeature): void {
  if (!planAllows(holder, feature)) throw Errors.upgrade();
}
