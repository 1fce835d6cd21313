// The command line's fast node check (host/cli/src/validate/scene-checks.ts) never accepts a node the scene
// document schema refuses: it only spares valid nodes Zod's parse.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SceneNodeSchema } from '../../sdk/contract/scene-document.js';
import { plainlyValidNode } from '../../host/cli/src/validate/scene-checks.js';

const text = (max: number) => fc.oneof(fc.string({ maxLength: max + 2 }), fc.constant(''), fc.string({ minLength: max - 1, maxLength: max + 1 }));
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()), fc.dictionary(fc.string(), fc.integer()));
const node = fc.record({
  id: fc.oneof(text(128), anyValue), type: fc.oneof(text(128), anyValue), parent: fc.oneof(fc.constant(null), text(128), anyValue),
  name: fc.oneof(text(1024), anyValue), props: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), anyValue), children: fc.oneof(fc.array(text(128), { maxLength: 5 }), anyValue),
}, { requiredKeys: [] });

describe('the fast node check of validate', () => {
  it('accepts only nodes the schema accepts', () => {
    fc.assert(fc.property(node, (n) => !plainlyValidNode(n) || SceneNodeSchema.safeParse(n).success), { numRuns: 2000 });
  });

  it('accepts an ordinary node', () => {
    expect(plainlyValidNode({ id: 'a', type: 'Mesh', parent: 'scene', name: 'A', props: { position: { x: 1, y: 2, z: 3 } }, children: ['b'] })).toBe(true);
    expect(plainlyValidNode({ id: 'scene', type: 'Scene', parent: null, name: '', props: {}, children: [] })).toBe(true);
  });
});
