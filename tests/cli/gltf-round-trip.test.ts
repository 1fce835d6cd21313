// glTF round trip (issue 35, docs/interop.md) of every server template and the demo scene through the product's own
// import: each scene is exported (host/node/export-gltf.ts), the GLB imported as the command line's `import` does it
// (the builtin.model-import plugin in a headless kernel, host/cli/src/import/import-model.ts), and the imported
// document built by the designer's runtime on Babylon's NullEngine, whose glTF loader makes the model's nodes. The
// loaded nodes, the document materials the import made and its animation groups are compared with the scene.
import { afterEach, describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Node as BabylonNode } from '@babylonjs/core/node.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import { exportSceneToGltf } from '../../host/node/export-gltf.js';
import { enginePlugins } from '../../host/node/engine-plugins.js';
import { importModel } from '../../host/cli/src/import/import-model.js';
import { demoSceneDocument, SCENE_TEMPLATES } from '../../host/server/modules/scenes/templates.js';
import { createEmptySceneDocument } from '../../sdk/scene/empty-document.js';
import { MATERIAL_CONTAINER_ID, SCENE_ROOT_ID, SceneAssetsService, SceneRuntimeService } from '../../sdk/index.js';
import type { AnimationGroupData, JsonValue, KeyframeAnimation, SceneDocumentData, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { SceneDocumentWriter } from '../../core/services/scene/scene-document-writer.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';

type Xyz = { x: number; y: number; z: number };
const vec = (value: JsonValue | undefined, fallback: Xyz): Xyz => (value && typeof value === 'object' && !Array.isArray(value) ? value as Xyz : fallback);

/** The scene with a keyframe animation on its first mesh (position eased, rotation stepped), so every scene round-trips one. */
function withAnimation(document: SceneDocumentData): { document: SceneDocumentData; animation?: KeyframeAnimation } {
  const mesh = Object.values(document.nodes).find((n) => n.type === 'Mesh');
  if (!mesh) return { document };
  const p = vec(mesh.props.position, { x: 0, y: 0, z: 0 });
  const animation: KeyframeAnimation = {
    kind: 'keyframe', id: 'lift', name: 'Lift', duration: 2, speed: 1, loop: true, swing: false,
    tracks: [
      { nodeId: mesh.id, property: 'position', keys: [
        { id: 'a', time: 0, value: p }, { id: 'b', time: 1, value: { x: p.x + 1, y: p.y + 2, z: p.z + 3 }, interpolation: 'ease', easing: 'easeInOutQuad' }, { id: 'c', time: 2, value: p },
      ] },
    ],
  };
  return { document: { ...document, animations: [animation as unknown as JsonValue] }, animation };
}

/** A node's world matrix in the scene (Babylon's space), composed from the document's transform props. */
function documentWorld(node: SceneNodeData, document: SceneDocumentData): Matrix {
  let world = Matrix.Identity();
  for (let at: SceneNodeData | undefined = node; at && at.id !== SCENE_ROOT_ID; at = at.parent ? document.nodes[at.parent] : undefined) {
    const p = vec(at.props.position, { x: 0, y: 0, z: 0 });
    const r = vec(at.props.rotation, { x: 0, y: 0, z: 0 });
    const s = vec(at.props.scaling, { x: 1, y: 1, z: 1 });
    world = world.multiply(Matrix.Compose(new Vector3(s.x, s.y, s.z), Quaternion.RotationYawPitchRoll(r.y, r.x, r.z), new Vector3(p.x, p.y, p.z)));
  }
  return world;
}

/** The runtime's Babylon objects of a document, built on the NullEngine with the designer's engine plugins. */
async function buildScene(document: SceneDocumentData, assets: ReadonlyMap<string, Uint8Array>) {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [...enginePlugins]);
  const engine = new NullEngine();
  const scene = new Scene(engine);
  const stored = kernel.services.get(SceneAssetsService);
  for (const [name, bytes] of assets) stored.put(name, bytes);
  kernel.services.get(SceneDocumentWriter).load(JSON.stringify(document));
  const runtime: SceneRuntimeHandle = kernel.services.get(SceneRuntimeService).start(scene);
  await runtime.whenIdle();
  return { runtime, dispose: () => { runtime.dispose(); scene.dispose(); engine.dispose(); kernel.dispose(); } };
}

const sceneNodeIdOf = (node: BabylonNode): string | undefined =>
  (node.metadata as { gltf?: { extras?: { sceneNodeId?: string } } } | null)?.gltf?.extras?.sceneNodeId;

const scenes: [string, () => SceneDocumentData][] = [
  ['the demo scene', demoSceneDocument],
  ...SCENE_TEMPLATES.map((t): [string, () => SceneDocumentData] => [`the '${t.name}' template`, t.build]),
];

let disposeScene: (() => void) | undefined;
afterEach(() => {
  disposeScene?.();
  disposeScene = undefined;
});

describe.each(scenes)('glTF round trip of %s through the product\'s model import', (_, build) => {
  it('gives back the hierarchy, transforms, materials\' base values and animation', async () => {
    const { document, animation } = withAnimation(build());
    const { glb } = await exportSceneToGltf({ document }, { format: 'glb' });
    const imported = await importModel(createEmptySceneDocument(), new Map(), { main: { name: 'round-trip.glb', bytes: glb! }, companions: [] });
    const modelNode = Object.values(imported.document.nodes).find((n) => n.type === 'Mesh' && n.name === 'round-trip')!;
    expect(modelNode.parent).toBe(SCENE_ROOT_ID);
    const { runtime, dispose } = await buildScene(imported.document, imported.assets);
    disposeScene = dispose;
    const model = runtime.objectOf(modelNode.id)!.node!;
    model.computeWorldMatrix(true);

    // Hierarchy: every spatial node of the scene is a loaded node whose nearest scene ancestor is its parent.
    const loaded = new Map<string, BabylonNode>();
    for (const n of model.getDescendants(false)) {
      const id = sceneNodeIdOf(n);
      if (id && !loaded.has(id)) loaded.set(id, n);
    }
    const spatial = Object.values(document.nodes).filter((n) => n.id !== SCENE_ROOT_ID && n.id !== MATERIAL_CONTAINER_ID && n.parent !== MATERIAL_CONTAINER_ID);
    expect([...loaded.keys()].sort()).toEqual(spatial.map((n) => n.id).sort());
    for (const node of spatial) {
      const out = loaded.get(node.id)!;
      expect(out.name).toBe(node.name);
      let parent = out.parent;
      while (parent && parent !== model && !sceneNodeIdOf(parent)) parent = parent.parent;
      expect(parent && parent !== model ? sceneNodeIdOf(parent) : SCENE_ROOT_ID).toBe(node.parent);
    }

    // Transforms: the loaded nodes stand where the scene's do (the imported model at the origin). A node's space in the
    // file is the scene's mirrored in x, which the loader's root mirrors back: a point of the node's own space goes
    // through both and lands where the document puts it.
    const mirror = Matrix.Scaling(-1, 1, 1);
    for (const node of spatial.filter((n) => n.type === 'Mesh' || n.type === 'TransformNode')) {
      const world = mirror.multiply((loaded.get(node.id) as AbstractMesh).computeWorldMatrix(true));
      const expected = documentWorld(node, document);
      expect(Array.from(world.m), node.name).toEqual(Array.from(expected.m).map((v) => expect.closeTo(v, 4)));
    }

    // Materials: each mesh's colour and opacity came back as the document material the import made for its glTF material.
    const byName = imported.document.nodes[modelNode.id].props.modelMaterials as Record<string, string>;
    const coloured = spatial.filter((n) => n.type === 'Mesh' && !n.props.material);
    expect(coloured.length > 0 || !spatial.some((n) => n.type === 'Mesh')).toBe(true);
    for (const node of coloured) {
      const mesh = loaded.get(node.id) as AbstractMesh;
      const primitive = mesh.getTotalVertices() > 0 ? mesh : (mesh.getChildMeshes(true)[0] as AbstractMesh);
      const gltfName = (primitive.material?.metadata as { gltfName?: string } | null)?.gltfName ?? primitive.material?.name;
      const materialId = primitive.material?.metadata && (primitive.material.metadata as { materialNodeId?: string }).materialNodeId;
      const material = imported.document.nodes[materialId ?? byName[gltfName ?? '']];
      expect(material?.type, node.name).toBe('PBRMaterial');
      const color = node.props.color as { r: number; g: number; b: number };
      const albedo = material.props.albedoColor as { r: number; g: number; b: number };
      expect([albedo.r, albedo.g, albedo.b].map((c) => c ** (1 / 2.2))).toEqual([color.r, color.g, color.b].map((c) => expect.closeTo(c, 3)));
      expect(material.props.alpha).toBeCloseTo(typeof node.props.alpha === 'number' ? node.props.alpha : 1, 4);
    }

    // Animations: the clip became an animation group of the model, and its engine group keys the mesh's position.
    const groups = (imported.document.animations as unknown as AnimationGroupData[]).filter((a) => a.kind === 'group');
    if (!animation) return expect(groups).toEqual([]);
    expect(groups.map((g) => [g.name, g.owner, g.clip])).toEqual([['Lift', modelNode.id, 0]]);
    const engineGroups = runtime.objectOf(modelNode.id)!.animationGroups!() as readonly AnimationGroup[];
    const lift = engineGroups[0];
    const track = lift.targetedAnimations.find((t) => sceneNodeIdOf(t.target as BabylonNode) === animation.tracks[0].nodeId && t.animation.targetProperty === 'position')!;
    expect(track).toBeDefined();
    const keys = track.animation.getKeys();
    const fps = track.animation.framePerSecond;
    for (const key of animation.tracks[0].keys) {
      const found = keys.find((k) => Math.abs(k.frame / fps - key.time) < 1e-4)!;
      const v = key.value as Xyz;
      const at = found.value as Vector3;
      // glTF's right-handed values under the loader's converting root: x mirrored.
      expect([at.x, at.y, at.z]).toEqual([-v.x, v.y, v.z].map((c) => expect.closeTo(c, 4)));
    }
  });
});
