import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Constants } from '@babylonjs/core/Engines/constants.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { HeatMapPointData } from '../../sdk/index.js';
import { heatFieldPixels } from './heat-field.js';
import type { HeatSurface } from './heat-field.js';

/** What the surface draws: the points, the surface's size and value scale, and its opacity. */
export interface HeatMapLook extends HeatSurface {
  readonly points: readonly HeatMapPointData[];
  readonly opacity: number;
}

/**
 * The heat map's surface: a plane in the node's local XZ plane (a unit ground scaled to width × depth) showing the
 * field as an unlit texture. The texture's pixels are computed again only when `update` gets a new look; drawing a
 * frame costs one textured quad.
 */
export class HeatMapSurfaceMesh {
  readonly mesh: Mesh;
  private readonly material: StandardMaterial;
  private texture: RawTexture | undefined;

  constructor(private readonly scene: Scene, parent: TransformNode) {
    const name = `${parent.name}.heatMap`;
    this.mesh = CreateGround(name, { width: 1, height: 1 }, scene);
    this.mesh.parent = parent;
    this.mesh.doNotSerialize = true;
    this.material = new StandardMaterial(name, scene);
    this.material.disableLighting = true;
    this.material.emissiveColor = Color3.White();
    this.material.specularColor = Color3.Black();
    this.material.backFaceCulling = false;
    this.material.useAlphaFromDiffuseTexture = true;
    this.material.transparencyMode = StandardMaterial.MATERIAL_ALPHABLEND;
    // Drawn over a floor in the same plane (the usual place for a heat map) rather than fighting it for depth.
    this.material.zOffset = -2;
    this.material.doNotSerialize = true;
    this.mesh.material = this.material;
  }

  /** Draw this look: the field's texture is computed again, the mesh scaled to the surface. */
  update(look: HeatMapLook): void {
    this.mesh.scaling.set(Math.max(look.width, 1e-6), 1, Math.max(look.depth, 1e-6));
    this.material.alpha = look.opacity;
    const field = heatFieldPixels(look.points, look);
    const size = this.texture?.getSize();
    if (!this.texture || size?.width !== field.width || size.height !== field.height) {
      this.texture?.dispose();
      this.texture = RawTexture.CreateRGBATexture(field.pixels, field.width, field.height, this.scene, false, false, Constants.TEXTURE_BILINEAR_SAMPLINGMODE);
      this.texture.name = `${this.mesh.name}.field`;
      this.texture.hasAlpha = true;
      this.texture.wrapU = this.texture.wrapV = Texture.CLAMP_ADDRESSMODE;
      this.material.diffuseTexture = this.texture;
    } else {
      this.texture.update(field.pixels);
    }
  }

  dispose(): void {
    this.texture?.dispose();
    this.material.dispose();
    this.mesh.dispose();
  }
}
