import type { ContributionCheckContext, ContributionChecks, ContributionRegistry, ContributionPoint } from '../../sdk/index.js';
import { resultContext } from './contribution-guard.js';
import type { PluginFaultsImpl } from './plugin-faults.js';

/**
 * What a plugin may contribute to a point, as the point's own `checks.admit` decides (the kernel knows no point by
 * id). Returns the value to contribute, or undefined if refused; an admission that throws refuses the value and is
 * reported as the contributing plugin's fault.
 */
export function admitContribution<T>(point: ContributionPoint<T>, checks: ContributionChecks<T> | undefined, value: T, pluginId: string, registry: ContributionRegistry, faults: PluginFaultsImpl): T | undefined {
  if (!checks?.admit) return value;
  const site = checks.faultSite ?? 'contribution';
  let others: readonly T[] | undefined;
  const context: ContributionCheckContext<T> = {
    ...resultContext(pluginId, site, faults),
    get others() {
      others ??= registry.list(point).current.filter((c) => faults.ownerOf(c) !== pluginId);
      return others;
    },
    ownerName: (other) => faults.nameOf(faults.ownerOf(other)),
  };
  try {
    return checks.admit(value, context);
  } catch (error) {
    faults.report(pluginId, 'contribution', error);
    return undefined;
  }
}
