import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { NodeAdapters, NodePropsReader, SCENE_ROOT_ID, TRANSFORM_DESCRIPTORS, applyTransformProps } from '../../sdk/index.js';
import type { NodeAdapter, SceneNodeData } from '../../sdk/index.js';
import { ContributionRegistryImpl } from '../kernel/contribution-registry.js';
import { SceneDocumentServiceImpl } from '../services/scene/scene-document-service.js';
import { SceneRuntime } from './scene-runtime.js';

function setup() {
  const engine = new NullEngine();
  const scene = new Scene(engine);
  const registry = new ContributionRegistryImpl();
  const document = new SceneDocumentServiceImpl();
  const reader = new NodePropsReader('TransformNode', TRANSFORM_DESCRIPTORS);
  const calls = { create: 0, update: [] as string[][], dispose: 0 };
  const adapter: NodeAdapter = {
    id: 'TransformNode',
    create(node, ctx) {
      calls.create++;
      const target = new TransformNode(node.name, ctx.scene);
      applyTransformProps(target, reader.read(node, Object.keys(node.props)));
      return {
        node: target,
        update(next, keys) {
          calls.update.push([...keys]);
          applyTransformProps(target, reader.read(next, keys));
        },
        dispose() {
          calls.dispose++;
          target.dispose(true);
        },
      };
    },
  };
  registry.contribute(NodeAdapters, adapter);
  const runtime = new SceneRuntime(scene, { document, registry, loadAsset: () => Promise.reject(new Error('none')), assetUrl: (n) => n, assetRootUrl: () => '', reportError: (e) => { throw e; } });
  const node = (id: string, parent = SCENE_ROOT_ID, props = {}): SceneNodeData => ({ id, type: 'TransformNode', parent, name: id, props, children: [] });
  return { engine, scene, document, runtime, calls, node };
}

describe('SceneRuntime', () => {
  it('builds inserted nodes and parents them like the document', () => {
    const { document, runtime, scene, node } = setup();
    document.apply([document.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 })], 'edit');
    document.apply([document.insertPatch([node('b', 'a', { position: { x: 1, y: 2, z: 3 } })], { parent: 'a', index: 0 })], 'edit');
    const b = runtime.objectOf('b')!.node as TransformNode;
    expect(b.parent).toBe(runtime.objectOf('a')!.node);
    expect(b.position.asArray()).toEqual([1, 2, 3]);
    expect(b.metadata.nodeId).toBe('b');
    expect(scene.transformNodes.length).toBe(2);
  });

  it('a setProp updates one engine object and creates none', () => {
    const { document, runtime, scene, calls, node } = setup();
    document.apply([document.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 }), document.insertPatch([node('b')], { parent: SCENE_ROOT_ID, index: 1 })], 'edit');
    const created = runtime.createdCount;
    const engineObjects = scene.transformNodes.length;
    const before = runtime.objectOf('a')!.node;
    document.apply([document.setPropPatch('a', 'position', { x: 5, y: 0, z: 0 })], 'edit');
    expect(runtime.createdCount).toBe(created);
    expect(calls.create).toBe(2);
    expect(scene.transformNodes.length).toBe(engineObjects);
    expect(calls.update).toEqual([['position']]);
    expect(runtime.objectOf('a')!.node).toBe(before);
    expect((before as TransformNode).position.x).toBe(5);
    expect((runtime.objectOf('b')!.node as TransformNode).position.x).toBe(0);
  });

  it('moves reparent without recreating; a remove disposes the whole subtree', () => {
    const { document, runtime, scene, calls, node } = setup();
    document.apply([document.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 }), document.insertPatch([node('b')], { parent: SCENE_ROOT_ID, index: 1 })], 'edit');
    document.apply([document.movePatch('b', { parent: 'a', index: 0 })], 'edit');
    expect(runtime.objectOf('b')!.node!.parent).toBe(runtime.objectOf('a')!.node);
    expect(calls.create).toBe(2);
    const removal = document.removePatch('a');
    document.apply([removal], 'edit');
    expect(calls.dispose).toBe(2);
    expect(scene.transformNodes.length).toBe(0);
    expect(runtime.objectOf('b')).toBeUndefined();
  });

  it('rebuilds everything on load and releases everything on dispose', () => {
    const { document, runtime, scene, node } = setup();
    document.apply([document.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 })], 'edit');
    const snapshot = document.snapshot();
    document.replace(snapshot);
    expect(scene.transformNodes.length).toBe(1);
    runtime.dispose();
    expect(scene.transformNodes.length).toBe(0);
  });
});
