// A member's co-editing message as the server will read it off the socket (sdk/coedit/co-wire.ts): hostile input is
// refused with a reason and never throws; what is accepted is a well-formed operation the model can apply.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoSequencer, parseCoSubmit } from '../../sdk/index.js';
import { startDocument } from '../support/coedit-sim.js';

const node = (id: string, parent: string | null, children: string[] = []) => ({ id, type: 'Mesh', parent, name: id, props: { x: 1 }, children });

describe('co-editing wire', () => {
  it('accepts each operation well formed', () => {
    const ops = [
      { op: 'set', id: 'm0a', key: 'x', value: { a: [1, 2] } },
      { op: 'set', id: 'm0a', key: 'x' },
      { op: 'name', id: 'm0a', name: 'Pump' },
      { op: 'insert', nodes: [node('t', 'g0', ['k']), node('k', 't')], parent: 'g0', index: 0 },
      { op: 'remove', id: 'g0', ids: ['g0', 'm0a', 'm0b'] },
      { op: 'move', id: 'm0a', parent: 'g1', index: 1 },
      { op: 'section', section: 'logic', value: { code: '', xml: '', codeBackup: '', xmlBackup: '' } },
    ];
    for (const op of ops) expect(parseCoSubmit({ clientOp: 1, base: 0, op })).toMatchObject({ ok: true, submit: { op } });
  });

  it('refuses bad shapes with a reason', () => {
    const refused = (message: unknown) => {
      const result = parseCoSubmit(message);
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.reason;
    };
    expect(refused(null)).toMatch(/object/);
    expect(refused({ clientOp: 0, base: 0, op: { op: 'name', id: 'a', name: '' } })).toMatch(/clientOp/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'set', id: 'a', key: '__proto__', value: 1 } })).toMatch(/__proto__/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'set', id: 'a', key: 'k', value: JSON.parse('{"__proto__": {"polluted": 1}}') } })).toMatch(/__proto__/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'set', id: 'a', key: 'k', value: JSON.parse('['.repeat(100) + ']'.repeat(100)) } })).toMatch(/deeper/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'set', id: 'x'.repeat(300), key: 'k', value: 1 } })).toMatch(/id/);
    // A subtree whose children are not listed, or listed with another parent, or twice.
    expect(refused({ clientOp: 1, base: 0, op: { op: 'insert', nodes: [node('t', 'g0', ['k'])], parent: 'g0', index: 0 } })).toMatch(/child k/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'insert', nodes: [node('t', 'g0', ['k']), node('k', 'zz')], parent: 'g0', index: 0 } })).toMatch(/child k/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'insert', nodes: [node('t', 'g0', ['t'])], parent: 'g0', index: 0 } })).toMatch(/child t/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'insert', nodes: [node('t', 'g0'), node('loose', 'g0')], parent: 'g0', index: 0 } })).toMatch(/not under/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'section', section: 'nodes', value: {} } })).toMatch(/section/);
    expect(refused({ clientOp: 1, base: 0, op: { op: 'drop' } })).toMatch(/op must be/);
  });

  it('never throws on random input, and what it accepts the sequencer applies without breaking the tree', () => {
    const server = new CoSequencer(startDocument());
    let clientOp = 0;
    const accepted = new Set<string>();
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ clientOp: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 9 }) }, fc.anything()), base: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, fc.anything()), op: fc.oneof(fc.anything(), { weight: 4, arbitrary: fc.record({ op: fc.constantFrom('set', 'name', 'insert', 'remove', 'move', 'section'), id: fc.constantFrom('m0a', 'g0', 'scene', 'zz'), key: fc.string(), value: fc.jsonValue(), name: fc.oneof(fc.string(), fc.anything()), nodes: fc.oneof(fc.anything(), { weight: 3, arbitrary: fc.uuid().map((u) => [node(u, 'g0', [`${u}k`]), node(`${u}k`, u)]) }), parent: fc.constantFrom('g1', 'scene', 'm0a'), index: fc.oneof({ weight: 4, arbitrary: fc.nat() }, fc.anything()), ids: fc.array(fc.string()), section: fc.constantFrom('logic', 'exposed', 'nodes') }) }) })), (message) => {
        const result = parseCoSubmit(message);
        if (!result.ok) {
          expect(typeof result.reason).toBe('string');
          return;
        }
        clientOp++;
        accepted.add(result.submit.op.op);
        server.submit('fuzz', { ...result.submit, clientOp, base: server.seq });
        const reached = server.tree.subtree('scene').length;
        expect(reached).toBe(server.tree.size);
      }),
      // Seeded: whether a random run of 500 happens to be accepted as every kind of operation is chance (an unseeded
      // clean-clone run once had no insert among them), and the kinds check below should not depend on it.
      { numRuns: 500, seed: 34 },
    );
    expect([...accepted].sort()).toEqual(['insert', 'move', 'name', 'remove', 'section', 'set']);
  });
});
