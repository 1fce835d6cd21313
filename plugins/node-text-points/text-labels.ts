import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { CreatePlane } from '@babylonjs/core/Meshes/Builders/planeBuilder.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { TextPointData } from '../../sdk/index.js';
import { rasterizeText } from './text-raster.js';

/** Height of a label in the node's units; its width follows the text. */
export const LABEL_HEIGHT = 0.5;

/** One distinct text: its material (shared by every point showing it) and its width in the node's units. */
interface TextLook {
  readonly material: StandardMaterial;
  readonly texture: RawTexture | undefined;
  readonly width: number;
}

/**
 * The labels of one text-point node: one camera-facing plane per visible point, one material per distinct text (drawn
 * once, when the text first appears). Hidden points have no mesh. Where there is no 2D canvas (a NullEngine in Node)
 * the planes are drawn without text.
 */
export class TextPointLabels {
  private readonly looks = new Map<string, TextLook>();
  private labels: Mesh[] = [];

  constructor(private readonly scene: Scene, private readonly parent: TransformNode) {}

  /** Show these points (hidden ones are left out). */
  update(points: readonly TextPointData[]): void {
    const shown = points.filter((p) => p.visible);
    while (this.labels.length > shown.length) this.labels.pop()!.dispose();
    while (this.labels.length < shown.length) this.labels.push(this.createLabel(this.labels.length));
    shown.forEach((point, i) => {
      const look = this.lookOf(point.text);
      const label = this.labels[i]!;
      label.material = look.material;
      label.scaling.set(look.width, LABEL_HEIGHT, 1);
      label.position.set(point.position[0], point.position[1], point.position[2]);
      label.metadata = { text: point.text };
    });
    const used = new Set(shown.map((p) => p.text));
    for (const [text, look] of this.looks) {
      if (used.has(text)) continue;
      look.material.dispose();
      look.texture?.dispose();
      this.looks.delete(text);
    }
  }

  /** The label meshes drawn, in the order of the visible points. */
  get meshes(): readonly Mesh[] {
    return this.labels;
  }

  dispose(): void {
    for (const label of this.labels) label.dispose();
    this.labels = [];
    for (const look of this.looks.values()) {
      look.material.dispose();
      look.texture?.dispose();
    }
    this.looks.clear();
  }

  private createLabel(index: number): Mesh {
    const mesh = CreatePlane(`${this.parent.name}.text.${index}`, { size: 1 }, this.scene);
    mesh.parent = this.parent;
    mesh.billboardMode = Mesh.BILLBOARDMODE_ALL;
    mesh.isPickable = false;
    // Drawn after the scene with its own depth, as the info-point labels are: a floor or a model never cuts a label.
    mesh.renderingGroupId = 1;
    mesh.doNotSerialize = true;
    return mesh;
  }

  private lookOf(text: string): TextLook {
    const known = this.looks.get(text);
    if (known) return known;
    const raster = rasterizeText(text);
    const material = new StandardMaterial(`${this.parent.name}.text`, this.scene);
    material.disableLighting = true;
    material.emissiveColor = Color3.White();
    material.backFaceCulling = false;
    material.doNotSerialize = true;
    let texture: RawTexture | undefined;
    if (raster) {
      texture = RawTexture.CreateRGBATexture(raster.pixels, raster.width, raster.height, this.scene, false, true);
      texture.hasAlpha = true;
      material.diffuseTexture = texture;
      material.useAlphaFromDiffuseTexture = true;
    }
    const look = { material, texture, width: raster ? (LABEL_HEIGHT * raster.width) / raster.height : LABEL_HEIGHT * Math.max(1, text.length * 0.6) };
    this.looks.set(text, look);
    return look;
  }
}
