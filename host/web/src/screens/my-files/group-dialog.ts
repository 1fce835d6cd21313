import type { ResourceGroup } from '../../../../../sdk/contract/resource.js';

/** Which group dialog My files shows, with what it acts on. */
export type GroupDialog = { kind: 'create'; parentId: string | null } | { kind: 'rename'; group: ResourceGroup } | { kind: 'delete'; group: ResourceGroup };

/** Every group of a tree, depth first. */
export function flatten(groups: readonly ResourceGroup[]): ResourceGroup[] {
  return groups.flatMap((g) => [g, ...flatten(g.children)]);
}
