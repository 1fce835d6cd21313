import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { MirrorTexture } from '@babylonjs/core/Materials/Textures/mirrorTexture.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Plane } from '@babylonjs/core/Maths/math.plane.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { CreateGroundVertexData } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';

const normal = new Vector3();

/**
 * One mirror node's surface: a rectangle in the node's local XZ plane facing +y, whose material reflects the rest of
 * the scene through a MirrorTexture drawn at `quality` times the view's size. The reflection plane follows the mesh's
 * world matrix before each frame, so moving or turning the node (or a parent) turns the reflection with it.
 */
export class MirrorSurface {
  readonly mesh: Mesh;
  private readonly material: StandardMaterial;
  private mirror: MirrorTexture | undefined;
  private quality = 0;
  private level = 1;
  private readonly observer: Observer<Scene>;

  constructor(name: string, private readonly scene: Scene) {
    this.mesh = new Mesh(name, scene);
    this.material = new StandardMaterial(`${name}.mirror`, scene);
    this.material.specularColor = Color3.Black();
    this.material.doNotSerialize = true;
    this.mesh.material = this.material;
    this.observer = scene.onBeforeRenderObservable.add(() => this.followMesh());
  }

  setSize(width: number, depth: number): void {
    CreateGroundVertexData({ width, height: depth }).applyToMesh(this.mesh, false);
  }

  /** Draw the reflection at this fraction of the view's size (a new render target when it changes). */
  setQuality(quality: number): void {
    if (quality === this.quality) return;
    this.quality = quality;
    this.mirror?.dispose();
    const mirror = new MirrorTexture(`${this.mesh.name}.reflection`, { ratio: quality }, this.scene, true);
    mirror.renderListPredicate = (mesh) => mesh !== this.mesh;
    mirror.level = this.level;
    this.mirror = mirror;
    this.followMesh();
    this.material.reflectionTexture = mirror;
  }

  setLevel(level: number): void {
    this.level = level;
    if (this.mirror) this.mirror.level = level;
  }

  setColor(color: Color3): void {
    this.material.diffuseColor = color;
  }

  /** The render target drawing the reflection (for tests and tools). */
  get reflection(): MirrorTexture | undefined {
    return this.mirror;
  }

  dispose(): void {
    this.scene.onBeforeRenderObservable.remove(this.observer);
    this.mirror?.dispose();
    this.material.dispose();
    this.mesh.dispose();
  }

  private followMesh(): void {
    if (!this.mirror) return;
    const world = this.mesh.computeWorldMatrix();
    Vector3.TransformNormalToRef(Vector3.UpReadOnly, world, normal);
    normal.normalize().scaleInPlace(-1);
    this.mirror.mirrorPlane = Plane.FromPositionAndNormal(this.mesh.getAbsolutePosition(), normal);
  }
}
