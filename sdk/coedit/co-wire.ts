import type { NodeId, SceneNodeData } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';
import type { CoOp, CoSubmit } from './co-op.js';

/** Limits of one co-editing message from a member (the server refuses anything beyond them, with a reason). */
export const CO_WIRE_LIMITS = {
  /** UTF-8 bytes of one message (checked by the socket before parsing). */
  messageBytes: 4 * 1024 * 1024,
  /** Nodes in one inserted subtree. */
  insertNodes: 10_000,
  /** Ids one remove lists. */
  removeIds: 200_000,
  /** Characters of a node id, a node type or a property key. */
  idChars: 256,
  /** Characters of a name. */
  nameChars: 1_000,
  /** Nesting of a property or section value. */
  jsonDepth: 64,
  /** Children, sibling index, operation number. */
  maxIndex: 1_000_000,
  opNumber: Number.MAX_SAFE_INTEGER,
} as const;

const SECTIONS = new Set(['exposed', 'animations', 'logic', 'externalResources']);
const L = CO_WIRE_LIMITS;

/** A member's message parsed and checked against the limits and shapes, or why it is refused. */
export function parseCoSubmit(value: unknown): { readonly ok: true; readonly submit: CoSubmit } | { readonly ok: false; readonly reason: string } {
  try {
    if (!isObject(value)) fail('A message must be an object');
    const clientOp = count(value.clientOp, 'clientOp', 1, L.opNumber);
    const base = count(value.base, 'base', 0, L.opNumber);
    return { ok: true, submit: { clientOp, base, op: parseOp(value.op) } };
  } catch (error) {
    if (error instanceof WireError) return { ok: false, reason: error.message };
    throw error;
  }
}

class WireError extends Error {}

function fail(reason: string): never {
  throw new WireError(reason);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) fail(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}

function text(value: unknown, field: string, min: number, max: number): string {
  if (typeof value !== 'string' || value.length < min || value.length > max) fail(`${field} must be text of ${min} to ${max} characters`);
  return value;
}

function id(value: unknown, field = 'id'): NodeId {
  return text(value, field, 1, L.idChars);
}

/** A property key: an id that cannot reach an object's prototype when assigned. */
function key(value: unknown): string {
  const k = text(value, 'key', 1, L.idChars);
  if (k === '__proto__') fail('key may not be __proto__');
  return k;
}

/** A JSON value nested at most jsonDepth deep (walked without recursion), with no __proto__ key. */
function json(value: unknown, field: string): unknown {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) fail(`${field} must be JSON`);
      continue;
    }
    if (typeof current !== 'object') fail(`${field} must be JSON`);
    if (depth >= L.jsonDepth) fail(`${field} is nested deeper than ${L.jsonDepth}`);
    if (Array.isArray(current)) for (const item of current) stack.push([item, depth + 1]);
    else {
      for (const [k, item] of Object.entries(current)) {
        if (k === '__proto__') fail(`${field} may not hold a __proto__ key`);
        stack.push([item, depth + 1]);
      }
    }
  }
  return value;
}

function node(value: unknown): SceneNodeData {
  if (!isObject(value)) fail('an inserted node must be an object');
  if (!isObject(value.props)) fail('an inserted node needs props');
  const props = json(value.props, 'props') as SceneNodeData['props'];
  for (const k of Object.keys(props)) key(k);
  if (!Array.isArray(value.children) || value.children.length > L.maxIndex) fail('an inserted node needs a list of children');
  return {
    id: id(value.id),
    type: text(value.type, 'type', 1, L.idChars),
    parent: value.parent === null ? null : id(value.parent, 'parent'),
    name: text(value.name, 'name', 0, L.nameChars),
    props,
    children: value.children.map((child) => id(child, 'child')),
  };
}

/** nodes[0] is the top; every other node is listed once, as a child of a node before it whose id is its parent. */
function subtree(value: unknown): SceneNodeData[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > L.insertNodes) fail(`an insert needs 1 to ${L.insertNodes} nodes`);
  const nodes = value.map(node);
  const byId = new Map<NodeId, SceneNodeData>();
  for (const n of nodes) {
    if (byId.has(n.id)) fail(`node ${n.id} is listed twice`);
    byId.set(n.id, n);
  }
  const placed = new Set<NodeId>([nodes[0].id]);
  for (const n of nodes) {
    if (!placed.has(n.id)) fail(`node ${n.id} is not under the inserted top`);
    for (const child of n.children) {
      const c = byId.get(child);
      if (!c || c.parent !== n.id || placed.has(child)) fail(`child ${child} of ${n.id} is not listed once with that parent`);
      placed.add(child);
    }
  }
  return nodes;
}

function parseOp(value: unknown): CoOp {
  if (!isObject(value)) fail('op must be an object');
  switch (value.op) {
    case 'set':
      return { op: 'set', id: id(value.id), key: key(value.key), value: value.value === undefined ? undefined : (json(value.value, 'value') as JsonValue) };
    case 'name':
      return { op: 'name', id: id(value.id), name: text(value.name, 'name', 0, L.nameChars) };
    case 'insert':
      return { op: 'insert', nodes: subtree(value.nodes), parent: id(value.parent, 'parent'), index: count(value.index, 'index', 0, L.maxIndex) };
    case 'remove': {
      if (!Array.isArray(value.ids) || value.ids.length > L.removeIds) fail(`a remove lists at most ${L.removeIds} ids`);
      return { op: 'remove', id: id(value.id), ids: value.ids.map((item) => id(item, 'ids')) };
    }
    case 'move':
      return { op: 'move', id: id(value.id), parent: id(value.parent, 'parent'), index: count(value.index, 'index', 0, L.maxIndex) };
    case 'section': {
      if (typeof value.section !== 'string' || !SECTIONS.has(value.section)) fail('section must be exposed, animations, logic or externalResources');
      return { op: 'section', section: value.section as Extract<CoOp, { op: 'section' }>['section'], value: json(value.value, 'value') as JsonValue };
    }
    default:
      return fail('op must be set, name, insert, remove, move or section');
  }
}
