import { WebIO } from '@gltf-transform/core';
import type { Animation, Buffer, Document, Node } from '@gltf-transform/core';
import { KHRONOS_EXTENSIONS } from '@gltf-transform/extensions';
import { mergeDocuments, unpartition } from '@gltf-transform/functions';
import { animationEntities } from '../../sdk/index.js';
import type { SceneDocumentData } from '../../sdk/index.js';

/**
 * Imported models (a Mesh node showing a stored .glb) copied into the export as they are stored: their nodes under
 * the mesh node, with their own meshes, materials, textures and animations. An animation group of the document that
 * plays a model's clip names that clip's glTF animation. A model that cannot be read (not stored, or compressed with
 * Draco or meshopt, whose decoders the export does not carry) is left out and named in the node's extras.
 */
export class GltfModels {
  private readonly clips = new Map<string, Animation[]>();
  private merged = false;

  constructor(private readonly doc: Document, private readonly buffer: Buffer, private readonly readAsset: ((name: string) => Promise<Uint8Array | undefined>) | undefined) {}

  /** Copy the model `asset` under `node`; false when it could not be read. */
  async attach(node: Node, asset: string, nodeId: string): Promise<boolean> {
    const bytes = await this.readAsset?.(asset).catch(() => undefined);
    if (!bytes) return false;
    let model: Document;
    try {
      model = await new WebIO().registerExtensions(KHRONOS_EXTENSIONS).readBinary(bytes);
    } catch {
      return false;
    }
    const modelScene = model.getRoot().getDefaultScene() ?? model.getRoot().listScenes()[0];
    const modelAnimations = model.getRoot().listAnimations();
    const map = mergeDocuments(this.doc, model);
    this.merged = true;
    for (const scene of model.getRoot().listScenes()) {
      const copy = map.get(scene) as ReturnType<Document['createScene']> | undefined;
      if (!copy) continue;
      if (scene === modelScene) for (const child of copy.listChildren()) node.addChild(child);
      copy.dispose();
    }
    this.clips.set(nodeId, modelAnimations.map((a) => map.get(a) as Animation));
    return true;
  }

  /** Name the copied clips after the document's animation groups that play them (extras: the group's settings). */
  nameClips(data: SceneDocumentData, exported: ReadonlyMap<string, Node>): void {
    for (const group of animationEntities(data.animations)) {
      if (group.kind !== 'group' || !group.owner || !exported.has(group.owner)) continue;
      const clip = this.clips.get(group.owner)?.[group.clip ?? 0];
      if (!clip) continue;
      clip.setName(group.name).setExtras({ sceneAnimationGroupId: group.id, weight: group.weight, autoPlay: group.autoPlay, loop: group.loopAnimation });
    }
  }

  /** One buffer for everything (a GLB holds one). */
  async finish(): Promise<void> {
    if (!this.merged) return;
    await this.doc.transform(unpartition());
    const buffers = this.doc.getRoot().listBuffers();
    if (buffers.length === 1 && buffers[0] !== this.buffer) buffers[0].setURI('scene.bin');
  }
}
