import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { VertexBuffer } from '@babylonjs/core/Buffers/buffer.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { DynamicTexture } from '@babylonjs/core/Materials/Textures/dynamicTexture.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Constants } from '@babylonjs/core/Engines/constants.js';
import { BoundingInfo } from '@babylonjs/core/Culling/boundingInfo.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { ParticleBuffer } from '../../sdk/index.js';
import type { ParticleRenderer, RepeatSpec } from './renderer.js';

/** Most quads one sprite renderer draws (particles × repeats), so a large repeat count cannot exhaust memory. */
export const MAX_SPRITES = 400_000;

/** Half the side of the box the sub-mesh's bounds claim (sorting only; the mesh is never culled). */
const PARTICLE_REACH = 50;

const dotTextures = new WeakMap<Scene, DynamicTexture>();

/** A soft round dot, the sprite picture when the stage names none (one per scene). */
function dotTexture(scene: Scene): DynamicTexture {
  let texture = dotTextures.get(scene);
  if (texture && scene.textures.includes(texture)) return texture;
  texture = new DynamicTexture('particle.dot', 64, scene, false);
  const context = texture.getContext();
  const gradient = context.createRadialGradient(32, 32, 0, 32, 32, 32);
  gradient.addColorStop(0, 'rgba(255,255,255,1)');
  gradient.addColorStop(0.5, 'rgba(255,255,255,0.8)');
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 64, 64);
  texture.hasAlpha = true;
  texture.update();
  dotTextures.set(scene, texture);
  return texture;
}

/** Options of a sprite renderer stage. */
export interface SpriteOptions {
  readonly url: string;
  readonly premultAlpha: boolean;
  readonly additive: boolean;
  readonly sizeScale: number;
}

/**
 * Draws particles as camera-facing quads of one mesh whose vertices are rewritten each frame (positions and colours
 * from the buffer); only the live quads are drawn.
 */
export class SpriteRenderer implements ParticleRenderer {
  private readonly mesh: Mesh;
  private readonly material: StandardMaterial;
  private readonly quads: number;
  private readonly positions: Float32Array;
  private readonly colors: Float32Array;
  private readonly inverse = new Matrix();
  private readonly right = new Vector3();
  private readonly up = new Vector3();

  constructor(scene: Scene, parent: TransformNode, capacity: number, private readonly repeat: RepeatSpec, options: SpriteOptions, resolveUrl: (url: string) => string) {
    this.quads = Math.max(1, Math.min(MAX_SPRITES, capacity * (repeat.count + 1)));
    this.mesh = new Mesh(`${parent.name}.sprites`, scene);
    this.mesh.parent = parent;
    this.mesh.isPickable = false;
    this.mesh.alwaysSelectAsActiveMesh = true;
    this.mesh.doNotSerialize = true;
    this.positions = new Float32Array(this.quads * 12);
    this.colors = new Float32Array(this.quads * 16);
    const uvs = new Float32Array(this.quads * 8);
    const indices = new Uint32Array(this.quads * 6);
    for (let q = 0; q < this.quads; q++) {
      uvs.set([0, 0, 1, 0, 1, 1, 0, 1], q * 8);
      const v = q * 4;
      indices.set([v, v + 1, v + 2, v, v + 2, v + 3], q * 6);
    }
    const data = new VertexData();
    data.positions = this.positions;
    data.uvs = uvs;
    data.indices = indices;
    data.colors = this.colors;
    data.applyToMesh(this.mesh, true);
    const reach = new Vector3(PARTICLE_REACH, PARTICLE_REACH, PARTICLE_REACH);
    this.mesh.subMeshes[0]?.setBoundingInfo(new BoundingInfo(reach.negate(), reach));
    this.mesh.hasVertexAlpha = true;
    this.material = new StandardMaterial(`${parent.name}.spriteMaterial`, scene);
    this.material.disableLighting = true;
    this.material.emissiveColor = Color3.White();
    this.material.backFaceCulling = false;
    this.material.disableDepthWrite = true;
    const picture = options.url ? new Texture(resolveUrl(options.url), scene) : dotTexture(scene);
    picture.hasAlpha = true;
    this.material.diffuseTexture = picture;
    this.material.useAlphaFromDiffuseTexture = true;
    this.material.alphaMode = options.additive ? Constants.ALPHA_ADD : options.premultAlpha ? Constants.ALPHA_PREMULTIPLIED : Constants.ALPHA_COMBINE;
    this.material.doNotSerialize = true;
    this.mesh.material = this.material;
    this.sizeScale = options.sizeScale;
    this.draw(0);
  }

  private readonly sizeScale: number;

  update(buffer: ParticleBuffer): void {
    const scene = this.mesh.getScene();
    const camera = scene.activeCamera;
    if (!camera) return;
    // The camera's right and up in the system's local space.
    const view = camera.getViewMatrix();
    const parent = this.mesh.parent as TransformNode;
    parent.getWorldMatrix().invertToRef(this.inverse);
    Vector3.TransformNormalFromFloatsToRef(view.m[0], view.m[4], view.m[8], this.inverse, this.right);
    Vector3.TransformNormalFromFloatsToRef(view.m[1], view.m[5], view.m[9], this.inverse, this.up);
    this.right.normalize();
    this.up.normalize();
    const rx = this.right.x, ry = this.right.y, rz = this.right.z, ux = this.up.x, uy = this.up.y, uz = this.up.z;
    const { position, size, scaling, rotation, color, alpha } = buffer.fields;
    const copies = this.repeat.count + 1;
    const live = Math.min(buffer.count * copies, this.quads);
    const pos = this.positions, col = this.colors;
    let q = 0;
    for (let c = 0; c < copies && q < live; c++) {
      const ox = this.repeat.offset.x * c, oy = this.repeat.offset.y * c, oz = this.repeat.offset.z * c;
      for (let i = 0; i < buffer.count && q < live; i++, q++) {
        const half = 0.5 * size[i]! * scaling[i * 3]! * this.sizeScale;
        const angle = rotation[i * 3 + 2]!;
        const cos = Math.cos(angle) * half, sin = Math.sin(angle) * half;
        // Rotated half-axes of the quad in the camera plane.
        const ax = rx * cos + ux * sin, ay = ry * cos + uy * sin, az = rz * cos + uz * sin;
        const bx = ux * cos - rx * sin, by = uy * cos - ry * sin, bz = uz * cos - rz * sin;
        const px = position[i * 3]! + ox, py = position[i * 3 + 1]! + oy, pz = position[i * 3 + 2]! + oz;
        const o = q * 12;
        pos[o] = px - ax - bx; pos[o + 1] = py - ay - by; pos[o + 2] = pz - az - bz;
        pos[o + 3] = px + ax - bx; pos[o + 4] = py + ay - by; pos[o + 5] = pz + az - bz;
        pos[o + 6] = px + ax + bx; pos[o + 7] = py + ay + by; pos[o + 8] = pz + az + bz;
        pos[o + 9] = px - ax + bx; pos[o + 10] = py - ay + by; pos[o + 11] = pz - az + bz;
        const r = color[i * 3]!, g = color[i * 3 + 1]!, b = color[i * 3 + 2]!, a = Math.min(1, Math.max(0, alpha[i]!));
        const k = q * 16;
        for (let v = 0; v < 16; v += 4) {
          col[k + v] = r; col[k + v + 1] = g; col[k + v + 2] = b; col[k + v + 3] = a;
        }
      }
    }
    this.mesh.updateVerticesData(VertexBuffer.PositionKind, pos, false, false);
    this.mesh.updateVerticesData(VertexBuffer.ColorKind, col, false, false);
    this.draw(live);
  }

  /**
   * Draw only the first `quads` quads: the one sub-mesh draws fewer indices. A sub-mesh that no longer covers the whole
   * mesh needs bounds of its own (transparent sorting reads them): the particles' reach, fixed (the mesh is always
   * drawn, and the particles move every frame).
   */
  private draw(quads: number): void {
    const sub = this.mesh.subMeshes?.[0];
    if (!sub) return;
    sub.indexCount = quads * 6;
    this.mesh.isVisible = quads > 0;
  }

  dispose(): void {
    const texture = this.material.diffuseTexture;
    if (texture && !(texture instanceof DynamicTexture)) texture.dispose();
    this.material.diffuseTexture = null;
    this.material.dispose();
    this.mesh.dispose();
  }
}
