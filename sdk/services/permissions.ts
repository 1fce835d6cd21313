import { createServiceId } from '../kernel/service-id.js';
import type { NotificationAction } from './notifications.js';

/** Features gated by the subscription plan (spec 000 §6). */
export type GatedFeature = 'watermark' | 'customLoadingPage' | 'posterStyle' | 'largeModels' | 'linkVisits' | 'aiPoints' | 'animationKeyframes';

/**
 * Address of the subscription and upgrade screen (spec 000 §2 names the screen without a path; the web app serves it
 * as an extension route). The Upgrade link of a locked control leads here.
 */
export const UPGRADE_ROUTE = '/subscription';

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
  /**
   * Why the plan refuses a feature (translated), for the lock a gated control shows before it is used; undefined
   * when the plan allows it. It answers from `allows`, the check the gate itself makes.
   */
  lockReason?(feature: GatedFeature): string | undefined;
  /** Where a lock's Upgrade link leads (UPGRADE_ROUTE unless the host says otherwise). */
  readonly upgradeUrl?: string;
  /**
   * The Upgrade link a plan refusal shown as a notification carries (translated label, the plans screen's route):
   * pass it as `notify`'s action. `gate` adds it itself.
   */
  readonly upgradeAction?: NotificationAction;
}

/** Service id of the permission service. */
export const PermissionService = createServiceId<PermissionService>('permissions');

/** What a gated control shows while the plan refuses its feature: a lock with this reason and an Upgrade link. */
export interface FeatureLock {
  /** Why it is locked (translated). */
  readonly reason: string;
  /** Where the Upgrade link leads. */
  readonly upgradeUrl: string;
}

/**
 * The lock of a gated control, or undefined when the plan allows the feature (or no permission service is bound, as
 * the gate then lets everything through). Asks `allows`, the same check the gate makes, so the two cannot disagree.
 */
export function featureLock(permissions: PermissionService | undefined, feature: GatedFeature): FeatureLock | undefined {
  if (!permissions || permissions.allows(feature)) return undefined;
  return { reason: permissions.lockReason?.(feature) ?? permissions.upgradeMessage, upgradeUrl: permissions.upgradeUrl ?? UPGRADE_ROUTE };
}
