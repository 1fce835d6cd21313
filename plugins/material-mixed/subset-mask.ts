import type { InputBlock } from '@babylonjs/core/Materials/Node/Blocks/Input/inputBlock.js';
import type { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import type { Matrix } from '@babylonjs/core/Maths/math.vector.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { SubMesh } from '@babylonjs/core/Meshes/subMesh.js';
import { nodeIdOfEngineNode } from '../../sdk/index.js';
import type { NodeId, SceneNodeData } from '../../sdk/index.js';
import type { KChannel } from './compile-types.js';

/** A channel restricted to a mesh sub-set: its 0/1 weight uniform, set for every sub-mesh drawn. */
export interface SubsetMaskBinding {
  readonly channel: number;
  readonly block: InputBlock;
}

/** The sub-set a sub-mesh draws: its index in the mesh and its name in the document ('' when it has none). */
export interface DrawnSubset {
  readonly index: number;
  readonly name: string;
}

/**
 * Whether a channel shows on a sub-set (spec 001 §3 "sub-set mask"): type 0 everywhere, 1 on the sub-set whose index
 * is `subSetMaskId`, 2 on the sub-sets named `subSetMaskName` (compared trimmed, case as written).
 */
export function subsetMaskMatches(channel: Pick<KChannel, 'subSetMaskType' | 'subSetMaskId' | 'subSetMaskName'>, drawn: DrawnSubset): boolean {
  if (channel.subSetMaskType === 1) return drawn.index === channel.subSetMaskId;
  if (channel.subSetMaskType === 2) return drawn.name.trim() !== '' && drawn.name.trim() === channel.subSetMaskName.trim();
  return true;
}

/** Whether a channel needs a sub-set mask uniform (part of the shader structure). */
export function hasSubsetMask(channel: KChannel): boolean {
  return channel.subSetMaskType === 1 || channel.subSetMaskType === 2;
}

/**
 * Set the mask uniforms for each sub-mesh as it is drawn. A node material binds its inputs once per draw in
 * `bindForSubMesh`; the masks are written after it, straight into the effect, so one compiled shader serves every
 * sub-set of a mesh. Returns the function that puts the original bind back.
 */
export function installSubsetMasks(
  material: NodeMaterial, masks: () => readonly SubsetMaskBinding[], channels: () => readonly KChannel[],
  subsetName: (mesh: AbstractMesh, index: number) => string,
): () => void {
  const original = material.bindForSubMesh;
  material.bindForSubMesh = function bindWithMasks(world: Matrix, mesh: Mesh, subMesh: SubMesh): void {
    original.call(this, world, mesh, subMesh);
    const list = masks();
    const effect = subMesh.effect;
    if (list.length === 0 || !effect) return;
    const index = Math.max(0, mesh.subMeshes?.indexOf(subMesh) ?? 0);
    const drawn: DrawnSubset = { index, name: subsetName(mesh, index) };
    const current = channels();
    for (const mask of list) {
      const channel = current[mask.channel];
      effect.setFloat(mask.block.associatedVariableName, channel && subsetMaskMatches(channel, drawn) ? 1 : 0);
    }
  };
  return () => { material.bindForSubMesh = original; };
}

/** The document name of a mesh's sub-set (its node's `subSets` prop), '' when it has none. */
export function subsetNameInDocument(get: (id: NodeId) => SceneNodeData | undefined, mesh: AbstractMesh, index: number): string {
  const id = nodeIdOfEngineNode(mesh);
  const list = id ? get(id)?.props['subSets'] : undefined;
  const entry = Array.isArray(list) ? list[index] : undefined;
  const name = entry && typeof entry === 'object' && !Array.isArray(entry) ? entry['name'] : undefined;
  return typeof name === 'string' ? name : '';
}
