import { describe, expect, it } from 'vitest';
import { ALLOWED_ORIGINS_PROP, defineLogicAction, TRANSFORM_DESCRIPTORS } from '../../sdk/index.js';
import type { AnimationEntity, PropertyDescriptor } from '../../sdk/index.js';
import { allowedOriginsOf } from './allowed-origins.js';
import { checkSandboxMessage, fitsDescriptor, type CheckContext } from './message-checks.js';

const meshDescriptors: PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'color', type: 'color3', propertyGroup: 'material', rank: 1, titles: { en: 'Colour', 'zh-CN': '颜色', 'zh-TW': '顏色' } },
  { name: 'alpha', type: 'number', min: 0, max: 1, propertyGroup: 'material', rank: 2, titles: { en: 'Opacity', 'zh-CN': '不透明度', 'zh-TW': '不透明度' } },
  { name: 'asset', type: 'string', rw: 'r', isConst: true, propertyGroup: 'data', rank: 1, titles: { en: 'Asset', 'zh-CN': '资源', 'zh-TW': '資源' } },
];
const nodes: Record<string, string> = { box: 'Mesh', sphere: 'Mesh' };
const animations: AnimationEntity[] = [
  { kind: 'keyframe', id: 'lift', name: 'Lift', duration: 2, speed: 1, loop: false, swing: false, tracks: [] },
  { kind: 'state', id: 'doors', name: 'Doors', mode: 'states', states: [{ stateId: 'open', name: 'Open' }], currState: 'open', defaultState: 'open', progress: 0, duration: 1, targets: [] },
];
const actions = [
  defineLogicAction({
    id: 'acmeBlink',
    args: [{ type: 'node' }, { type: 'number', min: 1, max: 20, integer: true }, { type: 'enum', values: ['fast', 'slow'] }, { type: 'animation' }, { type: 'string', maxLength: 5 }, { type: 'boolean' }],
    run: () => undefined,
  }),
  defineLogicAction({
    id: 'acmePaint',
    args: [
      { type: 'node', declares: 'color', declaredTypes: ['color3'] }, { type: 'property', of: 0, values: ['position', 'rotation', 'alpha', 'innerHTML'] },
      { type: 'vector', min: -10, max: 10 }, { type: 'color' }, { type: 'animation', kind: 'state' }, { type: 'animationState', of: 4 },
    ],
    run: () => undefined,
  }),
];
const ctx: CheckContext = {
  nodeType: (id) => nodes[id],
  descriptors: (type) => (type === 'Mesh' ? meshDescriptors : undefined),
  animation: (id) => animations.find((a) => a.id === id),
  allowedOrigins: () => allowedOriginsOf({ [ALLOWED_ORIGINS_PROP]: 'http://127.0.0.1:4567, https://data.example.com/path\nnot a url' }),
  action: (name) => actions.find((a) => a.id === name),
};
const refusal = (message: unknown) => {
  const checked = checkSandboxMessage(message, ctx);
  return checked.ok ? undefined : checked.refusal.key;
};

describe('checkSandboxMessage', () => {
  it('lets a declared property of a known node through with a value of its type', () => {
    expect(checkSandboxMessage({ kind: 'set', nodeId: 'sphere', prop: 'color', value: { r: 1, g: 0, b: 0 } }, ctx).ok).toBe(true);
  });

  it('refuses an unknown node', () => {
    expect(refusal({ kind: 'set', nodeId: 'ghost', prop: 'color', value: { r: 1, g: 0, b: 0 } })).toBe('logicRuntime.refused.unknownNode');
  });

  it('refuses a property the node type does not declare, and a read-only one', () => {
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'innerHTML', value: 'x' })).toBe('logicRuntime.refused.unknownProp');
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'asset', value: 'other.glb' })).toBe('logicRuntime.refused.readOnly');
  });

  it('refuses a value of the wrong type or out of range', () => {
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'color', value: 'red' })).toBe('logicRuntime.refused.wrongType');
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'color', value: { r: 2, g: 0, b: 0 } })).toBe('logicRuntime.refused.wrongType');
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'alpha', value: 5 })).toBe('logicRuntime.refused.wrongType');
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'position', value: { x: 1, y: 'up', z: 0 } })).toBe('logicRuntime.refused.wrongType');
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'visible', value: 1 })).toBe('logicRuntime.refused.wrongType');
  });

  it('refuses fetchJson to an origin that is not on the scene\'s allow list', () => {
    expect(checkSandboxMessage({ kind: 'fetchJson', requestId: 1, url: 'http://127.0.0.1:4567/data.json', notify: true }, ctx).ok).toBe(true);
    expect(checkSandboxMessage({ kind: 'fetchJson', requestId: 1, url: 'https://data.example.com/other', notify: false }, ctx).ok).toBe(true);
    expect(refusal({ kind: 'fetchJson', requestId: 2, url: 'https://evil.example.net/steal', notify: false })).toBe('logicRuntime.refused.origin');
    expect(refusal({ kind: 'fetchJson', requestId: 3, url: 'http://127.0.0.1:4568/data.json', notify: false })).toBe('logicRuntime.refused.origin');
    expect(refusal({ kind: 'fetchJson', requestId: 4, url: '/cloud/api/repo/kf-scene/loadScene/x', notify: false })).toBe('logicRuntime.refused.origin');
    expect(refusal({ kind: 'fetchJson', requestId: 5, url: 'http://user:pw@127.0.0.1:4567/', notify: false })).toBe('logicRuntime.refused.origin');
  });

  it('refuses unknown kinds, non-data values and unknown animations or states', () => {
    expect(refusal({ kind: 'eval', code: 'document.cookie' })).toBe('logicRuntime.refused.shape');
    expect(refusal('set box color')).toBe('logicRuntime.refused.shape');
    expect(refusal({ kind: 'log', level: 'info', values: ['x'.repeat(20_000)] })).toBe('logicRuntime.refused.tooLarge');
    expect(refusal({ kind: 'set', nodeId: 'box', prop: 'color', value: new Date() })).toBe('logicRuntime.refused.tooLarge');
  });

  it('knows no kinds of the calls that became contributed actions (node writes, animation calls, camera moves)', () => {
    for (const m of [
      { kind: 'setVisible', nodeId: 'box', visible: false },
      { kind: 'setColor', nodeId: 'sphere', color: '#ff0000' },
      { kind: 'transform', nodeId: 'box', prop: 'rotation', value: { x: 0, y: 10, z: 0 }, seconds: 0, relative: true },
      { kind: 'animation', action: 'play', animationId: 'doors' },
      { kind: 'jumpToState', animationId: 'doors', stateId: 'open' },
      { kind: 'setProgress', animationId: 'doors', progress: 0.5 },
      { kind: 'flyTo', nodeId: 'box', seconds: 1 },
    ]) expect(refusal(m), m.kind).toBe('logicRuntime.refused.shape');
  });
});

describe('allowedOriginsOf', () => {
  it('keeps http(s) origins only, without paths, and at most 32', () => {
    expect(allowedOriginsOf({ [ALLOWED_ORIGINS_PROP]: 'https://a.example/x, ftp://b.example\njavascript:alert(1) http://c.example:81' })).toEqual(['https://a.example', 'http://c.example:81']);
    const many = Array.from({ length: 40 }, (_, i) => `https://h${i}.example`).join(',');
    expect(allowedOriginsOf({ [ALLOWED_ORIGINS_PROP]: many })).toHaveLength(32);
  });
});

describe('texture values from logic', () => {
  const texture: PropertyDescriptor = { name: 'albedoTexture', type: 'texture', propertyGroup: 'texture', rank: 1, titles: { en: 'Map', 'zh-CN': '贴图', 'zh-TW': '貼圖' } };
  it('takes a url string, an empty one, an image, a gradient or a procedural preset; refuses other shapes', () => {
    expect(fitsDescriptor(texture, '/a.png')).toBe(true);
    expect(fitsDescriptor(texture, '')).toBe(true);
    expect(fitsDescriptor(texture, { url: '/a.png', wrapU: 0 })).toBe(true);
    expect(fitsDescriptor(texture, { procedural: 'noise-1' })).toBe(true);
    expect(fitsDescriptor(texture, { type: 'linear', deg: 0, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 1, green: 1, blue: 1, alpha: 1, pct: 100 }] })).toBe(true);
    expect(fitsDescriptor(texture, { nothing: true })).toBe(false);
    expect(fitsDescriptor(texture, 12)).toBe(false);
  });
});

describe('checkSandboxMessage: a contributed action', () => {
  const call = (args: unknown, action: unknown = 'acmeBlink') => refusal({ kind: 'action', action, args });
  const good = ['box', 3, 'fast', 'doors', 'hi', true];

  it('lets a call through whose arguments fit the declaration', () => {
    expect(call(good)).toBeUndefined();
  });

  it('refuses an action nobody contributed, and a name that is no string', () => {
    expect(call(good, 'acmeMissing')).toBe('logicRuntime.refused.unknownAction');
    expect(call(good, { toString: 1 })).toBe('logicRuntime.refused.unknownAction');
  });

  it('refuses too few or too many arguments, or arguments that are no list', () => {
    expect(call(good.slice(0, 5))).toBe('logicRuntime.refused.actionArgs');
    expect(call([...good, 1])).toBe('logicRuntime.refused.actionArgs');
    expect(call({ 0: 'box' })).toBe('logicRuntime.refused.actionArgs');
  });

  it('refuses each argument that does not fit its type or range', () => {
    const bad: unknown[][] = [
      ['nobody', 3, 'fast', 'doors', 'hi', true], // unknown node
      ['box', 0, 'fast', 'doors', 'hi', true], // under min
      ['box', 2.5, 'fast', 'doors', 'hi', true], // not an integer
      ['box', '3', 'fast', 'doors', 'hi', true], // not a number
      ['box', 3, 'medium', 'doors', 'hi', true], // not in the enum
      ['box', 3, 'fast', 'windows', 'hi', true], // unknown animation
      ['box', 3, 'fast', 'doors', 'hello!', true], // too long
      ['box', 3, 'fast', 'doors', 'hi', 'yes'], // not a boolean
    ];
    for (const args of bad) expect(call(args), JSON.stringify(args)).toBe('logicRuntime.refused.actionArg');
  });
});

describe('checkSandboxMessage: the argument kinds of node writes and animation calls', () => {
  const call = (args: unknown) => refusal({ kind: 'action', action: 'acmePaint', args });
  const good = ['box', 'rotation', { x: 1, y: -2.5, z: 10 }, '#ff8000', 'doors', 'open'];
  const with_ = (index: number, value: unknown) => good.map((v, i) => (i === index ? value : v));

  it('lets a call through whose node declares the property, with a bounded vector, a hex colour and a state of the animation', () => {
    expect(call(good)).toBeUndefined();
    expect(call(with_(3, '#FA0'))).toBeUndefined();
    expect(call(with_(1, 'alpha'))).toBeUndefined();
  });

  it('refuses a node whose type lacks the property, or has it of another type, as an unknown property', () => {
    const noColour = { ...ctx, descriptors: (type: string) => (type === 'Mesh' ? meshDescriptors.filter((d) => d.name !== 'color') : undefined) };
    const checked = checkSandboxMessage({ kind: 'action', action: 'acmePaint', args: good }, noColour);
    expect(checked.ok ? undefined : checked.refusal).toEqual({ key: 'logicRuntime.refused.unknownProp', values: { node: 'box', prop: 'color' } });
    const color4: CheckContext = { ...ctx, descriptors: () => meshDescriptors.map((d) => (d.name === 'color' ? { ...d, type: 'color4' } as PropertyDescriptor : d)) };
    expect(checkSandboxMessage({ kind: 'action', action: 'acmePaint', args: good }, color4).ok).toBe(false); // declared types: color3 only
    expect(call(with_(0, 'ghost'))).toBe('logicRuntime.refused.actionArg');
  });

  it('refuses a property outside the list, or one the node does not declare', () => {
    expect(call(with_(1, 'scaling'))).toBe('logicRuntime.refused.actionArg'); // declared, but not in the list
    expect(call(with_(1, 'innerHTML'))).toBe('logicRuntime.refused.unknownProp'); // in the list, not declared
    expect(call(with_(1, 5))).toBe('logicRuntime.refused.actionArg');
  });

  it('refuses a vector out of bounds, not finite, with a missing or an extra key, or no object', () => {
    for (const v of [{ x: 11, y: 0, z: 0 }, { x: 0, y: -10.5, z: 0 }, { x: 0, y: 0 }, { x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: '1', z: 0 }, { x: null, y: 0, z: 0 }, [0, 0, 0], 'x', null]) {
      expect(call(with_(2, v)), JSON.stringify(v)).toBe('logicRuntime.refused.actionArg');
    }
  });

  it('refuses a colour that is no #rgb or #rrggbb', () => {
    for (const c of ['red', '#ff00', '#ff00000', 'javascript:alert(1)', '#gg0000', 0xff0000]) expect(call(with_(3, c)), String(c)).toBe('logicRuntime.refused.actionArg');
  });

  it('refuses an animation of another kind, and a state the animation does not have', () => {
    expect(call(with_(4, 'lift'))).toBe('logicRuntime.refused.actionArg'); // a keyframe animation where a state animation is declared
    expect(call(with_(4, 'nope'))).toBe('logicRuntime.refused.actionArg');
    const closed = checkSandboxMessage({ kind: 'action', action: 'acmePaint', args: with_(5, 'closed') }, ctx);
    expect(closed.ok ? undefined : closed.refusal).toEqual({ key: 'logicRuntime.refused.unknownState', values: { animation: 'Doors', state: 'closed' } });
    expect(call(with_(5, 7))).toBe('logicRuntime.refused.unknownState');
  });
});
