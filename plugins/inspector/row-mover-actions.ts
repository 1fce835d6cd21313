import {
  descriptorDefault, MOVER_NODE_TYPE, MOVERS_PROP, moversOf, NODE_MOVER_LIMIT, patchMover, readMoverList, removePropertyMover, setPropertyMover, valueAtPath,
} from '../../sdk/index.js';
import type { JsonValue, MoverData, MoverPatch, NodeId, PropertyDescriptor, ScenePatch, SceneNodeData } from '../../sdk/index.js';
import type { InspectorServices } from './inspector-services.js';
import type { Notify } from './title-actions.js';

/**
 * The movers of a node the rows show and edit: those in its `movers` prop, then its mover child nodes (a child's mover
 * carries the child's id).
 */
export function nodeMoverList(services: Pick<InspectorServices, 'document'>, nodeId: NodeId | undefined): MoverData[] {
  return nodeId === undefined ? [] : moversOf(services.document, nodeId);
}

/** The mover child node of a node that drives exactly `path`, if it has one. */
function moverChildOn(services: Pick<InspectorServices, 'document'>, node: SceneNodeData, path: string): SceneNodeData | undefined {
  for (const childId of node.children) {
    const child = services.document.get(childId);
    if (child?.type === MOVER_NODE_TYPE && child.props.property === path) return child;
  }
  return undefined;
}

/**
 * The number a value stands at on a node, at a mover path ('position.y', 'geometry.params.width'); its default when
 * unset. `base` is the path of the row's whole value (the descriptor's name for a node row).
 */
function valueNow(props: Readonly<Record<string, JsonValue>>, descriptor: PropertyDescriptor, base: string, path: string): number {
  const value = valueAtPath(props, path) ?? valueAtPath({ value: descriptorDefault(descriptor) ?? null }, `value${path.slice(base.length)}`);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** What a row asks of a node's mover on one path: set (add or change) fields, or remove it. */
export type RowMoverEdit = { readonly set: MoverPatch } | { readonly remove: true };

/**
 * Apply a mover edit to every selected node as one undo step (a `gesture` merges a drag's edits). A mover child node
 * on the path is edited (or removed) in place; else the node's `movers` prop holds it. A refusal on any node changes
 * nothing and is shown with the rule's text. `base` is where the row's value sits (default: the descriptor's name).
 */
export function editRowMover(
  services: Pick<InspectorServices, 'document' | 'undo' | 't'>, nodeIds: readonly NodeId[], descriptor: PropertyDescriptor, path: string,
  edit: RowMoverEdit, notify: Notify, gesture?: string, base: string = descriptor.name,
): boolean {
  const { document, undo, t } = services;
  const patches: ScenePatch[] = [];
  const refuse = (error: string) => {
    notify('warning', t(`inspector.mover.${error}`, { max: NODE_MOVER_LIMIT }));
    return false;
  };
  for (const id of nodeIds) {
    const node = document.get(id);
    if (!node) continue;
    const child = moverChildOn(services, node, path);
    if (child) {
      if ('remove' in edit) {
        patches.push(document.removePatch(child.id));
        continue;
      }
      const result = patchMover([child.props as unknown as MoverData], 0, edit.set);
      if ('error' in result) return refuse(result.error);
      for (const [key, value] of Object.entries(edit.set)) patches.push(document.setPropPatch(child.id, key, value as JsonValue));
      continue;
    }
    const movers = readMoverList(node.props[MOVERS_PROP]);
    let next: MoverData[];
    if ('remove' in edit) next = removePropertyMover(movers, path);
    else {
      const result = setPropertyMover(movers, path, edit.set, () => `mover-${document.newId()}`, valueNow(node.props, descriptor, base, path));
      if ('error' in result) return refuse(result.error);
      next = result.movers;
    }
    patches.push(document.setPropPatch(id, MOVERS_PROP, next.length > 0 ? (next as unknown as JsonValue) : undefined));
  }
  if (patches.length === 0) return false;
  undo.execute(patches, { label: `${MOVERS_PROP}:${path}`, mergeKey: gesture === undefined ? undefined : `inspector:mover:${path}:${gesture}` });
  return true;
}
