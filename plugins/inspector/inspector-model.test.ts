import { describe, expect, it } from 'vitest';
import { MIXED } from '../../sdk/index.js';
import type { NodeTypeContribution, PropertyDescriptor, PropertyEditorContribution, PropertyType, SceneNodeData } from '../../sdk/index.js';
import { commonGroups, pickEditor, sharedValue } from './inspector-model.js';

const d = (name: string, over: Partial<PropertyDescriptor> = {}): PropertyDescriptor => ({
  name, type: 'number', rank: 0, propertyGroup: 'base', titles: { en: name, 'zh-CN': name, 'zh-TW': name }, ...over,
}) as PropertyDescriptor;
const type = (className: string, descriptors: PropertyDescriptor[]): NodeTypeContribution => ({ id: className, titles: { en: className, 'zh-CN': className, 'zh-TW': className }, descriptors });
const node = (id: string, props: SceneNodeData['props']): SceneNodeData => ({ id, type: 'T', parent: 'scene', name: id, props, children: [] });

describe('inspector model: multi-selection rule', () => {
  const light = type('Light', [
    d('intensity', { rank: 2 }), d('name', { type: 'string', rank: 1 }), d('angle', { mode: 'radian', propertyGroup: 'style' }),
    d('fog', { propertyGroup: 'fog' }), d('secret', { hide: true }), d('onlyLight'),
  ]);
  const mesh = type('Mesh', [
    d('intensity', { rank: 2 }), d('name', { type: 'string', rank: 1 }), d('angle', { mode: 'percent', propertyGroup: 'style' }),
    d('fog', { propertyGroup: 'style' }), d('secret', { hide: true }),
  ]);

  it('shows every visible property of one type, grouped in PROPERTY_GROUPS order and sorted by rank', () => {
    const groups = commonGroups([light]);
    expect(groups.map((g) => g.group)).toEqual(['base', 'style', 'fog']);
    expect(groups[0].descriptors.map((x) => x.name)).toEqual(['onlyLight', 'name', 'intensity']);
  });

  it('keeps only properties with identical type, mode and group on every selected type', () => {
    const groups = commonGroups([light, mesh, light]);
    expect(groups.flatMap((g) => g.descriptors.map((x) => x.name))).toEqual(['name', 'intensity']);
  });

  it('drops a property whose type differs', () => {
    const other = type('Other', [d('intensity', { type: 'int' }), d('name', { type: 'string' })]);
    expect(commonGroups([light, other]).flatMap((g) => g.descriptors.map((x) => x.name))).toEqual(['name']);
  });

  it('shows nothing for an unknown type', () => {
    expect(commonGroups([light, undefined])).toEqual([]);
    expect(commonGroups([])).toEqual([]);
  });
});

describe('inspector model: shared values', () => {
  const num = d('v', { default: 5 });
  it('gives the common value, MIXED when values differ, the default when missing', () => {
    expect(sharedValue([node('a', { v: 1 }), node('b', { v: 1 })], num)).toBe(1);
    expect(sharedValue([node('a', { v: 1 }), node('b', { v: 2 })], num)).toBe(MIXED);
    expect(sharedValue([node('a', {}), node('b', { v: 5 })], num)).toBe(5);
    expect(sharedValue([node('a', { v: { x: 1 } }), node('b', { v: { x: 1 } })], num)).toEqual({ x: 1 });
    expect(sharedValue([node('a', { v: [1, 2] }), node('b', { v: [1, 3] })], num)).toBe(MIXED);
    expect(sharedValue([node('a', { v: null }), node('b', { v: 0 })], d('v'))).toBe(MIXED);
  });
});

describe('inspector model: editor choice', () => {
  // editors of any type: the test checks the choice by `types`, not the props
  const editor = (types: PropertyType[], priority?: number, canHandle?: (x: PropertyDescriptor) => boolean) => ({ types, priority, canHandle, component: () => null }) as PropertyEditorContribution;
  it('picks by type, highest priority, honouring canHandle; a later equal priority wins', () => {
    const a = editor(['number']);
    const b = editor(['number'], 5, (x) => x.mode !== 'radian');
    const c = editor(['number']);
    expect(pickEditor([a, b, c], d('x'))).toBe(b);
    expect(pickEditor([a, b, c], d('x', { mode: 'radian' }))).toBe(c);
    expect(pickEditor([a, b], d('x', { type: 'string' }))).toBeUndefined();
  });
});
