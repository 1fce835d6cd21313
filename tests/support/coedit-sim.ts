// A simulated live session for the co-editing model (sdk/coedit): a server sequencer and N members exchanging messages
// through queues that a test drives step by step: edits, deliveries, disconnections (what is in flight is lost) and
// reconnections (catch up from the log, resend what is pending). Used by the unit convergence test and the bench.
import fc from 'fast-check';
import { CoReplica, CoSequencer, SCENE_ROOT_ID, createEmptySceneDocument } from '../../sdk/index.js';
import type { CoEntry, CoOp, CoSubmit, CoTree, NodeId, SceneDocumentData, SceneNodeData } from '../../sdk/index.js';

/** One step of a simulation; numbers pick members, nodes and values (taken modulo what exists). */
export type SimAction =
  | { readonly kind: 'edit'; readonly member: number; readonly edit: number; readonly a: number; readonly b: number; readonly c: number }
  | { readonly kind: 'toServer' | 'toClient'; readonly member: number; readonly count: number }
  | { readonly kind: 'disconnect' | 'reconnect'; readonly member: number };

const n = fc.nat({ max: 1_000 });
export const simAction: fc.Arbitrary<SimAction> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('edit' as const), member: n, edit: fc.nat({ max: 9 }), a: n, b: n, c: n }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('toServer' as const, 'toClient' as const), member: n, count: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('disconnect' as const, 'reconnect' as const), member: n }) },
);

interface Member {
  readonly replica: CoReplica;
  online: boolean;
  toServer: CoSubmit[];
  toClient: CoEntry[];
  ids: number;
}

/** What a run found; `problems` is empty when every rule held. */
export interface SimReport {
  readonly problems: string[];
  readonly entries: number;
  readonly applied: number;
  readonly nodes: number;
}

/** A root with three groups of two meshes. */
export function startDocument(): SceneDocumentData {
  const doc = createEmptySceneDocument();
  const nodes: Record<NodeId, SceneNodeData> = {};
  const groups: NodeId[] = [];
  for (let g = 0; g < 3; g++) {
    const children = [`m${g}a`, `m${g}b`];
    for (const id of children) nodes[id] = { id, type: 'Mesh', parent: `g${g}`, name: id, props: { x: 0 }, children: [] };
    nodes[`g${g}`] = { id: `g${g}`, type: 'TransformNode', parent: SCENE_ROOT_ID, name: `g${g}`, props: {}, children };
    groups.push(`g${g}`);
  }
  nodes[SCENE_ROOT_ID] = { ...doc.nodes[SCENE_ROOT_ID], children: groups };
  return { ...doc, nodes };
}

/** Run `actions` with `count` members, then reconnect everyone and deliver everything; check the rules throughout. */
export function simulate(count: number, actions: readonly SimAction[]): SimReport {
  const start = startDocument();
  const server = new CoSequencer(start);
  const members: Member[] = Array.from({ length: count }, (_, i) => ({ replica: new CoReplica(`c${i}`, start, 0), online: true, toServer: [], toClient: [], ids: 0 }));
  const problems: string[] = [];
  let applied = 0;

  const deliverToServer = (member: Member, max: number) => {
    for (let k = 0; k < max && member.toServer.length; k++) {
      const submit = member.toServer.shift()!;
      const before = ids(server.tree);
      const result = server.submit(member.replica.client, submit);
      if (result.kind === 'refused') problems.push(`refused: ${result.reason}`);
      if (result.kind !== 'ordered') continue;
      if (result.entry.applied) applied++;
      const after = ids(server.tree);
      const seen = submit.op.op === 'remove' ? new Set(submit.op.ids) : new Set<NodeId>();
      for (const id of before) if (!after.has(id) && !seen.has(id)) problems.push(`entry ${result.entry.seq} (${submit.op.op}) lost node ${id}`);
      const shape = treeProblem(server.tree);
      if (shape) problems.push(`after entry ${result.entry.seq}: ${shape}`);
      for (const other of members) if (other.online) other.toClient.push(result.entry);
    }
  };
  const deliverToClient = (member: Member, max: number) => {
    for (let k = 0; k < max && member.toClient.length; k++) member.replica.receive(member.toClient.shift()!);
  };
  const reconnect = (member: Member) => {
    if (member.online) return;
    member.online = true;
    member.toClient.push(...(server.since(member.replica.seq) ?? []));
    member.replica.resendAll();
    member.toServer.push(...member.replica.outbox());
  };

  for (const action of actions) {
    const member = members[action.member % count];
    switch (action.kind) {
      case 'edit': {
        const op = makeOp(member, action);
        if (!op) break;
        member.replica.edit(op);
        if (member.online) member.toServer.push(...member.replica.outbox());
        break;
      }
      case 'toServer':
        if (member.online) deliverToServer(member, action.count);
        break;
      case 'toClient':
        if (member.online) deliverToClient(member, action.count);
        break;
      case 'disconnect':
        member.online = false;
        member.toServer = [];
        member.toClient = [];
        break;
      case 'reconnect':
        reconnect(member);
        break;
    }
  }
  // Quiescence: everyone back, every queue emptied.
  members.forEach(reconnect);
  for (let busy = true; busy; ) {
    busy = false;
    for (const member of members) {
      if (member.toServer.length || member.toClient.length) busy = true;
      deliverToServer(member, Infinity);
      deliverToClient(member, Infinity);
    }
  }
  const expected = canonical(server.tree.snapshot());
  for (const member of members) {
    if (member.replica.pendingCount) problems.push(`${member.replica.client} still has ${member.replica.pendingCount} pending`);
    if (member.replica.seq !== server.seq) problems.push(`${member.replica.client} is at ${member.replica.seq}, the server at ${server.seq}`);
    if (canonical(member.replica.tree.snapshot()) !== expected) problems.push(`${member.replica.client} differs from the server`);
  }
  return { problems, entries: server.seq, applied, nodes: server.tree.size };
}

/** The operation an edit action makes on the member's own copy (undefined when it has nothing to act on). */
function makeOp(member: Member, action: Extract<SimAction, { kind: 'edit' }>): CoOp | undefined {
  const tree = member.replica.tree;
  const all = [...ids(tree)];
  const pick = (k: number) => all[k % all.length];
  const pickNonRoot = (k: number) => (all.length > 1 ? all.filter((id) => id !== SCENE_ROOT_ID)[k % (all.length - 1)] : undefined);
  switch (action.edit) {
    case 0:
    case 1:
      return { op: 'set', id: pick(action.a), key: ['x', 'y', 'color'][action.b % 3], value: action.c % 7 === 0 ? undefined : action.c };
    case 2:
      return { op: 'name', id: pick(action.a), name: `name ${action.c}` };
    case 3:
    case 4: {
      const top = `${member.replica.client}-${++member.ids}`;
      const parent = pick(action.a);
      const nodes: SceneNodeData[] = [{ id: top, type: 'TransformNode', parent, name: top, props: { x: action.c }, children: action.c % 2 ? [`${top}-k`] : [] }];
      if (action.c % 2) nodes.push({ id: `${top}-k`, type: 'Mesh', parent: top, name: `${top}-k`, props: {}, children: [] });
      return { op: 'insert', nodes, parent, index: action.b % 4 };
    }
    case 5: {
      const id = pickNonRoot(action.a);
      return id ? { op: 'remove', id, ids: tree.subtree(id).map((node) => node.id) } : undefined;
    }
    case 6:
    case 7:
    case 8: {
      const id = pickNonRoot(action.a);
      return id ? { op: 'move', id, parent: pick(action.b), index: action.c % 4 } : undefined;
    }
    default:
      return { op: 'section', section: 'logic', value: { code: `c${action.c}`, xml: '', codeBackup: '', xmlBackup: '' } };
  }
}

/** Ids of the nodes reachable from the root. */
function ids(tree: CoTree): Set<NodeId> {
  return new Set(tree.subtree(SCENE_ROOT_ID).map((node) => node.id));
}

/** Why the tree is not a tree (a node not reached from the root, a parent link that disagrees, a repeat), or ''. */
function treeProblem(tree: CoTree): string {
  const reached = tree.subtree(SCENE_ROOT_ID);
  if (new Set(reached.map((node) => node.id)).size !== reached.length) return 'a node reached twice (a cycle or a repeat)';
  if (reached.length !== tree.size) return `${tree.size - reached.length} nodes not under the root (lost in a cycle)`;
  for (const node of reached) for (const child of node.children) if (tree.get(child)?.parent !== node.id) return `${child}'s parent is not ${node.id}`;
  return '';
}

/** JSON with object keys sorted, so equal documents give equal strings. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}
