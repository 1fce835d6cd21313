import type { ContributionChecks, ContributionResultContext } from './contribution-point.js';

/**
 * The admission of a point whose contributions name themselves: every one has `id`, a non-empty string (the stored
 * name of the thing it makes, e.g. a node's `type` or a particle stage's `kind`). A contribution written for SDK 1.0,
 * which spelled the id `legacy` (`className`, `kind`, `type`, `key`), is taken with `id` copied from there, so plugins
 * built before the spelling was unified keep loading. One without an id is refused as its plugin's fault.
 */
export function admitContentId<T extends { readonly id: string }>(legacy: string): NonNullable<ContributionChecks<T>['admit']> {
  return (value: T, context: ContributionResultContext): T => {
    if (!value || typeof value !== 'object') throw new Error(context.text('core.plugin.contributionNotObject', {}, 'the contribution is not an object'));
    const record = value as unknown as Readonly<Record<string, unknown>>;
    const id = record['id'] ?? record[legacy];
    if (typeof id !== 'string' || id === '') {
      throw new Error(context.text('core.plugin.contributionWithoutId', { legacy }, `the contribution has no id (a non-empty string in "id"; SDK 1.0 plugins may still say "${legacy}")`));
    }
    if (record['id'] === id) return value;
    // A copy keeps the prototype, so a contribution made as a class instance keeps its methods.
    return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value, { id });
  };
}
