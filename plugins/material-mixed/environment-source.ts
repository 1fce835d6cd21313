import type { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { ReflectionProbe } from '@babylonjs/core/Probes/reflectionProbe.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { KMaterialOptions } from './compile-types.js';
import type { EnvironmentBinding } from './environment.js';

/** Limits of a mixed material's reflection probe: cube face size in pixels, meshes it draws, frames between renders. */
export const REFLECTION_PROBE_LIMITS = { size: 128, meshes: 64, refreshRate: 2 } as const;

/**
 * Feeds a mixed material's environment samplers: the material's reflection probe when enabled (a Babylon
 * ReflectionProbe that follows the first mesh drawn with the material and draws up to 64 other meshes), else the
 * scene's environment texture. The scene environment can change at any time, so the samplers are checked on each bind.
 */
export class EnvironmentSource {
  private bindings: readonly EnvironmentBinding[] = [];
  private probe: ReflectionProbe | undefined;
  private attached: AbstractMesh | undefined;
  private readonly bound: Observer<AbstractMesh>;
  private readonly meshObservers: Observer<AbstractMesh>[];

  constructor(private readonly material: NodeMaterial, private readonly scene: Scene) {
    this.bound = material.onBindObservable.add((mesh) => this.follow(mesh));
    const refill = () => this.fillRenderList();
    this.meshObservers = [scene.onNewMeshAddedObservable.add(refill), scene.onMeshRemovedObservable.add(refill)];
  }

  /** The probe, when the option is on (tests). */
  get reflectionProbe(): ReflectionProbe | undefined {
    return this.probe;
  }

  /** Take the samplers of a new build and the options in force. */
  update(bindings: readonly EnvironmentBinding[], options: KMaterialOptions): void {
    this.bindings = bindings;
    if (options.reflectionProbeEnabled && bindings.length > 0) this.makeProbe();
    else this.disposeProbe();
    this.feed();
  }

  private makeProbe(): void {
    if (this.probe) return;
    const probe = new ReflectionProbe(`${this.material.name}.probe`, REFLECTION_PROBE_LIMITS.size, this.scene);
    probe.refreshRate = REFLECTION_PROBE_LIMITS.refreshRate;
    this.probe = probe;
    this.attached = undefined;
    // Babylon renders a material's render targets only for the material kinds that list them (not node materials):
    // the scene's custom render targets draw the probe.
    this.scene.customRenderTargets.push(probe.cubeTexture);
    this.fillRenderList();
  }

  private disposeProbe(): void {
    if (!this.probe) return;
    for (const b of this.bindings) if (b.block.texture === this.probe.cubeTexture) b.block.texture = null;
    const targets = this.scene.customRenderTargets;
    const index = targets.indexOf(this.probe.cubeTexture);
    if (index >= 0) targets.splice(index, 1);
    this.probe.dispose();
    this.probe = undefined;
    this.attached = undefined;
  }

  /** Meshes the probe draws: not those drawn with this material (they would sample the picture being drawn). */
  private fillRenderList(): void {
    const probe = this.probe;
    if (!probe) return;
    const list = probe.renderList ?? [];
    list.length = 0;
    for (const mesh of this.scene.meshes) {
      if (list.length >= REFLECTION_PROBE_LIMITS.meshes) break;
      if (mesh === this.attached || !mesh.isEnabled() || this.usesMaterial(mesh)) continue;
      list.push(mesh);
    }
  }

  private usesMaterial(mesh: AbstractMesh): boolean {
    const m = mesh.material;
    if (!m) return false;
    if (m === this.material) return true;
    const subs = (m as { subMaterials?: unknown }).subMaterials;
    return Array.isArray(subs) && subs.includes(this.material);
  }

  private follow(mesh: AbstractMesh): void {
    if (this.probe && !this.attached) {
      this.attached = mesh;
      this.probe.attachToMesh(mesh);
      this.fillRenderList();
    }
    this.feed();
  }

  private feed(): void {
    const wanted: BaseTexture | null = this.probe?.cubeTexture ?? this.scene.environmentTexture ?? null;
    // A block starts with no texture at all (undefined): giving it null would make Babylon ask every material whether it
    // uses `undefined`, which shader materials cannot answer.
    for (const b of this.bindings) if ((b.block.texture ?? null) !== wanted) b.block.texture = wanted;
  }

  dispose(): void {
    this.disposeProbe();
    this.bound.remove();
    for (const o of this.meshObservers) o.remove();
  }
}
