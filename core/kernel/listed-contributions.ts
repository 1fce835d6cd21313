import type { Contribution, ContributionBundle, PluginContext, PluginDefinition } from '../../sdk/index.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isContribution(entry: unknown): entry is Contribution {
  return isObject(entry) && isObject(entry.point) && typeof entry.point.id === 'string' && 'value' in entry;
}

function isBundle(entry: unknown): entry is ContributionBundle {
  return isObject(entry) && Array.isArray(entry.contributions) && entry.contributions.every(isContribution);
}

/**
 * Contribute a definition's `contributes` list through its context, in order (bundles in their own order). An entry
 * that is neither a contribution nor a bundle fails the activation with a message naming its place in the list.
 */
export function contributeListed(list: PluginDefinition['contributes'], ctx: PluginContext): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) throw new Error('"contributes" is not a list');
  list.forEach((entry: unknown, index) => {
    if (isContribution(entry)) ctx.contribute(entry.point, entry.value);
    else if (isBundle(entry)) for (const item of entry.contributions) ctx.contribute(item.point, item.value);
    else throw new Error(`contributes[${index}] is neither contribution(point, value) nor a bundle of contributions`);
  });
}
