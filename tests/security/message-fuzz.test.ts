// Generated messages, shared-reference graphs among them, sent to the page's checks (issue 25): every check ends, the
// walk reads the clock at most once per 256 of its bounded visits, and nothing throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGINS_PROP, TRANSFORM_DESCRIPTORS } from '../../sdk/index.js';
import { cameraActions } from '../../plugins/logic-blocks-camera/camera-actions.js';
import { allowedOriginsOf } from '../../plugins/logic-runtime/allowed-origins.js';
import { isBoundedJson, MESSAGE_WALK } from '../../plugins/logic-runtime/json-limits.js';
import { checkSandboxMessage, type CheckContext } from '../../plugins/logic-runtime/message-checks.js';
import { decodeFromSandbox } from '../../plugins/logic-runtime/wire.js';

const ctx: CheckContext = {
  nodeType: (id) => (id === 'box' ? 'Mesh' : undefined),
  descriptors: () => TRANSFORM_DESCRIPTORS,
  animation: () => undefined,
  allowedOrigins: () => allowedOriginsOf({ [ALLOWED_ORIGINS_PROP]: 'https://data.example.com' }),
  action: (name) => cameraActions(() => undefined).find((a) => a.id === name),
};

/** A graph of shared references: each level is an array (or object) whose items all point at the level below. */
const sharedGraph = fc.record({
  levels: fc.integer({ min: 1, max: 14 }),
  width: fc.integer({ min: 1, max: 12_000 }),
  asObject: fc.boolean(),
  leaf: fc.jsonValue({ maxDepth: 2 }),
}).map(({ levels, width, asObject, leaf }) => {
  let v: unknown = leaf;
  for (let i = 0; i < levels; i++) {
    const items = new Array<unknown>(width).fill(v);
    v = asObject ? Object.fromEntries(items.map((x, k) => [`k${k}`, x])) : items;
  }
  return v;
});

const value = fc.oneof(fc.jsonValue({ maxDepth: 20 }), sharedGraph, fc.string({ maxLength: 20_000 }), fc.constantFrom(NaN, Infinity, undefined, -0));
const kinds = fc.constantFrom('heartbeat', 'ready', 'failed', 'log', 'set', 'setVisible', 'setColor', 'transform', 'animation', 'jumpToState', 'setProgress', 'action', 'fetchJson', 'bogus');
const message = fc.record({
  kind: kinds,
  nodeId: fc.oneof(fc.constant('box'), fc.string()),
  prop: fc.constantFrom('position', 'rotation', 'color', 'visible'),
  value,
  values: fc.array(value, { maxLength: 3 }),
  level: fc.constantFrom('info', 'warn', 'error', 'x'),
  url: fc.oneof(fc.webUrl(), fc.string()),
  requestId: fc.integer(),
  notify: fc.boolean(),
  busyMs: fc.oneof(fc.nat(2000), fc.double()),
  action: fc.oneof(fc.constantFrom('flyTo', 'setOrbitTarget'), fc.string(), value),
  args: fc.oneof(fc.array(fc.oneof(fc.constant('box'), fc.double(), value), { maxLength: 10 }), value),
}, { requiredKeys: ['kind'] });

describe('the page\'s checks under generated messages', () => {
  it('end on every message, structured or as text, with the walk bounded by its budget', () => {
    fc.assert(fc.property(message, (m) => {
      let reads = 0;
      isBoundedJson(m, MESSAGE_WALK, () => {
        reads++;
        return 0;
      });
      expect(reads).toBeLessThanOrEqual(Math.ceil(MESSAGE_WALK.nodes / 256) + 1);
      const checked = checkSandboxMessage(m, ctx);
      expect(typeof checked.ok).toBe('boolean');
      let text: string | undefined;
      try {
        text = isBoundedJson(m) ? JSON.stringify(m) : undefined; // a graph is never written out unmeasured
      } catch {
        text = undefined;
      }
      const decoded = decodeFromSandbox(text ?? m);
      if (decoded.ok) expect(typeof checkSandboxMessage(decoded.value, ctx).ok).toBe('boolean');
    }), { numRuns: 120 });
  });
});
