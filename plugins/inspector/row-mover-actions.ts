import { descriptorDefault, MOVERS_PROP, NODE_MOVER_LIMIT, readMoverList, removePropertyMover, setPropertyMover, valueAtPath } from '../../sdk/index.js';
import type { JsonValue, MoverData, MoverPatch, NodeId, PropertyDescriptor, ScenePatch } from '../../sdk/index.js';
import type { InspectorServices } from './inspector-services.js';
import type { Notify } from './title-actions.js';

/** The movers a node keeps in its `movers` prop (the list the row edits; mover child nodes are edited as nodes). */
export function nodeMoverList(services: Pick<InspectorServices, 'document'>, nodeId: NodeId | undefined): MoverData[] {
  return nodeId === undefined ? [] : readMoverList(services.document.get(nodeId)?.props[MOVERS_PROP]);
}

/** The number a row's property stands at on a node, at a mover path ('position.y'), its default when unset. */
function valueNow(props: Readonly<Record<string, JsonValue>>, descriptor: PropertyDescriptor, path: string): number {
  const value = valueAtPath(props, path) ?? valueAtPath({ [descriptor.name]: descriptorDefault(descriptor) ?? null }, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** What a row asks of a node's mover on one path: set (add or change) fields, or remove it. */
export type RowMoverEdit = { readonly set: MoverPatch } | { readonly remove: true };

/**
 * Apply a mover edit to every selected node as one undo step (a `gesture` merges a drag's edits). A refusal on any
 * node changes nothing and is shown with the rule's text.
 */
export function editRowMover(
  services: Pick<InspectorServices, 'document' | 'undo' | 't'>, nodeIds: readonly NodeId[], descriptor: PropertyDescriptor, path: string,
  edit: RowMoverEdit, notify: Notify, gesture?: string,
): boolean {
  const { document, undo, t } = services;
  const patches: ScenePatch[] = [];
  for (const id of nodeIds) {
    const node = document.get(id);
    if (!node) continue;
    const movers = readMoverList(node.props[MOVERS_PROP]);
    let next: MoverData[];
    if ('remove' in edit) next = removePropertyMover(movers, path);
    else {
      const result = setPropertyMover(movers, path, edit.set, () => `mover-${document.newId()}`, valueNow(node.props, descriptor, path));
      if ('error' in result) {
        notify('warning', t(`inspector.mover.${result.error}`, { max: NODE_MOVER_LIMIT }));
        return false;
      }
      next = result.movers;
    }
    patches.push(document.setPropPatch(id, MOVERS_PROP, next.length > 0 ? (next as unknown as JsonValue) : undefined));
  }
  if (patches.length === 0) return false;
  undo.execute(patches, { label: `${MOVERS_PROP}:${path}`, mergeKey: gesture === undefined ? undefined : `inspector:mover:${path}:${gesture}` });
  return true;
}
