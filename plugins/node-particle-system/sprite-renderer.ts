import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { Buffer } from '@babylonjs/core/Buffers/buffer.js';
import { ShaderMaterial } from '@babylonjs/core/Materials/shaderMaterial.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { Matrix, Vector2, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Constants } from '@babylonjs/core/Engines/constants.js';
import { BoundingInfo } from '@babylonjs/core/Culling/boundingInfo.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { ParticleBuffer } from '../../sdk/index.js';
import type { ParticleRenderer, RepeatSpec } from './renderer.js';
import { frameCorner, frameField } from './sprite-frames.js';
import { dotTexture, isDotTexture } from './dot-texture.js';
import type { SpriteSheet, SpriteUvSource } from './sprite-frames.js';
import { SPRITE_FRAGMENT_SHADER, SPRITE_INSTANCE_FLOATS, SPRITE_VERTEX_SHADER } from './sprite-shader.js';
import type { StageMovers } from './stage-movers.js';
import type { SpriteLayout } from './sprite-layout.js';

/** Most quads one sprite renderer draws (particles × repeats), so a large repeat count cannot exhaust memory. */
export const MAX_SPRITES = 400_000;

/** Options of a sprite renderer stage. */
export interface SpriteOptions {
  readonly url: string;
  readonly premultAlpha: boolean;
  readonly additive: boolean;
  /** The stage's params with its movers (the size scale may be moved). */
  readonly movers: StageMovers;
  readonly uvSource: SpriteUvSource;
  readonly sheet: SpriteSheet;
  readonly layout: SpriteLayout;
}

/** Corner offsets and texture coordinates of a quad's four vertices (the shader scales and turns the offsets). */
const CORNERS = [-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0];
const CORNER_UVS = [0, 0, 1, 0, 1, 1, 0, 1];

/** Half the side of the box the expanded mesh's sub-mesh bounds claim (sorting only; the mesh is never culled). */
const PARTICLE_REACH = 50;

/**
 * Draws particles as camera-facing quads; the vertex shader turns each quad towards the camera. Each frame fills one
 * typed array with the live sprites (centre, half size, colour, angle, sprite frame) and uploads only that part in one
 * buffer update; no per-particle objects. Instanced (one quad, an instance per sprite) or expanded (four vertices per
 * sprite), by device (sprite-layout.ts).
 */
export class SpriteRenderer implements ParticleRenderer {
  private readonly mesh: Mesh;
  private readonly material: ShaderMaterial;
  private readonly sprites: number;
  /** Copies of each sprite's data: 1 (instanced) or 4 (expanded: one per vertex). */
  private readonly copies: number;
  private readonly data: Float32Array;
  private readonly gpuBuffer: Buffer;
  private readonly inverse = new Matrix();
  private readonly right = new Vector3();
  private readonly up = new Vector3();
  private readonly picture: Texture;
  private readonly inset = new Vector2();

  constructor(scene: Scene, parent: TransformNode, capacity: number, private readonly repeat: RepeatSpec, private readonly options: SpriteOptions, resolveUrl: (url: string) => string) {
    this.sprites = Math.max(1, Math.min(MAX_SPRITES, capacity * (repeat.count + 1)));
    this.mesh = new Mesh(`${parent.name}.sprites`, scene);
    this.mesh.parent = parent;
    this.mesh.isPickable = false;
    this.mesh.alwaysSelectAsActiveMesh = true;
    this.mesh.doNotSerialize = true;
    const engine = scene.getEngine();
    const instanced = options.layout === 'instanced';
    this.copies = instanced ? 1 : 4;
    const geometry = new VertexData();
    if (instanced) {
      geometry.positions = CORNERS;
      geometry.uvs = CORNER_UVS;
      geometry.indices = [0, 1, 2, 0, 2, 3];
    } else {
      const positions = new Float32Array(this.sprites * 12), uvs = new Float32Array(this.sprites * 8), indices = new Uint32Array(this.sprites * 6);
      for (let q = 0; q < this.sprites; q++) {
        positions.set(CORNERS, q * 12);
        uvs.set(CORNER_UVS, q * 8);
        const v = q * 4;
        indices.set([v, v + 1, v + 2, v, v + 2, v + 3], q * 6);
      }
      geometry.positions = positions;
      geometry.uvs = uvs;
      geometry.indices = indices;
    }
    geometry.applyToMesh(this.mesh, false);
    if (!instanced) {
      const reach = new Vector3(PARTICLE_REACH, PARTICLE_REACH, PARTICLE_REACH);
      this.mesh.subMeshes[0]?.setBoundingInfo(new BoundingInfo(reach.negate(), reach));
    }
    this.data = new Float32Array(this.sprites * this.copies * SPRITE_INSTANCE_FLOATS);
    this.gpuBuffer = new Buffer(engine, this.data, true, SPRITE_INSTANCE_FLOATS, false, instanced);
    this.mesh.setVerticesBuffer(this.gpuBuffer.createVertexBuffer('particleCenter', 0, 4));
    this.mesh.setVerticesBuffer(this.gpuBuffer.createVertexBuffer('particleColor', 4, 4));
    this.mesh.setVerticesBuffer(this.gpuBuffer.createVertexBuffer('particleFrame', 8, 4));
    this.material = new ShaderMaterial(`${parent.name}.spriteMaterial`, scene, { vertexSource: SPRITE_VERTEX_SHADER, fragmentSource: SPRITE_FRAGMENT_SHADER }, {
      attributes: ['position', 'uv', 'particleCenter', 'particleColor', 'particleFrame'],
      uniforms: ['world', 'viewProjection', 'cameraRight', 'cameraUp', 'frameSize', 'frameInset', 'premultiplied'],
      samplers: ['picture'],
      needAlphaBlending: true,
    });
    this.material.backFaceCulling = false;
    this.material.disableDepthWrite = true;
    this.material.alphaMode = options.additive ? Constants.ALPHA_ADD : options.premultAlpha ? Constants.ALPHA_PREMULTIPLIED : Constants.ALPHA_COMBINE;
    this.material.doNotSerialize = true;
    const framed = frameField(options.uvSource) !== undefined;
    // A sprite sheet without mipmaps: smaller mip levels would mix neighbouring frames.
    const picture = options.url ? new Texture(resolveUrl(options.url), scene, framed) : dotTexture(scene);
    picture.hasAlpha = true;
    this.picture = picture;
    this.material.setTexture('picture', picture);
    this.material.setFloat('premultiplied', options.premultAlpha ? 1 : 0);
    this.material.setVector2('frameSize', framed ? new Vector2(1 / options.sheet.columns, 1 / options.sheet.rows) : new Vector2(1, 1));
    this.material.setVector2('frameInset', Vector2.Zero());
    this.mesh.material = this.material;
    this.show(0);
  }

  update(buffer: ParticleBuffer, seconds: number): void {
    const scene = this.mesh.getScene();
    const camera = scene.activeCamera;
    if (!camera) return;
    // The camera's right and up in the system's local space (the shader works in that space, then applies world).
    const view = camera.getViewMatrix();
    const parent = this.mesh.parent as TransformNode;
    parent.getWorldMatrix().invertToRef(this.inverse);
    Vector3.TransformNormalFromFloatsToRef(view.m[0], view.m[4], view.m[8], this.inverse, this.right);
    Vector3.TransformNormalFromFloatsToRef(view.m[1], view.m[5], view.m[9], this.inverse, this.up);
    this.material.setVector3('cameraRight', this.right.normalize());
    this.material.setVector3('cameraUp', this.up.normalize());
    const { movers, sheet } = this.options;
    if (movers.moving) movers.apply(seconds);
    const field = frameField(this.options.uvSource);
    if (field) {
      // Half a texel of the loaded picture, in frame units (zero until it has loaded).
      const { width, height } = this.picture.getSize();
      this.inset.set(width > 0 ? (0.5 * sheet.columns) / width : 0, height > 0 ? (0.5 * sheet.rows) / height : 0);
      this.material.setVector2('frameInset', this.inset);
    }
    const sizeScale = 0.5 * movers.params.number('scale');
    const { position, size, scaling, rotation, color, alpha } = buffer.fields;
    const frames = field ? buffer.fields[field] : undefined;
    const copies = this.repeat.count + 1;
    const live = Math.min(buffer.count * copies, this.sprites);
    const out = this.data, per = this.copies * SPRITE_INSTANCE_FLOATS;
    let q = 0;
    for (let c = 0; c < copies && q < live; c++) {
      const ox = this.repeat.offset.x * c, oy = this.repeat.offset.y * c, oz = this.repeat.offset.z * c;
      for (let i = 0; i < buffer.count && q < live; i++, q++) {
        const o = q * per, j = i * 3;
        out[o] = position[j]! + ox;
        out[o + 1] = position[j + 1]! + oy;
        out[o + 2] = position[j + 2]! + oz;
        out[o + 3] = size[i]! * scaling[j]! * sizeScale;
        out[o + 4] = color[j]!;
        out[o + 5] = color[j + 1]!;
        out[o + 6] = color[j + 2]!;
        out[o + 7] = alpha[i]!;
        out[o + 8] = rotation[j + 2]!;
        if (frames) frameCorner(sheet, frames[i]!, out, o + 9);
        else out[o + 9] = out[o + 10] = 0;
        // Expanded: the other three vertices carry the same sprite.
        for (let k = o + SPRITE_INSTANCE_FLOATS; k < o + per; k++) out[k] = out[k - SPRITE_INSTANCE_FLOATS]!;
      }
    }
    if (live > 0) this.gpuBuffer.updateDirectly(out, 0, live * this.copies);
    this.show(live);
  }

  /** Draw the first `count` sprites (none hides the mesh: a zero instance count would draw the plain quad). */
  private show(count: number): void {
    if (this.copies === 1) this.mesh.forcedInstanceCount = count;
    else {
      const sub = this.mesh.subMeshes?.[0];
      if (sub) sub.indexCount = count * 6;
    }
    this.mesh.isVisible = count > 0;
  }

  dispose(): void {
    if (!isDotTexture(this.picture)) this.picture.dispose();
    this.material.dispose();
    this.mesh.dispose();
    this.gpuBuffer.dispose();
  }
}
