import { Document, WebIO } from '@gltf-transform/core';
import type { Node as GltfNode } from '@gltf-transform/core';
import { KHRLightsPunctual, KHRMaterialsUnlit, KHRTextureTransform } from '@gltf-transform/extensions';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Node as BabylonNode } from '@babylonjs/core/node.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { MultiMaterial } from '@babylonjs/core/Materials/multiMaterial.js';
import { MATERIAL_CONTAINER_ID, POST_PROCESS_CONTAINER_ID, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { GltfExportInput, GltfExportOptions, GltfExportResult, JsonObject, MaterialTypeContribution, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';
import { colorOf, quaternionOfEuler, rotationLookingAlong, toGltfPosition, toGltfRotation, vectorOf } from './gltf-space.js';
import type { Quat, Vec3 } from './gltf-space.js';
import { GltfTextures } from './gltf-textures.js';
import { GltfMaterials } from './gltf-materials.js';
import { GltfGeometry } from './gltf-geometry.js';
import type { PrimitiveRange } from './gltf-geometry.js';
import { otherAnimationsExtras, writeKeyframeAnimations } from './gltf-animations.js';
import { GltfModels } from './gltf-models.js';
import { lightOf } from './gltf-lights.js';

/** The scene to export: the document, and the runtime that built it into a Babylon scene (its meshes' geometry). */
export interface RuntimeSceneSource extends GltfExportInput {
  readonly runtime: SceneRuntimeHandle;
  /** The material types of the kernel, by node type. */
  readonly materialTypes: readonly MaterialTypeContribution[];
}

/** Node types that are no place in space (the material library, the effects pipeline and what they hold). */
const SKIPPED_IDS = new Set([MATERIAL_CONTAINER_ID, POST_PROCESS_CONTAINER_ID]);
/** Node types exported with their own glTF meaning; any other type's props go to the node's extras (twin elements). */
const PLAIN_TYPES = new Set(['TransformNode', 'Mesh', 'PointLight', 'SpotLight', 'DirectionalLight', 'OrbitCamera']);
/** Nodes between two yields to the event loop (the progress bar repaints). */
const yieldEvery = 500;

const classOf = (node: { getClassName(): string } | null | undefined) => node?.getClassName() ?? '';
const isMesh = (node: BabylonNode | undefined): node is Mesh => classOf(node) === 'Mesh' || classOf(node) === 'InstancedMesh';
const isCamera = (node: BabylonNode | undefined) => !!node && 'fov' in node && 'getViewMatrix' in node;
const isLight = (node: BabylonNode | undefined) => !!node && 'intensity' in node && 'diffuse' in node;

/**
 * Write a scene as glTF 2.0 (docs/interop.md) with @gltf-transform: the document gives the hierarchy, names, ids,
 * materials, animations and extras; the runtime's Babylon objects give the built geometry and the resolved
 * transforms, lights and cameras.
 */
export async function writeSceneGltf(source: RuntimeSceneSource, options: GltfExportOptions): Promise<GltfExportResult> {
  const progress = options.onProgress ?? (() => undefined);
  progress(0);
  const data = source.document;
  const get = (id: string): SceneNodeData | undefined => (Object.hasOwn(data.nodes, id) ? data.nodes[id] : undefined);
  const doc = new Document();
  const buffer = doc.createBuffer('scene').setURI('scene.bin');
  const root = get(SCENE_ROOT_ID);
  const scene = doc.createScene(root?.name ?? 'Scene');
  doc.getRoot().setDefaultScene(scene);
  const textures = new GltfTextures(doc, source.readAsset);
  const materials = new GltfMaterials(doc, textures, get, new Map(source.materialTypes.map((t) => [t.id, t])), options.bakeMaterial?.bind(options));
  const geometry = new GltfGeometry(doc, buffer);
  const models = new GltfModels(doc, buffer, source.readAsset);
  let lights: KHRLightsPunctual | undefined;
  await materials.prepare(get(MATERIAL_CONTAINER_ID)?.children.slice(0, 10_000) ?? []);

  const roots = rootsOf(get, options.nodeIds);
  const total = Math.max(1, countNodes(roots, get));
  const exported = new Map<string, GltfNode>();
  const stack: { id: string; parent: GltfNode | undefined; world: boolean }[] = roots.map((id) => ({ id, parent: undefined, world: !!options.nodeIds })).reverse();
  let visited = 0;
  while (stack.length > 0) {
    const { id, parent, world } = stack.pop()!;
    const node = get(id);
    if (!node || exported.has(id) || SKIPPED_IDS.has(id)) continue;
    const engine = source.runtime.objectOf(id)?.node as BabylonNode | undefined;
    const out = doc.createNode(node.name);
    const extras: JsonObject = { sceneNodeId: node.id, sceneNodeType: node.type };
    if (!PLAIN_TYPES.has(node.type)) extras.props = node.props;
    if (node.props.visible === false) extras.visible = false;
    setPlace(out, world ? worldPlace(node, get) : placeOf(node, engine));
    if (node.type === 'Mesh' && isMesh(engine)) {
      const mesh = geometry.meshOf(sourceMeshOf(engine), node.name, (whole) => rangesOf(node, engine, whole, materials));
      if (mesh) out.setMesh(mesh);
    }
    const asset = typeof node.props.asset === 'string' ? node.props.asset : '';
    if (node.type === 'Mesh' && /\.(glb|gltf)$/i.test(asset)) {
      const added = await models.attach(out, asset, node.id);
      if (!added) extras.modelLeftOut = asset;
    } else if (node.type === 'Mesh' && asset && !isMesh(engine) && !out.getMesh()) extras.modelLeftOut = asset;
    const light = isLight(engine) ? lightOf(engine!) : undefined;
    if (light) {
      lights ??= doc.createExtension(KHRLightsPunctual);
      const made = lights.createLight(node.name).setType(light.type).setColor(light.color).setIntensity(light.intensity);
      if (light.range !== undefined) made.setRange(light.range);
      if (light.type === 'spot') made.setInnerConeAngle(0).setOuterConeAngle(light.outerConeAngle!);
      out.setExtension('KHR_lights_punctual', made);
    } else if (isLight(engine)) extras.light = { type: classOf(engine), props: node.props };
    if (isCamera(engine)) {
      const camera = engine as unknown as { fov: number; minZ: number; maxZ: number };
      const far = camera.maxZ > 0 ? camera.maxZ : undefined;
      const near = Math.max(1e-4, camera.minZ || 0.1);
      const made = doc.createCamera(node.name).setType('perspective').setYFov(camera.fov > 0 ? camera.fov : 0.8).setZNear(near);
      if (far !== undefined && far > near) made.setZFar(far);
      out.setCamera(made);
    }
    out.setExtras(extras);
    exported.set(id, out);
    if (parent) parent.addChild(out);
    else scene.addChild(out);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ id: node.children[i], parent: out, world: false });
    if (++visited % yieldEvery === 0) {
      progress(0.8 * (visited / total));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  materials.pruneUnused();
  progress(0.8);
  writeKeyframeAnimations(doc, buffer, data, exported);
  models.nameClips(data, exported);
  const rest = otherAnimationsExtras(data, new Set(exported.keys()));
  scene.setExtras({
    sceneNodeId: SCENE_ROOT_ID, ...(root ? { props: root.props } : {}),
    ...(rest.length ? { animationsWithoutGltfTarget: rest } : {}),
    ...(options.nodeIds ? { selection: [...options.nodeIds] } : {}),
  });
  await models.finish();
  // An empty scene or buffer is not valid glTF: leave them out when nothing was exported.
  if (scene.listChildren().length === 0) scene.dispose();
  for (const b of doc.getRoot().listBuffers()) if (b.listParents().every((p) => p.propertyType === 'Root')) b.dispose();
  progress(0.9);
  const io = new WebIO().registerExtensions([KHRLightsPunctual, KHRMaterialsUnlit, KHRTextureTransform]);
  let result: GltfExportResult;
  if (options.format === 'glb') result = { glb: await io.writeBinary(doc) };
  else {
    const { json, resources } = await io.writeJSON(doc);
    result = { gltf: { json: new TextEncoder().encode(JSON.stringify(json, null, 2)), resources } };
  }
  progress(1);
  return result;
}

/** The nodes to start from: the selection without nodes inside another selected one, else the root's children. */
function rootsOf(get: (id: string) => SceneNodeData | undefined, nodeIds: readonly string[] | undefined): string[] {
  if (!nodeIds) return [...(get(SCENE_ROOT_ID)?.children ?? [])];
  const chosen = new Set(nodeIds.filter((id) => id !== SCENE_ROOT_ID && get(id)));
  const insideAnother = (id: string) => {
    let at = get(id)?.parent ?? null;
    for (let guard = 0; at && guard < 10_000; guard++) {
      if (chosen.has(at)) return true;
      at = get(at)?.parent ?? null;
    }
    return false;
  };
  if (nodeIds.includes(SCENE_ROOT_ID)) return [...(get(SCENE_ROOT_ID)?.children ?? [])];
  return [...chosen].filter((id) => !insideAnother(id));
}

function countNodes(roots: readonly string[], get: (id: string) => SceneNodeData | undefined): number {
  let count = 0;
  const stack = [...roots];
  const seen = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    const node = get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    count++;
    stack.push(...node.children);
  }
  return count;
}

interface Place {
  readonly translation: Vec3;
  readonly rotation: Quat;
  readonly scale: Vec3;
}

/** A node's local place in glTF space: from its Babylon object where it has one (lights, cameras look along -Z), else its props. */
function placeOf(node: SceneNodeData, engine: BabylonNode | undefined): Place {
  if (isCamera(engine)) {
    const camera = engine as unknown as { getViewMatrix(force?: boolean): Matrix; position: Vector3; getTarget(): Vector3 };
    camera.getViewMatrix(true);
    const target = camera.getTarget();
    const position = camera.position;
    return { translation: toGltfPosition(position), rotation: rotationLookingAlong(target.subtract(position)), scale: [1, 1, 1] };
  }
  if (isLight(engine)) {
    const light = engine as unknown as { position?: Vector3; direction?: Vector3 };
    const position = light.position ?? vectorOf(node.props.position) ?? { x: 0, y: 0, z: 0 };
    const direction = light.direction ?? { x: 0, y: -1, z: 0 };
    return { translation: toGltfPosition(position), rotation: rotationLookingAlong(direction), scale: [1, 1, 1] };
  }
  const transform = engine as unknown as { position?: Vector3; rotation?: Vector3; rotationQuaternion?: Quaternion | null; scaling?: Vector3 } | undefined;
  if (transform?.position && transform.scaling && transform.rotation) {
    const q = transform.rotationQuaternion ?? Quaternion.FromEulerVector(transform.rotation);
    return { translation: toGltfPosition(transform.position), rotation: toGltfRotation(q), scale: [transform.scaling.x, transform.scaling.y, transform.scaling.z] };
  }
  const position = vectorOf(node.props.position) ?? { x: 0, y: 0, z: 0 };
  const rotation = vectorOf(node.props.rotation) ?? { x: 0, y: 0, z: 0 };
  const scaling = vectorOf(node.props.scaling) ?? { x: 1, y: 1, z: 1 };
  return { translation: toGltfPosition(position), rotation: toGltfRotation(quaternionOfEuler(rotation)), scale: [scaling.x, scaling.y, scaling.z] };
}

/** Set a node's TRS, leaving glTF's defaults unwritten (each setter is an event in @gltf-transform's graph). */
function setPlace(out: GltfNode, place: Place): void {
  const [tx, ty, tz] = place.translation;
  const [qx, qy, qz, qw] = place.rotation;
  const [sx, sy, sz] = place.scale;
  if (tx !== 0 || ty !== 0 || tz !== 0) out.setTranslation(place.translation);
  if (qx !== 0 || qy !== 0 || qz !== 0 || qw !== 1) out.setRotation(place.rotation);
  if (sx !== 1 || sy !== 1 || sz !== 1) out.setScale(place.scale);
}

/** A selected node's place in the world (its ancestors' transform props composed), in glTF space. */
function worldPlace(node: SceneNodeData, get: (id: string) => SceneNodeData | undefined): Place {
  const matrixOf = (n: SceneNodeData) => {
    const p = vectorOf(n.props.position) ?? { x: 0, y: 0, z: 0 };
    const r = vectorOf(n.props.rotation) ?? { x: 0, y: 0, z: 0 };
    const s = vectorOf(n.props.scaling) ?? { x: 1, y: 1, z: 1 };
    return Matrix.Compose(new Vector3(s.x, s.y, s.z), quaternionOfEuler(r), new Vector3(p.x, p.y, p.z));
  };
  let world = matrixOf(node);
  let at = node.parent ? get(node.parent) : undefined;
  for (let guard = 0; at && at.id !== SCENE_ROOT_ID && guard < 10_000; guard++) {
    world = world.multiply(matrixOf(at));
    at = at.parent ? get(at.parent) : undefined;
  }
  const scale = new Vector3();
  const rotation = new Quaternion();
  const translation = new Vector3();
  world.decompose(scale, rotation, translation);
  return { translation: toGltfPosition(translation), rotation: toGltfRotation(rotation), scale: [scale.x, scale.y, scale.z] };
}

/** The mesh that holds the geometry a Babylon mesh draws (an instance's source). */
function sourceMeshOf(mesh: Mesh): Mesh {
  return classOf(mesh) === 'InstancedMesh' ? (mesh as unknown as { sourceMesh: Mesh }).sourceMesh : mesh;
}

interface SubSetProp {
  readonly start: number;
  readonly count: number;
  readonly material?: string;
}

/** The sub-sets as the mesh adapter draws them: the valid ones, in order. */
function subSetsOf(node: SceneNodeData, totalIndices: number): SubSetProp[] {
  const value = node.props.subSets;
  if (!Array.isArray(value)) return [];
  const out: SubSetProp[] = [];
  for (const s of value.slice(0, 10_000)) {
    if (!s || typeof s !== 'object' || Array.isArray(s)) continue;
    const start = typeof s.start === 'number' ? s.start : NaN;
    const count = typeof s.count === 'number' ? s.count : NaN;
    if (!(start >= 0 && count > 0 && start + count <= totalIndices)) continue;
    out.push({ start, count, ...(typeof s.material === 'string' && s.material ? { material: s.material } : {}) });
  }
  return out;
}

/**
 * A mesh's primitives: one per drawn sub-set with its material, else one with the node's material (a material node,
 * else its colour material).
 */
function rangesOf(node: SceneNodeData, engine: Mesh, total: number, materials: GltfMaterials): PrimitiveRange[] {
  const color = colorOf(node.props.color) ?? [0.8, 0.8, 0.8];
  const alpha = typeof node.props.alpha === 'number' ? node.props.alpha : 1;
  const own = typeof node.props.material === 'string' && node.props.material ? node.props.material : undefined;
  const fallback = own ? materials.ofNodeNow(own) ?? materials.ofColor(color, alpha) : materials.ofColor(color, alpha);
  const subSets = subSetsOf(node, total);
  const multi = classOf(sourceMeshOf(engine).material ?? undefined) === 'MultiMaterial' ? (sourceMeshOf(engine).material as MultiMaterial) : undefined;
  if (subSets.length === 0 || !multi) return [{ indexStart: 0, indexCount: total, material: fallback }];
  return subSets.map((s) => ({ indexStart: s.start, indexCount: s.count, material: (s.material ? materials.ofNodeNow(s.material) : undefined) ?? fallback }));
}
