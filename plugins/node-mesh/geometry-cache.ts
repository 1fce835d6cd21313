import { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { GeometryData } from '../../sdk/index.js';

const caches = new WeakMap<Scene, Map<string, Geometry>>();
const lineGeometries = new WeakSet<Geometry>();

/** Babylon vertex data from engine-independent geometry data (normals computed when missing). */
export function toVertexData(data: GeometryData): VertexData {
  const vd = new VertexData();
  vd.positions = Array.from(data.positions);
  vd.indices = Array.from(data.indices);
  if (data.normals) vd.normals = Array.from(data.normals);
  else if (!data.lines && vd.indices.length) {
    const normals: number[] = [];
    VertexData.ComputeNormals(vd.positions, vd.indices, normals);
    vd.normals = normals;
  }
  if (data.uvs) vd.uvs = Array.from(data.uvs);
  return vd;
}

/** A shared Geometry for a key in a scene: meshes with the same geometry value share one vertex buffer set. */
export function sharedGeometry(scene: Scene, key: string, make: () => GeometryData): Geometry {
  let cache = caches.get(scene);
  if (!cache) caches.set(scene, (cache = new Map()));
  const existing = cache.get(key);
  if (existing && !existing.isDisposed()) return existing;
  const data = make();
  const geometry = new Geometry(`geometry:${cache.size}`, scene, toVertexData(data), false);
  if (data.lines) lineGeometries.add(geometry);
  cache.set(key, geometry);
  return geometry;
}

/** Whether a shared geometry holds line segments. */
export function isLines(geometry: Geometry): boolean {
  return lineGeometries.has(geometry);
}
