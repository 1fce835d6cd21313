import type { FeatureLock } from '../../sdk/index.js';
import { PadlockIcon } from './padlock-icon.js';

/** The plan's lock on the keyframe controls, shown before they are used: a padlock, the reason and an Upgrade link. */
export function PlanLock({ lock, id, upgradeLabel }: { readonly lock: FeatureLock; readonly id: string; readonly upgradeLabel: string }) {
  return (
    <span className="kf-timeline-lock" id={id} role="note" data-testid="timeline-plan-lock">
      <PadlockIcon /> {lock.reason}{' '}
      <a href={lock.upgradeUrl} target="_blank" rel="noopener" data-testid="timeline-upgrade">{upgradeLabel}</a>
    </span>
  );
}
