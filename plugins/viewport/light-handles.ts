import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { CreateSphere } from '@babylonjs/core/Meshes/Builders/sphereBuilder.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { ShadowLight } from '@babylonjs/core/Lights/shadowLight.js';
import type { Light } from '@babylonjs/core/Lights/light.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { nodeIdOfEngineNode } from '../../sdk/index.js';
import type { NodeId } from '../../sdk/index.js';

/** One positioned light's stand-in: a node at the light's position (what the gizmo moves) and a small pickable bulb. */
interface LightHandle {
  readonly light: ShadowLight;
  readonly proxy: TransformNode;
  readonly bulb: Mesh;
}

const BULB_DIAMETER = 0.35;

/**
 * Editor-only stand-ins for the document's point, spot and directional lights, which have a position but no mesh:
 * a bulb to click (it resolves to the light's node) and a node for the move gizmo, kept at the light's position.
 * The document stays the truth: a gizmo drag writes the light's `position`, and the runtime moves the light.
 */
export class LightHandles {
  private readonly handles = new Map<NodeId, LightHandle>();
  private readonly material: StandardMaterial;

  constructor(private readonly scene: Scene, private readonly isEditorLight: (light: Light) => boolean) {
    this.material = new StandardMaterial('viewport.lightBulb', scene);
    this.material.disableLighting = true;
    this.material.emissiveColor = new Color3(1, 0.85, 0.35);
    this.material.doNotSerialize = true;
  }

  /** Create, move or drop handles so that each positioned light of the document has one, at its position. */
  sync(): void {
    const seen = new Set<NodeId>();
    for (const light of this.scene.lights) {
      if (!(light instanceof ShadowLight) || this.isEditorLight(light)) continue;
      const id = nodeIdOfEngineNode(light);
      if (id === undefined) continue;
      seen.add(id);
      let handle = this.handles.get(id);
      if (handle && handle.light !== light) {
        this.drop(id);
        handle = undefined;
      }
      if (!handle) {
        handle = this.create(id, light);
        this.handles.set(id, handle);
      }
      if (handle.proxy.parent !== light.parent) handle.proxy.parent = light.parent;
      if (!handle.proxy.position.equals(light.position)) handle.proxy.position.copyFrom(light.position);
    }
    for (const id of [...this.handles.keys()]) if (!seen.has(id)) this.drop(id);
  }

  /** The node the gizmo moves for a light, when the light has a position. */
  proxyOf(id: NodeId): TransformNode | undefined {
    return this.handles.get(id)?.proxy;
  }

  /** How many lights have a handle (for tests). */
  get count(): number {
    return this.handles.size;
  }

  private create(id: NodeId, light: ShadowLight): LightHandle {
    const proxy = new TransformNode(`viewport.lightHandle.${id}`, this.scene);
    proxy.metadata = { editorOnly: true };
    proxy.doNotSerialize = true;
    const bulb = CreateSphere(`viewport.lightBulb.${id}`, { diameter: BULB_DIAMETER, segments: 6 }, this.scene);
    bulb.material = this.material;
    bulb.parent = proxy;
    // The bulb resolves to the light's document node, so clicking it selects the light.
    bulb.metadata = { editorOnly: true, nodeId: id };
    bulb.doNotSerialize = true;
    bulb.receiveShadows = false;
    return { light, proxy, bulb };
  }

  private drop(id: NodeId): void {
    const handle = this.handles.get(id);
    if (!handle) return;
    handle.bulb.dispose();
    handle.proxy.dispose();
    this.handles.delete(id);
  }

  dispose(): void {
    for (const id of [...this.handles.keys()]) this.drop(id);
    this.material.dispose();
  }
}
