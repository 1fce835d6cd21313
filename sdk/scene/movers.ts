import type { NodeId, SceneNodeData } from './document.js';
import type { JsonValue } from './json.js';

/** Class name of a mover node: a child node that drives one property of its parent (spec 001 §3 Mover). */
export const MOVER_NODE_TYPE = 'Mover';

/** Key of the list of movers a node (or a particle stage) carries in its props. */
export const MOVERS_PROP = 'movers';

/**
 * A mover (spec 001 §3): drives a property (a dotted path, e.g. 'position.y') with a waveform at run time, without
 * writing the document. It lives either in its owner's `movers` prop or as a child node of type MOVER_NODE_TYPE
 * whose props hold these fields.
 */
export interface MoverData {
  /** Id (movers in a list carry one). */
  readonly id?: string;
  /** The driven property, a dotted path on the owner. */
  readonly property: string;
  readonly enable?: boolean;
  readonly pause?: boolean;
  readonly swing?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly base?: number;
  /** Seconds. */
  readonly duration?: number;
  readonly delay?: number;
  readonly offset?: number;
  readonly easing?: string;
}

/** Whether a mover bound to `moverPath` drives the property `property` (the same path, a part of it, or a whole it is part of). */
export function moverPathDrives(moverPath: string, property: string): boolean {
  return moverPath === property || moverPath.startsWith(`${property}.`) || property.startsWith(`${moverPath}.`);
}

function asMover(value: JsonValue | undefined): MoverData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return typeof value.property === 'string' && value.property !== '' ? (value as unknown as MoverData) : undefined;
}

/** Every mover of a node: those in its `movers` prop, then its mover child nodes. */
export function moversOf(nodes: { get(id: NodeId): SceneNodeData | undefined }, nodeId: NodeId): MoverData[] {
  const node = nodes.get(nodeId);
  if (!node) return [];
  const out: MoverData[] = [];
  const list = node.props[MOVERS_PROP];
  if (Array.isArray(list)) for (const item of list) {
    const mover = asMover(item);
    if (mover) out.push(mover);
  }
  for (const childId of node.children) {
    const child = nodes.get(childId);
    if (child?.type !== MOVER_NODE_TYPE) continue;
    const mover = asMover(child.props);
    if (mover) out.push({ ...mover, id: mover.id ?? child.id });
  }
  return out;
}

/**
 * The mover that drives a node's property, if any (spec 001 §4: such a property cannot be added to an animation).
 * A mover counts whether it is enabled or paused: it stays bound to the property.
 */
export function findMover(nodes: { get(id: NodeId): SceneNodeData | undefined }, nodeId: NodeId, property: string): MoverData | undefined {
  return moversOf(nodes, nodeId).find((m) => moverPathDrives(m.property, property));
}
