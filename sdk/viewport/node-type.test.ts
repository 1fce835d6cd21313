import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { of } from 'rxjs';
import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { SceneNodeData } from '../scene/document.js';
import type { RuntimeContext } from './adapter.js';
import { defineNodeType } from './node-type.js';
import { titles } from './titles.js';

const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'height', type: 'number', propertyGroup: 'base', rank: 1, default: 7, titles: titles('Height', '高度', '高度') },
  { name: 'note', type: 'string', propertyGroup: 'base', rank: 2, titles: titles('Note', '备注', '備註') },
];

function context(): RuntimeContext {
  return {
    scene: new Scene(new NullEngine()), node: () => undefined, objectOf: () => undefined, geometryBuilder: () => undefined,
    loadAsset: () => Promise.reject(new Error('none')), assetUrl: (n) => n, assetRootUrl: () => '', resolveUrl: (r) => r, material: () => undefined, tintedMaterial: () => undefined, onDidChangeMaterial: of(), onDidApply: of(), track: (w) => w, reportError: () => {},
  };
}

const node = (props: SceneNodeData['props']): SceneNodeData => ({ id: 'a', type: 'Pole', parent: null, name: 'a', props, children: [] });

describe('defineNodeType', () => {
  it('gives defaults from the descriptors only, and reads missing or malformed props as the default', () => {
    const pole = defineNodeType({
      id: 'Pole', titles: titles('Pole', '杆', '桿'), descriptors: DESCRIPTORS, readElsewhere: { note: 'the inspector' },
      engine: { create: (n, ctx) => new TransformNode(n.name, ctx.scene), apply: (t, p) => { if (p.changed('height')) t.position.y = p.number('height'); } },
    });
    expect(pole.type.defaults!()).toEqual({ height: 7 });
    expect(pole.type.creatable).toBe(true);
    const ctx = context();
    const object = pole.adapter.create(node({}), ctx);
    expect((object.node as TransformNode).position.y).toBe(7);
    object.update(node({ height: 'tall' }), ['height']);
    expect((object.node as TransformNode).position.y).toBe(7);
    object.update(node({ height: 2 }), ['height']);
    expect((object.node as TransformNode).position.y).toBe(2);
    object.update({ ...node({ height: 2 }), name: 'renamed' }, ['name']);
    expect(object.node!.name).toBe('renamed');
    expect([...pole.readNames]).toEqual(['height']);
    object.dispose();
    expect(ctx.scene.transformNodes.length).toBe(0);
  });

  it('throws when an adapter reads or watches a property its table does not declare', () => {
    const bad = defineNodeType({
      id: 'Pole', titles: titles('Pole', '杆', '桿'), descriptors: DESCRIPTORS,
      engine: { create: (n, ctx) => new TransformNode(n.name, ctx.scene), apply: (t, p) => { t.position.x = p.number('width'); } },
    });
    expect(() => bad.adapter.create(node({}), context())).toThrow(/Pole reads 'width', which its descriptor table does not declare/);
    const watcher = defineNodeType({
      id: 'Pole', titles: titles('Pole', '杆', '桿'), descriptors: DESCRIPTORS,
      engine: { create: (n, ctx) => new TransformNode(n.name, ctx.scene), apply: (_t, p) => { p.changed('depth'); } },
    });
    expect(() => watcher.adapter.create(node({}), context())).toThrow(/watches 'depth'/);
  });

  it('refuses a read-elsewhere name that is not declared, and a spec with neither or both engine forms', () => {
    expect(() => defineNodeType({
      id: 'Pole', titles: titles('Pole', '杆', '桿'), descriptors: DESCRIPTORS, readElsewhere: { colour: 'x' },
      runtime: () => ({ update() {}, dispose() {} }),
    })).toThrow(/'colour' is read elsewhere, but does not declare it/);
    expect(() => defineNodeType({ id: 'Pole', titles: titles('Pole', '杆', '桿'), descriptors: DESCRIPTORS })).toThrow(/exactly one/);
  });
});
