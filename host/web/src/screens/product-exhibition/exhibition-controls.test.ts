import { describe, expect, it } from 'vitest';
import type { PropertyDescriptor, SceneNodeData } from '../../../../../sdk/index.js';
import {
  cleanLabel, colorToHex, controlValue, currentValue, exhibitionControls, MAX_CONTROL_LABEL, MAX_EXHIBITION_CONTROLS,
  type ExhibitionControl,
} from './exhibition-controls.js';

const t = (en: string) => ({ en, 'zh-CN': en, 'zh-TW': en });
const MESH: PropertyDescriptor[] = [
  { name: 'visible', type: 'boolean', propertyGroup: 'base', rank: 1, default: true, titles: t('Visible') },
  { name: 'color', type: 'color3', propertyGroup: 'material', rank: 1, titles: t('Colour') },
  { name: 'alpha', type: 'number', propertyGroup: 'material', rank: 2, min: 0, max: 1, titles: t('Opacity') },
  { name: 'mode', type: 'enum', propertyGroup: 'base', rank: 3, enum: [{ value: 1, label: t('One') }, { value: 2, label: t('Two') }], titles: t('Mode') },
  { name: 'material', type: 'material', propertyGroup: 'material', rank: 0, default: '', titles: t('Material') },
  { name: 'asset', type: 'string', propertyGroup: 'data', rank: 1, rw: 'r', titles: t('Asset') },
  { name: 'position', type: 'vector3', propertyGroup: 'base', rank: 1, titles: t('Position') },
] as PropertyDescriptor[];

const node = (id: string, type: string, props: Record<string, unknown> = {}, children: string[] = []): SceneNodeData =>
  ({ id, type, parent: 'scene', name: id, props, children }) as unknown as SceneNodeData;
const NODES: Record<string, SceneNodeData> = {
  box: node('box', 'Mesh', { color: { r: 1, g: 0, b: 0 } }),
  materials: node('materials', 'MaterialLibrary', {}, ['m1', 'm2']),
  m1: { ...node('m1', 'StandardMaterial'), name: 'Red\u202e paint' },
  m2: node('m2', 'StandardMaterial'),
};
const exposed = (id: string, path: string, extra: Record<string, unknown> = {}) => ({ id, name: '', group: '', type: 'x', path, owner: { kind: 'node', id: path.split('.')[0] }, ...extra });
const source = (list: unknown) => ({ exposed: list, get: (id: string) => NODES[id], descriptorsOf: (type: string) => (type === 'Mesh' ? MESH : undefined), pick: (x: { en: string }) => x.en });

describe('exhibitionControls', () => {
  it('chooses a control by the declared property type and names it by the exposed name or the title', () => {
    const controls = exhibitionControls(source([
      exposed('a', 'box.color', { name: 'Body colour', group: 'Look' }), exposed('b', 'box.visible'), exposed('c', 'box.alpha'),
      exposed('d', 'box.mode'), exposed('e', 'box.material'),
    ]));
    expect(controls.map((c) => [c.kind, c.label, c.group])).toEqual([
      ['color', 'Body colour', 'Look'], ['toggle', 'Visible', ''], ['number', 'Opacity', ''], ['select', 'Mode', ''], ['select', 'Material', ''],
    ]);
    expect(controls[4]).toMatchObject({ options: [{ value: 'm1', label: 'Red paint' }, { value: 'm2', label: 'm2' }] });
  });

  it('skips what is not a writable, declared property of a node in the scene, garbage, and repeats', () => {
    const controls = exhibitionControls(source([
      null, 42, 'box.color', { id: 'x' }, exposed('r', 'box.asset'), exposed('v', 'box.position'), exposed('g', 'ghost.visible'),
      exposed('n', 'box.nope'), exposed('p', 'box.__proto__.x'), { ...exposed('k', 'box.visible'), owner: { kind: 'animationGroup', id: 'box' } },
      exposed('w', 'other.visible', { owner: { kind: 'node', id: 'box' } }), exposed('ok', 'box.visible'), exposed('again', 'box.visible'),
    ]));
    expect(controls.map((c) => c.id)).toEqual(['ok']);
    expect(exhibitionControls(source({ length: 3 }))).toEqual([]);
  });

  it('shows at most MAX_EXHIBITION_CONTROLS of a huge section', () => {
    const many = Array.from({ length: 5000 }, (_, i) => exposed(`e${i}`, 'box.visible'));
    expect(exhibitionControls(source(many))).toHaveLength(1);
    // Many nodes each with a visible toggle: capped.
    const nodes: Record<string, SceneNodeData> = {};
    for (let i = 0; i < 100; i++) nodes[`n${i}`] = node(`n${i}`, 'Mesh');
    const big = { ...source(Array.from({ length: 100 }, (_, i) => exposed(`e${i}`, `n${i}.visible`))), get: (id: string) => nodes[id] };
    expect(exhibitionControls(big)).toHaveLength(MAX_EXHIBITION_CONTROLS);
  });
});

describe('labels and values', () => {
  it('cleans labels: control and direction characters out, spaces collapsed, length bounded', () => {
    expect(cleanLabel('  A\u0000b\u202e c\n\nd ')).toBe('Ab c d');
    expect([...cleanLabel('x'.repeat(1000))]).toHaveLength(MAX_CONTROL_LABEL);
    expect(cleanLabel({ toString: () => 'no' })).toBe('');
  });

  it('writes only acceptable values', () => {
    const [color, toggle, alpha, mode] = exhibitionControls(source([exposed('a', 'box.color'), exposed('b', 'box.visible'), exposed('c', 'box.alpha'), exposed('d', 'box.mode')])) as ExhibitionControl[];
    expect(controlValue(color, '#ff8000', undefined)).toEqual({ r: 1, g: 0.502, b: 0 });
    expect(controlValue(color, 'red; x', undefined)).toBeUndefined();
    expect(controlValue(toggle, false, true)).toBe(false);
    expect(controlValue(toggle, 'false', true)).toBeUndefined();
    expect(controlValue(alpha, '7', 0)).toBe(1);
    expect(controlValue(alpha, '-3', 0)).toBe(0);
    expect(controlValue(alpha, 'NaN', 0)).toBeUndefined();
    expect(controlValue(mode, '2', 1)).toBe(2);
    expect(controlValue(mode, '3', 1)).toBeUndefined();
  });

  it('reads stored colours and falls back to the descriptor default', () => {
    expect(colorToHex({ r: 1, g: 0.5, b: 0 })).toBe('#ff8000');
    expect(colorToHex('#ABCDEF80')).toBe('#abcdef');
    expect(colorToHex([0, 0, 2])).toBe('#0000ff');
    expect(colorToHex('javascript:x')).toBe('#cccccc');
    const [toggle] = exhibitionControls(source([exposed('b', 'box.visible')]));
    expect(currentValue(toggle, NODES.box)).toBe(true);
    expect(currentValue(toggle, node('box', 'Mesh', { visible: false }))).toBe(false);
  });
});
