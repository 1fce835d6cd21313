// glTF export (issue 35, docs/interop.md) of the server's templates, the demo scene and generated scenes, through the
// Node entry (host/node/export-gltf.ts: the designer's runtime and plugins on Babylon's NullEngine). Every file is
// checked by the Khronos validator; the templates are read back with @gltf-transform and compared with the document
// (the round trip through the product's own import: tests/cli/gltf-round-trip.test.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Document as GltfDocument, WebIO } from '@gltf-transform/core';
import type { Document, Node } from '@gltf-transform/core';
import { KHRONOS_EXTENSIONS } from '@gltf-transform/extensions';
import { Quaternion } from '@babylonjs/core/Maths/math.vector.js';
import { exportSceneToGltf } from '../../host/node/export-gltf.js';
import { demoSceneDocument, SCENE_TEMPLATES } from '../../host/server/modules/scenes/templates.js';
import { MATERIAL_CONTAINER_ID, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { JsonValue, KeyframeAnimation, MaterialBake, SceneDocumentData, SceneNodeData } from '../../sdk/index.js';
import { gltfErrors } from '../tools/gltf-validation.js';
import { pngBytes } from '../../plugins/export-gltf/png-bytes.js';

const read = (glb: Uint8Array): Promise<Document> => new WebIO().registerExtensions(KHRONOS_EXTENSIONS).readBinary(glb);
const extrasOf = (node: Node) => node.getExtras() as { sceneNodeId?: string; sceneNodeType?: string };
const allNodes = (doc: Document) => doc.getRoot().listNodes();
const vec = (value: JsonValue | undefined, fallback: { x: number; y: number; z: number }) => (value && typeof value === 'object' && !Array.isArray(value) ? value as { x: number; y: number; z: number } : fallback);

/** The template with a keyframe animation on its first mesh (position eased, rotation stepped), so every template round-trips one. */
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
      { nodeId: mesh.id, property: 'rotation.y', keys: [{ id: 'd', time: 0, value: 0, interpolation: 'step' }, { id: 'e', time: 1.5, value: Math.PI / 2, interpolation: 'step' }] },
    ],
  };
  return { document: { ...document, animations: [animation as unknown as JsonValue] }, animation };
}

const scenes: [string, () => SceneDocumentData][] = [
  ['the demo scene', demoSceneDocument],
  ...SCENE_TEMPLATES.map((t): [string, () => SceneDocumentData] => [`the '${t.name}' template`, t.build]),
];

describe.each(scenes)('glTF export of %s', (_, build) => {
  it('passes the Khronos validator with no error, as GLB and as .gltf with its files', async () => {
    const document = withAnimation(build()).document;
    expect(await gltfErrors(await exportSceneToGltf({ document }, { format: 'glb' }))).toEqual([]);
    const files = await exportSceneToGltf({ document }, { format: 'gltf' });
    expect(files.glb).toBeUndefined();
    expect(await gltfErrors(files)).toEqual([]);
  });

  it('reads back with the same hierarchy, transforms, base colours and animation', async () => {
    const { document, animation } = withAnimation(build());
    const progress: number[] = [];
    const { glb } = await exportSceneToGltf({ document }, { format: 'glb', onProgress: (f) => progress.push(f) });
    expect(progress.at(-1)).toBe(1);
    const doc = await read(glb!);
    const spatial = Object.values(document.nodes).filter((n) => n.id !== SCENE_ROOT_ID);
    const byId = new Map(allNodes(doc).map((n) => [extrasOf(n).sceneNodeId!, n]));
    expect([...byId.keys()].sort()).toEqual(spatial.map((n) => n.id).sort());
    const scene = doc.getRoot().listScenes()[0];
    for (const node of spatial) {
      const out = byId.get(node.id)!;
      expect(out.getName()).toBe(node.name);
      expect(extrasOf(out).sceneNodeType).toBe(node.type);
      const parent = out.getParentNode();
      if (node.parent === SCENE_ROOT_ID) expect(parent === null && scene?.listChildren().includes(out)).toBe(true);
      else expect(parent && extrasOf(parent).sceneNodeId).toBe(node.parent);
      if (node.type === 'Mesh' || node.type === 'TransformNode') expectPlace(out, node);
      if (node.type === 'Mesh') {
        const color = vec(node.props.color, { x: 0, y: 0, z: 0 }) as unknown as { r: number; g: number; b: number };
        const factor = out.getMesh()!.listPrimitives()[0].getMaterial()!.getBaseColorFactor();
        expect(factor.slice(0, 3).map((c) => Math.pow(c, 1 / 2.2))).toEqual([color.r, color.g, color.b].map((c) => expect.closeTo(c, 4)));
      }
    }
    const lights = doc.getRoot().listNodes().flatMap((n) => (n.getExtension('KHR_lights_punctual') ? [extrasOf(n).sceneNodeType] : []));
    expect(lights.sort()).toEqual(spatial.filter((n) => ['PointLight', 'SpotLight', 'DirectionalLight'].includes(n.type)).map((n) => n.type).sort());
    expect(allNodes(doc).filter((n) => n.getCamera()).length).toBe(spatial.filter((n) => n.type === 'OrbitCamera').length);
    if (!animation) return expect(doc.getRoot().listAnimations()).toEqual([]);
    const [clip] = doc.getRoot().listAnimations();
    expect(clip.getName()).toBe('Lift');
    const target = byId.get(animation.tracks[0].nodeId)!;
    const translation = clip.listChannels().find((c) => c.getTargetPath() === 'translation')!;
    expect(translation.getTargetNode()).toBe(target);
    const input = Array.from(translation.getSampler()!.getInput()!.getArray()! as Float32Array);
    const output = translation.getSampler()!.getOutput()!;
    for (const key of animation.tracks[0].keys) {
      const i = input.findIndex((t) => Math.abs(t - key.time) < 1e-5);
      const v = key.value as { x: number; y: number; z: number };
      expect(output.getElement(i, [])).toEqual([-v.x, v.y, v.z].map((c) => expect.closeTo(c, 4)));
    }
    const rotation = clip.listChannels().find((c) => c.getTargetPath() === 'rotation')!;
    expect(rotation.getSampler()!.getInterpolation()).toBe('STEP');
    expect(Array.from(rotation.getSampler()!.getInput()!.getArray()!)).toEqual([0, 1.5]);
    const turned = rotation.getSampler()!.getOutput()!.getElement(1, []);
    // Back to Babylon's left-handed space: the node's rotation with the quarter turn about Y the document keys.
    const base = vec(document.nodes[animation.tracks[1].nodeId].props.rotation, { x: 0, y: 0, z: 0 });
    expect(Math.abs(Quaternion.Dot(new Quaternion(turned[0], -turned[1], -turned[2], turned[3]), Quaternion.RotationYawPitchRoll(Math.PI / 2, base.x, base.z)))).toBeCloseTo(1, 5);
  });
});

/** A node's glTF TRS, mirrored back to Babylon's left-handed space, is the document's position, rotation and scaling. */
function expectPlace(out: Node, node: SceneNodeData): void {
  const p = vec(node.props.position, { x: 0, y: 0, z: 0 });
  const r = vec(node.props.rotation, { x: 0, y: 0, z: 0 });
  const s = vec(node.props.scaling, { x: 1, y: 1, z: 1 });
  const [tx, ty, tz] = out.getTranslation();
  expect([-tx, ty, tz]).toEqual([p.x, p.y, p.z].map((c) => expect.closeTo(c, 5)));
  const [qx, qy, qz, qw] = out.getRotation();
  const dot = Quaternion.Dot(new Quaternion(qx, -qy, -qz, qw), Quaternion.RotationYawPitchRoll(r.y, r.x, r.z));
  expect(Math.abs(dot)).toBeCloseTo(1, 5);
  expect(out.getScale()).toEqual([s.x, s.y, s.z].map((c) => expect.closeTo(c, 5)));
}

describe('glTF export', () => {
  it('winds triangles counter-clockwise around their normals (front faces stay front faces in glTF)', async () => {
    const doc = await read((await exportSceneToGltf({ document: demoSceneDocument() }, { format: 'glb' })).glb!);
    for (const mesh of doc.getRoot().listMeshes()) {
      const primitive = mesh.listPrimitives()[0];
      const position = primitive.getAttribute('POSITION')!;
      const normal = primitive.getAttribute('NORMAL')!;
      const indices = primitive.getIndices()!.getArray()!;
      let agree = 0;
      for (let i = 0; i < indices.length; i += 3) {
        const [a, b, c] = [indices[i], indices[i + 1], indices[i + 2]].map((k) => position.getElement(k, []));
        const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        const face = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
        const n = normal.getElement(indices[i], []);
        if (face[0] * n[0] + face[1] * n[1] + face[2] * n[2] > 0) agree++;
      }
      expect(agree / (indices.length / 3), mesh.getName()).toBeGreaterThan(0.95);
    }
  });

  it('exports a selection alone, placed where it stands in the world', async () => {
    const document = demoSceneDocument();
    const grouped = { ...document, nodes: { ...document.nodes, group: { ...document.nodes.group, props: { position: { x: 0, y: 2, z: 5 } } } } };
    const doc = await read((await exportSceneToGltf({ document: grouped }, { format: 'glb', nodeIds: ['sphere', 'lamp'] })).glb!);
    expect(allNodes(doc).map((n) => extrasOf(n).sceneNodeId).sort()).toEqual(['lamp', 'sphere']);
    const sphere = allNodes(doc).find((n) => extrasOf(n).sceneNodeId === 'sphere')!;
    expect(sphere.getTranslation()).toEqual([0, 2.5, 5].map((c) => expect.closeTo(c, 5)));
  });

  it('maps PBR, no-light and Phong materials, their pictures and a baked gradient', async () => {
    const png = await exportPicture();
    const document = demoSceneDocument();
    const materials: SceneNodeData[] = [
      { id: 'pbr', type: 'PBRMaterial', parent: MATERIAL_CONTAINER_ID, name: 'Metal', children: [], props: { albedoColor: { r: 0.5, g: 0.25, b: 1 }, metallic: 0.75, roughness: 0.25, albedoTexture: 'wood.png' } },
      { id: 'unlit', type: 'NoLightMaterial', parent: MATERIAL_CONTAINER_ID, name: 'Flat', children: [], props: { color: { r: 1, g: 0, b: 0 }, texture: { type: 'linear', deg: 90, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 255, green: 255, blue: 255, alpha: 1, pct: 100 }] } } },
      { id: 'phong', type: 'StandardMaterial', parent: MATERIAL_CONTAINER_ID, name: 'Shiny', children: [], props: { alpha: 0.5 } },
    ];
    const nodes: Record<string, SceneNodeData> = { ...document.nodes, [MATERIAL_CONTAINER_ID]: { id: MATERIAL_CONTAINER_ID, type: 'MaterialLibrary', parent: SCENE_ROOT_ID, name: 'Materials', props: {}, children: materials.map((m) => m.id) } };
    for (const m of materials) nodes[m.id] = m;
    nodes.scene = { ...nodes.scene, children: [...nodes.scene.children, MATERIAL_CONTAINER_ID] };
    nodes.box = { ...nodes.box, props: { ...nodes.box.props, material: 'pbr' } };
    nodes.sphere = { ...nodes.sphere, props: { ...nodes.sphere.props, material: 'unlit' } };
    nodes.cylinder = { ...nodes.cylinder, props: { ...nodes.cylinder.props, material: 'phong' } };
    const input = { document: { ...document, nodes }, readAsset: async (name: string) => (name === 'wood.png' ? png : undefined) };
    const result = await exportSceneToGltf(input, { format: 'gltf' });
    expect(await gltfErrors(result)).toEqual([]);
    expect(Object.keys(result.gltf!.resources).filter((k) => k.endsWith('.png')).length).toBe(2);
    const doc = await read((await exportSceneToGltf(input, { format: 'glb' })).glb!);
    const materialOf = (id: string) => allNodes(doc).find((n) => extrasOf(n).sceneNodeId === id)!.getMesh()!.listPrimitives()[0].getMaterial()!;
    const pbr = materialOf('box');
    expect(pbr.getBaseColorFactor()).toEqual([0.5, 0.25, 1, 1].map((c) => expect.closeTo(c, 5)));
    expect([pbr.getMetallicFactor(), pbr.getRoughnessFactor()]).toEqual([0.75, 0.25]);
    expect(pbr.getBaseColorTexture()?.getImage()).toEqual(png);
    const unlit = materialOf('sphere');
    expect(unlit.getExtension('KHR_materials_unlit')).toBeTruthy();
    expect(unlit.getBaseColorTexture()?.getExtras()).toEqual({ baked: 'gradient' });
    const phong = materialOf('cylinder');
    expect([phong.getAlphaMode(), phong.getBaseColorFactor()[3]]).toEqual(['BLEND', 0.5]);
    expect(phong.getExtras()).toMatchObject({ approximated: expect.any(String) });
  });

  it('writes a mixed material\'s bake as its pictures, and says where there was none to bake with', async () => {
    const document = demoSceneDocument();
    const channel = { id: 'c', name: 'c', enabled: true, light: true, stageLight: 'BaseLight', stages: [{ id: 'g', kind: 'Gradient', params: {} }] };
    const mixed = (id: string): SceneNodeData => ({ id, type: 'KMaterial', parent: MATERIAL_CONTAINER_ID, name: `Mixed ${id}`, children: [], props: { channels: [channel] } });
    const nodes: Record<string, SceneNodeData> = {
      ...document.nodes, lit: mixed('lit'), flat: mixed('flat'),
      [MATERIAL_CONTAINER_ID]: { id: MATERIAL_CONTAINER_ID, type: 'MaterialLibrary', parent: SCENE_ROOT_ID, name: 'Materials', props: {}, children: ['lit', 'flat'] },
    };
    nodes.scene = { ...nodes.scene, children: [...nodes.scene.children, MATERIAL_CONTAINER_ID] };
    nodes.box = { ...nodes.box, props: { ...nodes.box.props, material: 'lit' } };
    nodes.sphere = { ...nodes.sphere, props: { ...nodes.sphere.props, material: 'flat' } };
    const input = { document: { ...document, nodes } };
    // Without a bake (Node, the CLI): approximated, and the extras say why.
    const plain = await read((await exportSceneToGltf(input, { format: 'glb' })).glb!);
    const approximated = plain.getRoot().listMaterials().find((m) => (m.getExtras() as { sceneNodeId?: string }).sceneNodeId === 'lit')!;
    expect(approximated.getExtras()).toMatchObject({ approximated: expect.stringMatching(/not baked \(no GPU/) });
    expect(approximated.getBaseColorTexture()).toBeNull();
    // With a bake (what the designer's engine renders): its pictures in the material's slots, factors of 1.
    const square = (rgba: number[]) => ({ width: 2, height: 2, data: new Uint8Array([...rgba, ...rgba, ...rgba, ...rgba]) });
    const bakes: Record<string, MaterialBake> = {
      lit: { baseColor: square([255, 0, 0, 255]), emissive: square([0, 0, 255, 255]), metallicRoughness: square([0, 128, 255, 255]), normal: square([51, 128, 230, 255]), unlit: false, transparent: true, alphaCutOff: 0, notBaked: ['lighting'] },
      flat: { baseColor: square([0, 255, 0, 255]), unlit: true, transparent: false, alphaCutOff: 0.5, notBaked: [] },
    };
    const asked: string[] = [];
    const bakeMaterial = async (id: string) => (asked.push(id), bakes[id]);
    const files = await exportSceneToGltf(input, { format: 'gltf', bakeMaterial });
    expect(await gltfErrors(files)).toEqual([]);
    expect(asked.sort()).toEqual(['flat', 'lit']);
    const doc = await read((await exportSceneToGltf(input, { format: 'glb', bakeMaterial })).glb!);
    const materialOf = (id: string) => allNodes(doc).find((n) => extrasOf(n).sceneNodeId === id)!.getMesh()!.listPrimitives()[0].getMaterial()!;
    const lit = materialOf('box');
    expect(lit.getExtras()).toEqual({ sceneNodeId: 'lit', sceneNodeType: 'KMaterial', baked: ['baseColor', 'emissive', 'metallicRoughness', 'normal'], notBaked: ['lighting'] });
    expect([lit.getBaseColorFactor(), lit.getEmissiveFactor(), lit.getMetallicFactor(), lit.getRoughnessFactor(), lit.getAlphaMode()]).toEqual([[1, 1, 1, 1], [1, 1, 1], 1, 1, 'BLEND']);
    expect(lit.getBaseColorTexture()!.getImage()).toEqual(pngBytes(bakes.lit.baseColor));
    expect(lit.getEmissiveTexture()!.getImage()).toEqual(pngBytes(bakes.lit.emissive!));
    expect(lit.getMetallicRoughnessTexture()!.getImage()).toEqual(pngBytes(bakes.lit.metallicRoughness!));
    expect(lit.getNormalTexture()!.getImage()).toEqual(pngBytes(bakes.lit.normal!));
    expect(lit.getNormalScale()).toBe(1);
    expect(lit.getExtension('KHR_materials_unlit')).toBeNull();
    const flat = materialOf('sphere');
    expect(flat.getExtension('KHR_materials_unlit')).toBeTruthy();
    expect([flat.getAlphaMode(), flat.getAlphaCutoff(), flat.getMetallicFactor(), flat.getEmissiveTexture(), flat.getNormalTexture()]).toEqual(['MASK', 0.5, 0, null, null]);
  });

  it('copies an imported GLB model under its node, its clip named after the animation group that plays it', async () => {
    const model = new GltfDocument();
    const buffer = model.createBuffer();
    const wheel = model.createNode('Wheel');
    model.createScene('Model').addChild(model.createNode('Axle').addChild(wheel));
    const times = model.createAccessor().setType('SCALAR').setArray(new Float32Array([0, 1])).setBuffer(buffer);
    const turns = model.createAccessor().setType('VEC4').setArray(new Float32Array([0, 0, 0, 1, 0, 1, 0, 0])).setBuffer(buffer);
    const sampler = model.createAnimationSampler().setInput(times).setOutput(turns);
    model.createAnimation('clip0').addSampler(sampler).addChannel(model.createAnimationChannel().setTargetNode(wheel).setTargetPath('rotation').setSampler(sampler));
    const bytes = await new WebIO().writeBinary(model);
    const document = demoSceneDocument();
    const car: SceneNodeData = { id: 'car', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Car', children: [], props: { geometry: null, asset: 'car.glb' } };
    const group = { kind: 'group', id: 'g1', name: 'Spin', weight: 1, isPlaying: false, autoPlay: true, loopAnimation: true, owner: 'car', clip: 0 };
    const input = {
      document: { ...document, nodes: { ...document.nodes, car, scene: { ...document.nodes.scene, children: [...document.nodes.scene.children, 'car'] } }, animations: [group] },
      readAsset: async (name: string) => (name === 'car.glb' ? bytes : undefined),
    };
    const result = await exportSceneToGltf(input, { format: 'glb' });
    expect(await gltfErrors(result)).toEqual([]);
    const doc = await read(result.glb!);
    const carNode = allNodes(doc).find((n) => extrasOf(n).sceneNodeId === 'car')!;
    expect(carNode.listChildren().map((n) => n.getName())).toEqual(['Axle']);
    const [clip] = doc.getRoot().listAnimations();
    expect([clip.getName(), clip.listChannels()[0].getTargetNode()?.getName(), clip.getExtras()]).toEqual(['Spin', 'Wheel', { sceneAnimationGroupId: 'g1', weight: 1, autoPlay: true, loop: true }]);
    expect(doc.getRoot().listBuffers()).toHaveLength(1);
  });

  it('passes the validator on 200 generated scenes (hierarchies, materials, animations)', async () => {
    await fc.assert(fc.asyncProperty(generatedScene(), async (document) => {
      const result = await exportSceneToGltf({ document }, { format: 'glb' });
      expect(await gltfErrors(result)).toEqual([]);
    }), { numRuns: 200 });
  }, 600_000);
});

/** A PNG picture (the export's own encoder's output for a 2×2 image, read back by the validator in the test above). */
async function exportPicture(): Promise<Uint8Array> {
  const { pngBytes } = await import('../../plugins/export-gltf/png-bytes.js');
  return pngBytes({ width: 2, height: 2, data: new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]) });
}

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const xyz = (min: number, max: number) => fc.record({ x: finite(min, max), y: finite(min, max), z: finite(min, max) });
const rgb = fc.record({ r: finite(0, 1), g: finite(0, 1), b: finite(0, 1) });
const geometry = fc.oneof(
  fc.record({ className: fc.constant('Box'), params: fc.record({ width: finite(0.1, 5), height: finite(0.1, 5), depth: finite(0.1, 5) }) }),
  fc.record({ className: fc.constant('Sphere'), params: fc.record({ diameter: finite(0.1, 5) }) }),
  fc.record({ className: fc.constant('Cylinder'), params: fc.record({ diameterTop: finite(0, 3), diameterBottom: finite(0.1, 3), height: finite(0.1, 3) }) }),
  fc.record({ className: fc.constant('Plane'), params: fc.record({ width: finite(0.1, 5), height: finite(0.1, 5) }) }),
);
const nodeKind = fc.oneof(
  fc.record({ type: fc.constant('TransformNode'), props: fc.record({ position: xyz(-50, 50), rotation: xyz(-7, 7), scaling: xyz(-3, 3) }) }),
  fc.record({ type: fc.constant('Mesh'), props: fc.record({ geometry, position: xyz(-50, 50), rotation: xyz(-7, 7), scaling: xyz(0.1, 3), color: rgb, alpha: finite(0, 1), material: fc.constantFrom('', 'm0', 'm1', 'm2') }) }),
  fc.record({ type: fc.constantFrom('PointLight', 'DirectionalLight', 'HemisphericLight'), props: fc.record({ position: xyz(-20, 20), direction: xyz(-1, 1), intensity: finite(0, 10) }) }),
  fc.record({ type: fc.constant('SpotLight'), props: fc.record({ position: xyz(-20, 20), direction: xyz(-1, 1), angle: finite(0, Math.PI), intensity: finite(0, 10) }) }),
  fc.record({ type: fc.constant('OrbitCamera'), props: fc.record({ alpha: finite(-7, 7), beta: finite(0.01, 3.1), radius: finite(0.5, 100), target: xyz(-10, 10) }) }),
  fc.record({ type: fc.constant('InfoPoints'), props: fc.constant({}) }),
);
const material = (id: string) => fc.oneof(
  fc.record({ type: fc.constant('PBRMaterial'), props: fc.record({ albedoColor: rgb, metallic: finite(0, 1), roughness: finite(0, 1), emissiveColor: rgb, alpha: finite(0, 1), twoSided: fc.boolean() }) }),
  fc.record({ type: fc.constant('NoLightMaterial'), props: fc.record({ color: rgb, texture: fc.constant({ procedural: 'checker' } as JsonValue) }) }),
  fc.record({ type: fc.constant('StandardMaterial'), props: fc.record({ alpha: finite(0, 1) }) }),
).map((m) => ({ ...m, id }));

/** A random scene: up to 24 nodes in a random tree, three materials, up to three keyframe animations on random props. */
function generatedScene(): fc.Arbitrary<SceneDocumentData> {
  const key = fc.record({ time: finite(0, 20), value: xyz(-5, 5), interpolation: fc.constantFrom('linear', 'step', 'ease') });
  return fc.record({
    kinds: fc.array(nodeKind, { minLength: 0, maxLength: 24 }),
    parents: fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
    materials: fc.tuple(material('m0'), material('m1'), material('m2')),
    animations: fc.array(fc.array(fc.record({ node: fc.nat(), property: fc.constantFrom('position', 'rotation', 'scaling', 'position.y', 'rotation.x', 'color'), keys: fc.array(key, { minLength: 1, maxLength: 6 }) }), { maxLength: 4 }), { maxLength: 3 }),
  }).map(({ kinds, parents, materials, animations }) => {
    const nodes: Record<string, SceneNodeData> = {};
    const children: Record<string, string[]> = { [SCENE_ROOT_ID]: [MATERIAL_CONTAINER_ID] };
    kinds.forEach((kind, i) => {
      // A parent is an earlier transform node or mesh (lights and cameras stay leaves), else the root.
      const candidates = kinds.slice(0, i).flatMap((k, j) => (k.type === 'TransformNode' || k.type === 'Mesh' ? [`n${j}`] : []));
      const parent = candidates.length && parents[i] % 3 ? candidates[parents[i] % candidates.length] : SCENE_ROOT_ID;
      (children[parent] ??= []).push(`n${i}`);
      nodes[`n${i}`] = { id: `n${i}`, type: kind.type, parent, name: `${kind.type} ${i}`, props: kind.props as SceneNodeData['props'], children: [] };
    });
    for (const id of Object.keys(nodes)) nodes[id] = { ...nodes[id], children: children[id] ?? [] };
    for (const m of materials) nodes[m.id] = { id: m.id, type: m.type, parent: MATERIAL_CONTAINER_ID, name: m.id, props: m.props as SceneNodeData['props'], children: [] };
    nodes[MATERIAL_CONTAINER_ID] = { id: MATERIAL_CONTAINER_ID, type: 'MaterialLibrary', parent: SCENE_ROOT_ID, name: 'Materials', props: {}, children: materials.map((m) => m.id) };
    nodes[SCENE_ROOT_ID] = { id: SCENE_ROOT_ID, type: 'Scene', parent: null, name: 'Scene', props: {}, children: children[SCENE_ROOT_ID] };
    const animated = animations.map((tracks, a) => ({
      kind: 'keyframe', id: `a${a}`, name: `Animation ${a}`, duration: 20, speed: 1, loop: false, swing: false,
      tracks: tracks.filter(() => kinds.length > 0).map((t) => ({
        nodeId: `n${t.node % kinds.length}`, property: t.property,
        keys: [...t.keys].sort((x, y) => x.time - y.time).map((k, i) => ({ id: `k${i}`, time: k.time, interpolation: k.interpolation, value: t.property.includes('.') ? k.value.x : t.property === 'color' ? { r: 0.5, g: 0.5, b: 0.5 } : k.value })),
      })),
    }));
    return { format: 'scene-document', version: 1, nodes, exposed: [], animations: animated as unknown as JsonValue[], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] };
  });
}
