import { createServiceId } from '../kernel/service-id.js';

/** Features gated by the subscription plan (spec 000 §6). */
export type GatedFeature = 'watermark' | 'customLoadingPage' | 'posterStyle' | 'largeModels' | 'linkVisits' | 'aiPoints' | 'animationKeyframes';

/** Permission checks: manager, allow-list and deny-list modes, and subscription gates. */
export interface PermissionService {
  /** Whether the user may do an action on a resource. */
  can(resource: string, action: string): boolean;
  /** Whether the subscription allows a feature. */
  allows(feature: GatedFeature): boolean;
  /** The translated refusal text for a gated feature. */
  readonly upgradeMessage: string;
  /** Whether the used storage (MB) has reached the subscription's limit (spec 000 §4). */
  readonly storageFull?: boolean;
  /** Check a feature; when refused, show the upgrade message as a warning and return false. */
  gate?(feature: GatedFeature): boolean;
}

/** Service id of the permission service. */
export const PermissionService = createServiceId<PermissionService>('permissions');
