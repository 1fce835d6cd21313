import type { ContributionPoint, ContributionRegistry, Disposable } from '../../sdk/index.js';
import { toDisposable } from '../../sdk/index.js';

/**
 * Mirror the live list of `point` in `from` into `to`: each contribution made in `from` is also in `to` until it
 * leaves `from` or this is disposed. A child kernel lends its texts (the `Locales` point) to its parent's i18n
 * service this way, since that service reads only its own kernel's registry.
 */
export function forwardContributions<T>(from: ContributionRegistry, to: ContributionRegistry, point: ContributionPoint<T>): Disposable {
  const forwarded = new Map<T, Disposable>();
  const subscription = from.list(point).onDidChange.subscribe((current) => {
    const present = new Set(current);
    for (const [value, registration] of forwarded) {
      if (present.has(value)) continue;
      forwarded.delete(value);
      registration.dispose();
    }
    for (const value of current) if (!forwarded.has(value)) forwarded.set(value, to.contribute(point, value));
  });
  return toDisposable(() => {
    subscription.unsubscribe();
    for (const registration of forwarded.values()) registration.dispose();
    forwarded.clear();
  });
}
