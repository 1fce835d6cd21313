// Generated messages, shared-reference graphs among them, sent to the page's checks (issue 25): every check ends, the
// walk reads the clock at most once per 256 of its bounded visits, and nothing throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGINS_PROP, TRANSFORM_DESCRIPTORS } from '../../sdk/index.js';
import type { AnimationEntity, PropertyDescriptor } from '../../sdk/index.js';
import { animationActions } from '../../plugins/logic-blocks-animation/animation-actions.js';
import { cameraActions } from '../../plugins/logic-blocks-camera/camera-actions.js';
import { nodeActions } from '../../plugins/logic-blocks-nodes/node-actions.js';
import { allowedOriginsOf } from '../../plugins/logic-runtime/allowed-origins.js';
import { isBoundedJson, MESSAGE_WALK } from '../../plugins/logic-runtime/json-limits.js';
import { checkSandboxMessage, type CheckContext } from '../../plugins/logic-runtime/message-checks.js';
import { decodeFromSandbox } from '../../plugins/logic-runtime/wire.js';

const descriptors: PropertyDescriptor[] = [...TRANSFORM_DESCRIPTORS, { name: 'color', type: 'color3', propertyGroup: 'material', rank: 1, titles: { en: 'Colour', 'zh-CN': '颜色', 'zh-TW': '顏色' } }];
const doors: AnimationEntity = { kind: 'state', id: 'doors', name: 'Doors', mode: 'states', states: [{ stateId: 'open', name: 'Open' }], currState: 'open', defaultState: 'open', progress: 0, duration: 1, targets: [] };
/** The built-in blocks' actions (camera, nodes, animation), as the player has them. */
const actions = [...cameraActions(() => undefined), ...nodeActions({ get: () => undefined }), ...animationActions(() => undefined)];
const ctx: CheckContext = {
  nodeType: (id) => (id === 'box' ? 'Mesh' : undefined),
  descriptors: () => descriptors,
  animation: (id) => (id === 'doors' ? doors : undefined),
  allowedOrigins: () => allowedOriginsOf({ [ALLOWED_ORIGINS_PROP]: 'https://data.example.com' }),
  action: (name) => actions.find((a) => a.id === name),
};
const ACTION_NAMES = ['flyTo', 'setOrbitTarget', 'setVisible', 'setColor', 'transformTo', 'transformBy', 'playAnimation', 'pauseAnimation', 'stopAnimation', 'jumpToState', 'setProgress'];

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
  action: fc.oneof(fc.constantFrom(...ACTION_NAMES), fc.string(), value),
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

/** Arguments near what the built-in actions take: per position, their ids and names, bounds and just past them. */
const coordinate = fc.oneof(fc.double(), fc.constantFrom(0, 1e9, -1e9, 1e9 + 1, -1e9 - 1));
const vector = fc.oneof(
  fc.record({ x: coordinate, y: coordinate, z: coordinate }),
  fc.record({ x: coordinate, y: coordinate, z: coordinate, w: coordinate }, { requiredKeys: ['x', 'y', 'z'] }),
  fc.record({ x: coordinate, y: coordinate }), fc.constant([0, 0, 0]),
);
const seconds = fc.oneof(fc.double(), fc.constantFrom(0, 1, 3600, 3600.001, -0.001));
const node = fc.constantFrom('box', 'ghost', '', 7);
const animation = fc.constantFrom('doors', 'lift', 7);
const colour = fc.oneof(fc.constantFrom('#ff0000', '#F0a', '#ff00', '#ff00000', 'red', '#gg0000', 0xff0000), fc.string({ maxLength: 8 }));
const ARGS: Record<string, fc.Arbitrary<unknown>[]> = {
  setVisible: [node, fc.oneof(fc.boolean(), fc.constantFrom(0, 'true', null))],
  setColor: [node, colour],
  transformTo: [node, fc.constantFrom('position', 'rotation', 'scaling', 'color', 'innerHTML'), vector, seconds],
  playAnimation: [animation], pauseAnimation: [animation], stopAnimation: [animation],
  jumpToState: [animation, fc.constantFrom('open', 'closed', 3)],
  setProgress: [animation, fc.oneof(fc.double(), fc.constantFrom('0.5', null))],
  flyTo: [node, seconds], setOrbitTarget: [node],
};
ARGS.transformBy = ARGS.transformTo;
const anyArg = fc.oneof(...Object.values(ARGS).flat());
/** A call of a built-in action: its own arity mostly, another one sometimes. */
const builtinCall = fc.constantFrom(...ACTION_NAMES).chain((action) => fc.tuple(
  fc.constant(action),
  fc.oneof({ weight: 9, arbitrary: fc.tuple(...ARGS[action]) as fc.Arbitrary<unknown[]> }, { weight: 1, arbitrary: fc.array(anyArg, { maxLength: 5 }) }),
));
const finiteWithin = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

describe('the built-in node and animation actions under generated calls', () => {
  it('let a call through only with arguments within the bounds the runtime\'s message checks enforced', () => {
    let passed = 0;
    fc.assert(fc.property(builtinCall, ([action, args]) => {
      const checked = checkSandboxMessage({ kind: 'action', action, args }, ctx);
      if (!checked.ok) return;
      passed++;
      switch (action) {
        case 'setVisible': expect(args).toEqual(['box', expect.any(Boolean)]); break;
        case 'setColor': expect(args[0]).toBe('box'); expect(String(args[1])).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i); break;
        case 'transformTo': case 'transformBy': {
          expect(args[0]).toBe('box');
          expect(['position', 'rotation', 'scaling']).toContain(args[1]);
          const v = args[2] as Record<string, unknown>;
          expect(Object.keys(v).sort()).toEqual(['x', 'y', 'z']);
          for (const k of ['x', 'y', 'z']) expect(finiteWithin(v[k], -1e9, 1e9), k).toBe(true);
          expect(finiteWithin(args[3], 0, 3600)).toBe(true);
          break;
        }
        case 'playAnimation': case 'pauseAnimation': case 'stopAnimation': expect(args).toEqual(['doors']); break;
        case 'jumpToState': expect(args).toEqual(['doors', 'open']); break;
        case 'setProgress': expect(args[0]).toBe('doors'); expect(Number.isFinite(args[1])).toBe(true); break;
        case 'flyTo': expect(args[0]).toBe('box'); expect(finiteWithin(args[1], 0, 3600)).toBe(true); break;
        default: expect(args).toEqual(['box']);
      }
    }), { numRuns: 3000 });
    expect(passed).toBeGreaterThan(100); // the generator reaches the handlers, not only the refusals
  });
});
