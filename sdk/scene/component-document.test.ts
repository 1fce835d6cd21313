import { describe, expect, it } from 'vitest';
import type { NodeId, NodePlace, SceneNodeData, ScenePatch } from './document.js';
import { componentDocument, componentInsertPatches, readComponent } from './component-document.js';

const node = (id: string, type: string, parent: string | null, children: string[] = [], props: SceneNodeData['props'] = {}): SceneNodeData => ({ id, type, parent, name: id, props, children });

/** A scene with a transform holding a mesh that names one of two materials. */
function scene(): Map<NodeId, SceneNodeData> {
  return new Map([
    node('scene', 'Scene', null, ['pump', 'materials']), node('pump', 'TransformNode', 'scene', ['body']),
    node('body', 'Mesh', 'pump', [], { material: 'steel', subSets: [{ material: 'steel' }] }),
    node('materials', 'MaterialLibrary', 'scene', ['steel', 'paint']), node('steel', 'PBRMaterial', 'materials'), node('paint', 'PBRMaterial', 'materials'),
  ].map((n) => [n.id, n]));
}

describe('component documents', () => {
  it('holds the subtree and only the materials it names, and reads back', () => {
    const nodes = scene();
    const doc = componentDocument((id) => nodes.get(id), 'pump')!;
    expect(Object.keys(doc.nodes).sort()).toEqual(['body', 'materials', 'pump', 'scene', 'steel']);
    const parts = readComponent(doc, 100)!;
    expect(parts.top.map((n) => n.id)).toEqual(['pump', 'body']);
    expect(parts.materials.map((m) => m.map((n) => n.id))).toEqual([['steel']]);
    expect(readComponent(doc, 1)).toBeUndefined();
  });

  it('refuses two trees, cycles and missing nodes', () => {
    const nodes = scene();
    const doc = componentDocument((id) => nodes.get(id), 'pump')!;
    expect(readComponent({ ...doc, nodes: { ...doc.nodes, scene: { ...doc.nodes.scene, children: ['pump', 'body'] } } }, 100)).toBeUndefined();
    expect(readComponent({ ...doc, nodes: { ...doc.nodes, body: { ...doc.nodes.body, children: ['pump'] } } }, 100)).toBeUndefined();
    expect(readComponent({ ...doc, nodes: { ...doc.nodes, body: { ...doc.nodes.body, children: ['ghost'] } } }, 100)).toBeUndefined();
  });

  it('inserts with fresh ids, its meshes naming the new materials in the target library', () => {
    const nodes = scene();
    const parts = readComponent(componentDocument((id) => nodes.get(id), 'pump')!, 100)!;
    let next = 0;
    const target = {
      get: (id: NodeId) => nodes.get(id), root: nodes.get('scene')!, newId: () => `n${++next}`,
      insertPatch: (ns: readonly SceneNodeData[], at: NodePlace): ScenePatch => ({ op: 'insert', nodes: ns, at }),
    };
    const { patches, topId } = componentInsertPatches(target, parts, { parent: 'scene', index: 0 }, 'Materials');
    const inserts = patches.filter((p): p is Extract<ScenePatch, { op: 'insert' }> => p.op === 'insert');
    expect(inserts.map((p) => [p.at.parent, p.nodes.map((n) => n.id)])).toEqual([['materials', ['n3']], ['scene', ['n1', 'n2']]]);
    expect(topId).toBe('n1');
    const body = inserts[1].nodes[1];
    expect(body.props).toEqual({ material: 'n3', subSets: [{ material: 'n3' }] });
    expect(inserts[1].nodes[0].children).toEqual(['n2']);
  });
});
