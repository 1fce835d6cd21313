import { Subject } from 'rxjs';
import type { Subscription } from 'rxjs';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { isPostProcessEnabled, postProcessNodes, postProcessProps, PostProcesses } from '../../sdk/index.js';
import { CameraDepthMaps } from './camera-depth.js';
import { attachShaderPass } from './shader-pass.js';
import type {
  ContributionRegistry, NodeId, PostProcessContribution, PostProcessInstance, PostProcessRuntimeHandle, SceneChange, SceneDocumentService,
  SceneNodeData,
} from '../../sdk/index.js';

/** What the post-process runtime needs from the kernel. */
export interface PostProcessRuntimeDeps {
  readonly document: SceneDocumentService;
  readonly registry: ContributionRegistry;
  /** Show a failure (an effect that throws), named after the effect. */
  reportError(error: unknown): void;
}

interface Attached {
  readonly nodeId: NodeId;
  readonly camera: Camera;
  readonly effect: PostProcessContribution;
  readonly instance: PostProcessInstance;
}

/**
 * Applies the document's effects to the scene's rendering cameras, in document order. What decides the chain — the
 * enabled effects, their order and contributions, the cameras, the show toggle — is compared as a signature: when it
 * changes, every instance is released and the chain is built again in order (Babylon runs a camera's post-processes
 * in the order they were attached); a prop change updates the instances of that effect in place.
 */
export class PostProcessRuntime implements PostProcessRuntimeHandle {
  private attached: Attached[] = [];
  private signature = '';
  private shown = true;
  private lastCameras: readonly Camera[] = [];
  private disposed = false;
  private readonly changed = new Subject<void>();
  private readonly depthMaps: CameraDepthMaps;
  private readonly subscriptions: Subscription[] = [];
  private readonly observers: (() => void)[] = [];
  /** Identity numbers of contributions, so a replaced contribution of the same class changes the signature. */
  private readonly identities = new WeakMap<object, number>();
  private nextIdentity = 1;
  readonly onDidChange = this.changed.asObservable();

  constructor(private readonly scene: Scene, private readonly deps: PostProcessRuntimeDeps) {
    this.depthMaps = new CameraDepthMaps(scene);
    this.subscriptions.push(
      deps.document.onDidChange.subscribe((change) => this.onChange(change)),
      deps.document.onDidLoad.subscribe(() => this.sync()),
      deps.registry.list(PostProcesses).onDidChange.subscribe(() => this.sync()),
    );
    for (const observable of [scene.onActiveCamerasChanged, scene.onActiveCameraChanged]) {
      const observer = observable.add(() => this.sync());
      this.observers.push(() => observable.remove(observer));
    }
    // Assigning a new activeCameras array notifies nobody: compare the cameras before each frame (a few references).
    const beforeRender = scene.onBeforeRenderObservable.add(() => {
      const cameras = this.cameras();
      if (cameras.length !== this.lastCameras.length || cameras.some((c, i) => c !== this.lastCameras[i])) this.sync();
    });
    this.observers.push(() => scene.onBeforeRenderObservable.remove(beforeRender));
    this.sync();
  }

  get instanceCount(): number {
    return this.attached.length;
  }

  isReady(): boolean {
    return this.cameras().every((camera) => camera._postProcesses.every((p) => !p || p.isReady()));
  }

  setShown(shown: boolean): void {
    if (shown === this.shown) return;
    this.shown = shown;
    this.sync();
  }

  private cameras(): Camera[] {
    const { activeCameras, activeCamera } = this.scene;
    if (activeCameras?.length) return [...activeCameras];
    return activeCamera ? [activeCamera] : [];
  }

  /** The last contribution of a class name (a later plugin overrides an earlier one). */
  private effectFor(className: string): PostProcessContribution | undefined {
    const list = this.deps.registry.list(PostProcesses).current;
    for (let i = list.length - 1; i >= 0; i--) if (list[i].id === className) return list[i];
    return undefined;
  }

  private identity(value: object): number {
    let id = this.identities.get(value);
    if (id === undefined) this.identities.set(value, (id = this.nextIdentity++));
    return id;
  }

  /** The enabled effects in order, with their contributions. */
  private chain(): [SceneNodeData, PostProcessContribution][] {
    if (!this.shown) return [];
    const chain: [SceneNodeData, PostProcessContribution][] = [];
    for (const node of postProcessNodes((id) => this.deps.document.get(id))) {
      const effect = isPostProcessEnabled(node) ? this.effectFor(node.type) : undefined;
      if (effect) chain.push([node, effect]);
    }
    return chain;
  }

  private signatureOf(chain: readonly [SceneNodeData, PostProcessContribution][], cameras: readonly Camera[]): string {
    return JSON.stringify([chain.map(([node, effect]) => [node.id, this.identity(effect)]), cameras.map((c) => this.identity(c))]);
  }

  /** Rebuild the chain when its signature changed; returns whether it did. */
  private sync(): boolean {
    if (this.disposed) return false;
    const chain = this.chain();
    const cameras = this.cameras();
    this.lastCameras = cameras;
    const signature = this.signatureOf(chain, cameras);
    if (signature === this.signature) return false;
    this.signature = signature;
    this.releaseAll();
    for (const camera of cameras) {
      for (const [node, effect] of chain) {
        const all = effect.descriptors.map((d) => d.name);
        const instance = this.guard(effect, () => effect.create(postProcessProps(effect, node, all), {
          scene: this.scene,
          camera,
          shaderPass: (spec) => attachShaderPass(camera, spec),
          depthTexture: () => this.depthMaps.get(camera),
          requestRender: () => {
            if (!this.disposed) this.changed.next();
          },
        }));
        if (instance) this.attached.push({ nodeId: node.id, camera, effect, instance });
      }
    }
    this.changed.next();
    return true;
  }

  private onChange(change: SceneChange): void {
    if (this.sync()) return;
    const keys = new Map<NodeId, Set<string>>();
    for (const patch of change.patches) {
      if (patch.op !== 'setProp') continue;
      let set = keys.get(patch.id);
      if (!set) keys.set(patch.id, (set = new Set()));
      set.add(patch.key);
    }
    let updated = false;
    let rebuild = false;
    for (const item of this.attached) {
      const changedKeys = keys.get(item.nodeId);
      const node = changedKeys && this.deps.document.get(item.nodeId);
      if (!node) continue;
      if (this.guard(item.effect, () => item.instance.update(postProcessProps(item.effect, node, [...changedKeys]))) === 'rebuild') rebuild = true;
      updated = true;
    }
    if (rebuild) {
      this.signature = '';
      this.sync();
    } else if (updated) this.changed.next();
  }

  /** Run an effect's code; a throw is reported with the effect's name and does not stop the others. */
  private guard<T>(effect: PostProcessContribution, work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.reportError(new Error(`${effect.titles.en} (${effect.id}): ${message}`));
      return undefined;
    }
  }

  private releaseAll(): void {
    const released = this.attached.splice(0).reverse();
    for (const item of released) this.guard(item.effect, () => item.instance.dispose());
    this.depthMaps.clear();
    // Babylon detaches a post-process by emptying its slot, never removing it: a camera left with empty slots only gets
    // them back, so the list does not grow by the chain's length at each rebuild.
    for (const { camera } of released) if (camera._postProcesses.every((p) => !p)) camera._postProcesses.length = 0;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const s of this.subscriptions.splice(0)) s.unsubscribe();
    for (const remove of this.observers.splice(0)) remove();
    this.releaseAll();
    this.changed.complete();
  }
}
