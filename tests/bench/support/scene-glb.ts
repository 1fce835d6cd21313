// The demo scene as the player built it, exported as GLB with @gltf-transform (for the bare page of publish.bench.ts):
// the meshes' geometry in world space, their colours, the directional and point lights (KHR_lights_punctual). The
// snapshot is read from a running player (window.__scenePlayer), so the GLB holds exactly what the viewer draws.
import { Document, NodeIO } from '@gltf-transform/core';
import { KHRLightsPunctual } from '@gltf-transform/extensions';
import type { Page } from 'playwright-core';
import type { BareGlbSpec } from '../bare-glb/spec.js';

type V3 = [number, number, number];

/** What the player's scene holds, in Babylon's (left-handed) world space. */
export interface SceneSnapshot {
  readonly meshes: { name: string; positions: number[]; normals: number[]; indices: number[]; color: V3 }[];
  readonly lights: { name: string; kind: 'directional' | 'point' | 'hemispheric'; position: V3; direction: V3; intensity: number; color: V3 }[];
  readonly spec: BareGlbSpec;
}

/** Read the running player's scene (its meshes baked to world space). */
export async function snapshotOfPlayer(page: Page): Promise<SceneSnapshot> {
  return page.evaluate(`(() => {
    const scene = window.__scenePlayer.view.scene;
    const v = (p) => [p.x, p.y, p.z];
    const meshes = scene.meshes.filter((m) => m.isEnabled() && m.isVisible && m.getTotalVertices() > 0).map((m) => {
      const world = m.computeWorldMatrix(true);
      const local = m.getVerticesData('position'), normals = m.getVerticesData('normal');
      const positions = [], worldNormals = [];
      for (let i = 0; i < local.length; i += 3) {
        const e = world.m;
        const x = local[i], y = local[i + 1], z = local[i + 2];
        positions.push(x * e[0] + y * e[4] + z * e[8] + e[12], x * e[1] + y * e[5] + z * e[9] + e[13], x * e[2] + y * e[6] + z * e[10] + e[14]);
        const a = normals[i], b = normals[i + 1], c = normals[i + 2];
        const nx = a * e[0] + b * e[4] + c * e[8], ny = a * e[1] + b * e[5] + c * e[9], nz = a * e[2] + b * e[6] + c * e[10];
        const len = Math.hypot(nx, ny, nz) || 1;
        worldNormals.push(nx / len, ny / len, nz / len);
      }
      const mat = m.material ?? {};
      const color = mat.diffuseColor ?? mat.albedoColor ?? { r: 0.8, g: 0.8, b: 0.8 };
      return { name: m.name, positions, normals: worldNormals, indices: Array.from(m.getIndices()), color: [color.r, color.g, color.b] };
    });
    const lights = scene.lights.map((l) => {
      const kind = l.getClassName() === 'DirectionalLight' ? 'directional' : l.getClassName() === 'PointLight' ? 'point' : l.getClassName() === 'HemisphericLight' ? 'hemispheric' : 'other';
      return { name: l.name, kind, position: l.position ? v(l.position) : [0, 0, 0], direction: l.direction ? v(l.direction) : [0, -1, 0], intensity: l.intensity, color: [l.diffuse.r, l.diffuse.g, l.diffuse.b] };
    }).filter((l) => l.kind !== 'other');
    const cam = scene.activeCamera;
    const sky = lights.find((l) => l.kind === 'hemispheric') ?? { direction: [0, 1, 0], intensity: 0 };
    const c = scene.clearColor;
    return {
      meshes, lights,
      spec: {
        clearColor: [c.r, c.g, c.b, c.a],
        camera: { alpha: cam.alpha, beta: cam.beta, radius: cam.radius, target: v(cam.target), fov: cam.fov },
        sky: { direction: sky.direction, intensity: sky.intensity },
      },
    };
  })()`) as Promise<SceneSnapshot>;
}

/** A quaternion turning glTF's light axis (0, 0, -1) to `d` (unit). */
function towards(d: V3): [number, number, number, number] {
  // axis = (0,0,-1) × d, angle between them.
  const [x, y, z] = d;
  const dot = -z;
  if (dot < -0.999999) return [0, 1, 0, 0];
  const axis: V3 = [y, -x, 0];
  const w = 1 + dot;
  const len = Math.hypot(axis[0], axis[1], axis[2], w);
  return [axis[0] / len, axis[1] / len, axis[2] / len, w / len];
}

/**
 * The snapshot as a GLB. Babylon's glTF loader turns glTF's right-handed space into its left-handed one by a root that
 * mirrors x; so x is mirrored here (positions, normals, light places and directions), which also turns Babylon's
 * clockwise triangles into glTF's counter-clockwise ones, and the scene loads where the player drew it. The hemispheric light has no glTF form (the page adds it).
 */
export async function glbOfSnapshot(snapshot: SceneSnapshot): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('demo');
  const mirror = (values: number[]) => values.map((value, i) => (i % 3 === 0 ? -value : value));
  for (const m of snapshot.meshes) {
    const material = doc.createMaterial(m.name).setBaseColorFactor([...m.color, 1]).setMetallicFactor(0).setRoughnessFactor(0.8);
    const primitive = doc.createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(mirror(m.positions))).setBuffer(buffer))
      .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(mirror(m.normals))).setBuffer(buffer))
      .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(m.indices)).setBuffer(buffer))
      .setMaterial(material);
    scene.addChild(doc.createNode(m.name).setMesh(doc.createMesh(m.name).addPrimitive(primitive)));
  }
  const lights = doc.createExtension(KHRLightsPunctual);
  for (const l of snapshot.lights) {
    if (l.kind === 'hemispheric') continue;
    const light = lights.createLight(l.name).setType(l.kind).setIntensity(l.intensity).setColor(l.color);
    const node = doc.createNode(l.name).setExtension('KHR_lights_punctual', light).setTranslation([-l.position[0], l.position[1], l.position[2]]);
    if (l.kind === 'directional') {
      const len = Math.hypot(...l.direction) || 1;
      node.setRotation(towards([-l.direction[0] / len, l.direction[1] / len, l.direction[2] / len]));
    }
    scene.addChild(node);
  }
  return new NodeIO().registerExtensions([KHRLightsPunctual]).writeBinary(doc);
}
