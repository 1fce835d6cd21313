import { Subject } from 'rxjs';
import type { Subscription } from 'rxjs';
import type { Scene } from '@babylonjs/core/scene.js';
import { isPostProcessEnabled, postProcessNodes } from '../../sdk/index.js';
import type { PostProcessRuntimeHandle } from '../../sdk/index.js';
import type { PostProcessRuntime, PostProcessRuntimeDeps } from './post-process-runtime.js';
import { lazyModule } from './lazy-module.js';

type RuntimeModule = typeof import('./post-process-runtime.js');

/**
 * The post-process runtime's code (with Babylon's depth renderer and post-process classes, about 12 kB gzip), loaded
 * once; a scene without effects never asks for it.
 */
const runtimeCode = lazyModule(() => import('./post-process-runtime.js'));

export function loadPostProcessRuntime(): Promise<RuntimeModule> {
  return runtimeCode.load();
}

/**
 * The post-process runtime, started with the document's first enabled effect: until then nothing of it is loaded.
 * Once its code is there (loaded before, or now), it starts at once, within the document change that added the effect;
 * while it loads the scene counts as not ready, so its first ready frame has the effects.
 */
export class LazyPostProcessRuntime implements PostProcessRuntimeHandle {
  private runtime: PostProcessRuntime | undefined;
  private pending: object | undefined;
  private shown = true;
  private disposed = false;
  private readonly changed = new Subject<void>();
  private readonly subscriptions: Subscription[] = [];
  readonly onDidChange = this.changed.asObservable();

  constructor(private readonly scene: Scene, private readonly deps: PostProcessRuntimeDeps, private readonly load: () => Promise<RuntimeModule> = loadPostProcessRuntime) {
    const check = () => this.startWhenNeeded();
    this.subscriptions.push(deps.document.onDidChange.subscribe(check), deps.document.onDidLoad.subscribe(check));
    this.startWhenNeeded();
  }

  get instanceCount(): number {
    return this.runtime?.instanceCount ?? 0;
  }

  isReady(): boolean {
    return !this.pending && (this.runtime?.isReady() ?? true);
  }

  setShown(shown: boolean): void {
    this.shown = shown;
    this.runtime?.setShown(shown);
  }

  private needed(): boolean {
    return postProcessNodes((id) => this.deps.document.get(id)).some(isPostProcessEnabled);
  }

  private startWhenNeeded(): void {
    if (this.disposed || this.runtime || this.pending || !this.needed()) return;
    if (runtimeCode.loaded && this.load === loadPostProcessRuntime) {
      this.start(runtimeCode.loaded);
      return;
    }
    const pending = (this.pending = {});
    this.scene.addPendingData(pending);
    this.load().then((module) => {
      if (!this.disposed) this.start(module);
    }, (error: unknown) => this.deps.reportError(error)).finally(() => {
      this.pending = undefined;
      this.scene.removePendingData(pending);
      this.changed.next();
    });
  }

  private start(module: RuntimeModule): void {
    const runtime = new module.PostProcessRuntime(this.scene, this.deps);
    this.runtime = runtime;
    if (!this.shown) runtime.setShown(false);
    this.subscriptions.push(runtime.onDidChange.subscribe(() => this.changed.next()));
    this.changed.next();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const s of this.subscriptions.splice(0)) s.unsubscribe();
    this.runtime?.dispose();
    this.changed.complete();
  }
}
