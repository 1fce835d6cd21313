import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { ninePatchGeometry } from './nine-patch-geometry.js';
import type { NinePatchInput } from './nine-patch-geometry.js';

/** The plane's look without a picture: light grey, so an empty plane can be seen and placed. */
const EMPTY = new Color3(0.8, 0.8, 0.8);

/** The mesh of one image-plane node, its unlit material and the picture it shows. */
export class ImagePlane {
  readonly mesh: Mesh;
  private readonly material: StandardMaterial;
  private texture: Texture | undefined;
  private url = '';
  private shape: Omit<NinePatchInput, 'pictureWidth' | 'pictureHeight'> = { width: 2, height: 1, insets: { left: 0, right: 0, top: 0, bottom: 0 }, pixelsPerUnit: 100 };

  constructor(name: string, scene: Scene) {
    this.mesh = new Mesh(name, scene);
    this.material = new StandardMaterial(`${name}.image`, scene);
    this.material.disableLighting = true;
    this.material.emissiveColor = EMPTY;
    this.material.backFaceCulling = false;
    this.material.doNotSerialize = true;
    this.mesh.material = this.material;
    this.build();
  }

  /** Show the picture at `url` (already resolved; '' for none). Resolves when it has loaded or failed. */
  setPicture(url: string): Promise<void> {
    if (url === this.url) return Promise.resolve();
    this.url = url;
    this.texture?.dispose();
    this.texture = undefined;
    this.material.diffuseTexture = null;
    this.material.emissiveColor = EMPTY;
    this.build();
    if (!url) return Promise.resolve();
    return new Promise<void>((done, fail) => {
      const texture = new Texture(url, this.mesh.getScene(), { noMipmap: false, invertY: true, onLoad: () => {
        if (this.texture !== texture) return done();
        this.material.emissiveColor = Color3.White();
        this.build();
        done();
      }, onError: (message) => {
        if (this.texture === texture) this.texture = undefined;
        fail(new Error(`The image plane's picture could not be loaded${message ? `: ${message}` : ''}`));
      } });
      texture.wrapU = Texture.CLAMP_ADDRESSMODE;
      texture.wrapV = Texture.CLAMP_ADDRESSMODE;
      texture.hasAlpha = true;
      this.texture = texture;
      this.material.diffuseTexture = texture;
      this.material.useAlphaFromDiffuseTexture = true;
    });
  }

  /** The plane's size, insets and scale (insets all 0 outside nine-patch mode). */
  setShape(shape: Omit<NinePatchInput, 'pictureWidth' | 'pictureHeight'>): void {
    this.shape = shape;
    this.build();
  }

  /** The loaded picture's size in pixels (0 × 0 while none). */
  pictureSize(): { width: number; height: number } {
    const size = this.texture?.isReady() ? this.texture.getBaseSize() : undefined;
    return { width: size?.width ?? 0, height: size?.height ?? 0 };
  }

  dispose(): void {
    this.texture?.dispose();
    this.material.dispose();
    this.mesh.dispose();
  }

  private build(): void {
    const picture = this.pictureSize();
    const geometry = ninePatchGeometry({ ...this.shape, pictureWidth: picture.width, pictureHeight: picture.height });
    const data = new VertexData();
    data.positions = geometry.positions;
    data.uvs = geometry.uvs;
    data.normals = geometry.normals;
    data.indices = geometry.indices;
    data.applyToMesh(this.mesh, true);
  }
}
