// The co-editing model (sdk/coedit) under random sessions: 5 to 20 members editing (properties, names, inserts,
// removes, moves and reparents, sections), disconnecting (what was in flight is lost, they keep editing) and
// reconnecting. After quiescence every replica equals the server's document; no server step lost a node that its
// remove did not name, and the graph stayed a tree. 1,000 runs in `npm run bench coedit`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simAction, simulate } from '../support/coedit-sim.js';

describe('co-editing convergence', () => {
  it('every replica equals the server after quiescence, no node lost, no cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 20 }), fc.array(simAction, { minLength: 20, maxLength: 150 }), (members, actions) => {
        const report = simulate(members, actions);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('a busy session orders and applies most edits (the model is not trivially empty)', () => {
    const report = fc.sample(fc.array(simAction, { minLength: 150, maxLength: 150 }), { numRuns: 1, seed: 34 })[0];
    const result = simulate(8, report);
    expect(result.problems).toEqual([]);
    expect(result.entries).toBeGreaterThan(30);
    expect(result.applied).toBeGreaterThan(15);
  });
});
