// The fixed rules of the co-editing model (sdk/coedit): what is dropped, kept or redirected, LWW, resends.
import { describe, expect, it } from 'vitest';
import { startDocument } from '../support/coedit-sim.js';
import { CoReplica, CoSequencer, CoTree, resolveCoOp } from '../../sdk/index.js';

// startDocument: scene > g0 (m0a, m0b), g1 (m1a, m1b), g2 (m2a, m2b).
const tree = () => new CoTree(startDocument());
const children = (t: CoTree, id: string) => t.get(id)!.children;

describe('resolveCoOp rules', () => {
  it('drops an edit of a removed node and a move that would make a cycle', () => {
    const t = tree();
    resolveCoOp(t, { op: 'remove', id: 'g0', ids: ['g0', 'm0a', 'm0b'] });
    expect(resolveCoOp(t, { op: 'set', id: 'm0a', key: 'x', value: 1 })).toEqual([]);
    expect(resolveCoOp(t, { op: 'name', id: 'g0', name: 'late' })).toEqual([]);
    expect(resolveCoOp(t, { op: 'move', id: 'g1', parent: 'm1a', index: 0 })).toEqual([]);
    expect(resolveCoOp(t, { op: 'move', id: 'g1', parent: 'g1', index: 0 })).toEqual([]);
    expect(t.get('m1a')!.parent).toBe('g1');
  });

  it('keeps what the remover did not see: a node moved under the removed one moves up to its place', () => {
    const t = tree();
    resolveCoOp(t, { op: 'move', id: 'm1a', parent: 'm0b', index: 0 }); // someone else's move, not seen by the remover
    const patches = resolveCoOp(t, { op: 'remove', id: 'g0', ids: ['g0', 'm0a', 'm0b'] });
    expect(patches.map((p) => p.op)).toEqual(['move', 'remove']);
    expect(children(t, 'scene')).toEqual(['m1a', 'g1', 'g2']);
    expect(t.get('m0b')).toBeUndefined();
    expect(t.get('m1a')!.parent).toBe('scene');
  });

  it('inserts under the root when the parent is gone, and drops an insert of an id that exists', () => {
    const t = tree();
    resolveCoOp(t, { op: 'remove', id: 'g2', ids: ['g2', 'm2a', 'm2b'] });
    resolveCoOp(t, { op: 'insert', nodes: [{ id: 'new', type: 'Mesh', parent: 'g2', name: 'new', props: {}, children: [] }], parent: 'g2', index: 0 });
    expect(t.get('new')!.parent).toBe('scene');
    expect(resolveCoOp(t, { op: 'insert', nodes: [{ id: 'g1', type: 'Mesh', parent: 'scene', name: 'x', props: {}, children: [] }], parent: 'scene', index: 0 })).toEqual([]);
  });

  it('lets the last property write the server orders win, on every replica', () => {
    const server = new CoSequencer(startDocument());
    const a = new CoReplica('a', startDocument(), 0);
    const b = new CoReplica('b', startDocument(), 0);
    a.edit({ op: 'set', id: 'm0a', key: 'x', value: 1 });
    b.edit({ op: 'set', id: 'm0a', key: 'x', value: 2 });
    const entries = [...b.outbox(), ...a.outbox()].map((s, i) => server.submit(i === 0 ? 'b' : 'a', s));
    for (const result of entries) {
      if (result.kind !== 'ordered') throw new Error(result.kind);
      a.receive(result.entry);
      b.receive(result.entry);
    }
    for (const t of [server.tree, a.tree, b.tree]) expect(t.get('m0a')!.props.x).toBe(1);
  });

  it('takes a resent operation once and refuses one out of order', () => {
    const server = new CoSequencer(startDocument());
    const op = { op: 'set' as const, id: 'm0a', key: 'x', value: 5 };
    expect(server.submit('a', { clientOp: 1, base: 0, op }).kind).toBe('ordered');
    expect(server.submit('a', { clientOp: 1, base: 0, op }).kind).toBe('duplicate');
    expect(server.submit('a', { clientOp: 3, base: 1, op }).kind).toBe('refused');
    expect(server.submit('a', { clientOp: 2, base: 9, op }).kind).toBe('refused');
    expect(server.seq).toBe(1);
  });
});
