import type { FeatureLock } from '../../sdk/index.js';

/** A small padlock drawn inline (an emoji padlock shows as a missing glyph where no emoji font is installed). */
export function PadlockIcon() {
  return (
    <svg className="kf-padlock" width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
      <path d="M2.5 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <rect x="1" y="5" width="8" height="6.5" rx="1" fill="currentColor" />
    </svg>
  );
}

/** The plan's lock on the dialog's gated settings, shown before they are used: a padlock, the reason and an Upgrade link (as the timeline's). */
export function PlanLock({ lock, id, reason, upgradeLabel }: { readonly lock: FeatureLock; readonly id: string; readonly reason: string; readonly upgradeLabel: string }) {
  return (
    <p className="kf-publish-lock" id={id} role="note" data-testid="publish-plan-lock">
      <PadlockIcon /> {reason}{' '}
      <a href={lock.upgradeUrl} target="_blank" rel="noopener" data-testid="publish-upgrade">{upgradeLabel}</a>
    </p>
  );
}
