import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import '@babylonjs/core/Meshes/instancedMesh.js';
import type { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import type { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import type { Scene } from '@babylonjs/core/scene.js';

/**
 * The hidden meshes that mesh nodes are drawn as instances of: one per geometry, material and shadow flag in a scene.
 * Babylon draws each source with all its instances in one call and checks its material once, instead of once per node.
 */
const sources = new WeakMap<Scene, Map<string, Mesh>>();
const keys = new WeakMap<Mesh, string>();

/** The source mesh for a geometry, material and shadow flag (made when first asked for). */
export function acquireSource(scene: Scene, geometry: Geometry, material: Material, receiveShadows: boolean): Mesh {
  let cache = sources.get(scene);
  if (!cache) sources.set(scene, (cache = new Map()));
  const key = `${geometry.uniqueId}:${material.uniqueId}:${receiveShadows ? 1 : 0}`;
  const existing = cache.get(key);
  if (existing && !existing.isDisposed()) return existing;
  const source = new Mesh(`shared:${key}`, scene);
  geometry.applyToMesh(source);
  source.material = material;
  source.receiveShadows = receiveShadows;
  // Hidden itself (its instances still draw), never picked, never saved, no node id: not a document node.
  source.isVisible = false;
  source.isPickable = false;
  source.doNotSerialize = true;
  cache.set(key, source);
  keys.set(source, key);
  return source;
}

/** Dispose a source that no node is drawn from any more (its geometry goes with it when no other mesh uses it). */
export function releaseSource(source: Mesh): void {
  if (source.instances.length > 0 || source.isDisposed()) return;
  const cache = sources.get(source.getScene());
  const key = keys.get(source);
  if (key !== undefined && cache?.get(key) === source) cache.delete(key);
  source.dispose(false, false);
}

interface MovableInstance {
  _sourceMesh: Mesh;
}

/**
 * Draw an instance from another source, keeping the instance object (the gizmo, animations, children and the
 * runtime hold it). Babylon has no public way to do this: the instance leaves the old source's list and joins the
 * new one's as its constructor does, and takes the new source's sub-meshes and bounds. The old source is released.
 */
export function moveInstance(instance: InstancedMesh, to: Mesh): void {
  const from = instance.sourceMesh;
  if (from === to) return;
  from.removeInstance(instance);
  (instance as unknown as MovableInstance)._sourceMesh = to;
  to.addInstance(instance);
  instance._unIndexed = to._unIndexed;
  instance._syncSubMeshes();
  const bounds = to.getBoundingInfo();
  instance.buildBoundingInfo(bounds.minimum, bounds.maximum, instance.getWorldMatrix());
  releaseSource(from);
}
