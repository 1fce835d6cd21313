import { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import type { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { readKChannelEntries } from '../../sdk/index.js';
import type { KChannel, MaterialBake, MaterialBakeRequest, MaterialInstance, MaterialStageContribution, MaterialTarget, NodeId, NodeProps, SceneNodeData } from '../../sdk/index.js';
import { compileGraph, needsTransparency } from './compile.js';
import type { CompiledGraph, KMaterialOptions } from './compile-types.js';
import { resolveChannel } from './resolve.js';
import type { ShaderCache } from './shader-cache.js';
import { stageValues } from './stage-values.js';
import { structureKey } from './structure-key.js';
import { EnvironmentSource } from './environment-source.js';
import { installSubsetMasks, subsetNameInDocument } from './subset-mask.js';
import { bakeKMaterial } from './bake-kmaterial.js';

/** What a mixed material needs from its plugin. */
export interface KMaterialEnv {
  /** The stage kinds contributed now. */
  kinds(): ReadonlyMap<string, MaterialStageContribution>;
  /** A document node (shared channels). */
  get(id: NodeId): SceneNodeData | undefined;
  readonly cache: ShaderCache;
}

const whiteTextures = new WeakMap<Scene, Texture>();

/** A 1×1 white picture standing in for an empty or missing url (sampling it leaves colours as they are). */
function whiteTexture(scene: Scene): Texture {
  let texture = whiteTextures.get(scene);
  if (!texture) {
    texture = RawTexture.CreateRGBATexture(new Uint8Array([255, 255, 255, 255]), 1, 1, scene, false, false);
    texture.name = 'kmaterial.white';
    whiteTextures.set(scene, texture);
    scene.onDisposeObservable.addOnce(() => whiteTextures.delete(scene));
  }
  return texture;
}

/** Pictures holding data rather than colour: HDR files, and normal and roughness targets (spec 001 §5). */
function isGammaPicture(url: string, colorTarget: number): boolean {
  return !/\.(hdr|dds|env)(\?|$)/i.test(url) && colorTarget !== 12 && colorTarget !== 15;
}

/** Read a mixed material's own props. */
export function readOptions(props: NodeProps, channels: readonly KChannel[]): KMaterialOptions {
  return {
    useEnvironment: props.boolean('useEnvironment'),
    reflectionProbeEnabled: props.boolean('reflectionProbeEnabled'),
    refractionEnabled: props.boolean('refractionEnabled'),
    alphaCutOff: Math.min(1, Math.max(0, props.number('alphaCutOff'))),
    twoSidedLighting: props.boolean('twoSidedLighting'),
    transparent: needsTransparency(channels),
  };
}

/**
 * One mixed material: a NodeMaterial built from its channels. A change that keeps the structure key sets uniforms and
 * textures in place; another rebuilds the graph into the same material (meshes keep it). Shared channels are followed
 * through `refresh()`, which the plugin calls when the document changes.
 */
export class KMaterialInstance implements MaterialInstance {
  readonly material: NodeMaterial;
  private compiled: CompiledGraph | undefined;
  private props: NodeProps;
  private lastShared = '';
  private building = false;
  private pending = false;
  private buildDone: Promise<void> = Promise.resolve();
  /** The last build's error, if it failed. */
  lastError: string | undefined;
  /** The scene environment or reflection probe behind the environment samplers. */
  readonly environment: EnvironmentSource;
  private boundChannels: readonly KChannel[] = [];
  private readonly uninstallMasks: () => void;

  constructor(props: NodeProps, private readonly target: MaterialTarget, private readonly env: KMaterialEnv) {
    this.props = props;
    this.material = new NodeMaterial(`kmaterial.${props.node.id}`, target.scene, { emitComments: false });
    this.environment = new EnvironmentSource(this.material, target.scene);
    this.uninstallMasks = installSubsetMasks(this.material, () => this.compiled?.subsetMasks ?? [], () => this.boundChannels,
      (mesh, index) => subsetNameInDocument((id) => this.env.get(id), mesh, index));
    this.apply();
  }

  /** Resolve the channel list (inline and shared). */
  channels(): KChannel[] {
    return readKChannelEntries(this.props.value('channels')).map((e) => resolveChannel(e, (id) => this.env.get(id)));
  }

  /** How many times the graph was built (tests). */
  builds = 0;

  update(props: NodeProps): void {
    this.props = props;
    this.apply();
  }

  /** Re-read shared channels after a document change; does nothing when they are as they were. */
  refresh(): void {
    const shared = JSON.stringify(this.channels().filter((_, i) => this.isShared(i)));
    if (shared === this.lastShared) return;
    this.apply();
  }

  /** Stage kinds were added or removed: build again when the structure changed. */
  rebuildForKinds(): void {
    this.apply();
  }

  private isShared(index: number): boolean {
    const entries = readKChannelEntries(this.props.value('channels'));
    const entry = entries[index];
    return !!entry && 'shared' in entry;
  }

  private apply(): void {
    const channels = this.channels();
    this.lastShared = JSON.stringify(channels.filter((_, i) => this.isShared(i)));
    const options = readOptions(this.props, channels);
    const kinds = this.env.kinds();
    const key = structureKey(channels, options, kinds);
    if (this.compiled?.key !== key) this.rebuild(channels, options, kinds);
    this.bind(channels, options, kinds);
  }

  private rebuild(channels: KChannel[], options: KMaterialOptions, kinds: ReadonlyMap<string, MaterialStageContribution>): void {
    // Babylon builds asynchronously (blocks load shader includes); a change meanwhile is applied when it is done.
    if (this.building) {
      this.pending = true;
      return;
    }
    const material = this.material;
    material.clear();
    this.compiled = compileGraph(material, channels, options, { kinds });
    material.backFaceCulling = !options.twoSidedLighting;
    material.buildId = this.env.cache.idFor(this.compiled.key);
    this.building = true;
    let finish: (error?: string) => void = () => undefined;
    this.buildDone = new Promise<void>((resolve) => {
      finish = (error?: string) => {
        done.remove();
        failed.remove();
        this.lastError = error;
        this.building = false;
        resolve();
        // Bind again now that the graph is built: values changed meanwhile, and the runtime gives back textures a
        // material does not show while its build is under way (they are asked for again here).
        this.pending = false;
        this.apply();
      };
      const done = material.onBuildObservable.add(() => finish());
      const failed = material.onBuildErrorObservable.add((e) => {
        this.target.reportError(new Error(`Mixed material ${this.props.node.name}: ${String(e)}`));
        finish(String(e));
      });
    });
    this.builds++;
    try {
      material.build(false, false);
    } catch (error) {
      // A block that throws while Babylon sets the build up (initialize) leaves neither observable told and Babylon's
      // build marked under way: without this every later change would wait for a build that never ends. Clearing ends
      // Babylon's build. (A throw in a block's own build step comes later, from Babylon's asynchronous part: not caught.)
      const message = error instanceof Error ? error.message : String(error);
      material.clear();
      this.target.reportError(new Error(`Mixed material ${this.props.node.name}: ${message}`));
      finish(message);
    }
  }

  /** Resolves when no build is under way (tests, benchmarks). */
  async whenBuilt(): Promise<void> {
    while (this.building) await this.buildDone;
  }

  /** Bake the channels into pictures over texture space (bake-kmaterial.ts); undefined without a GPU. */
  async bake(request: MaterialBakeRequest): Promise<MaterialBake | undefined> {
    await this.whenBuilt();
    const channels = this.channels();
    const options = readOptions(this.props, channels);
    const kinds = this.env.kinds();
    return bakeKMaterial({ scene: this.target.scene, channels, options, kinds, bind: (compiled) => this.bindValues(compiled, channels, options, kinds) }, request);
  }

  private bind(channels: KChannel[], options: KMaterialOptions, kinds: ReadonlyMap<string, MaterialStageContribution>): void {
    const compiled = this.compiled;
    if (!compiled) return;
    this.bindValues(compiled, channels, options, kinds);
    this.boundChannels = channels;
    this.environment.update(compiled.environment, options);
  }

  /** Set a compiled graph's uniforms and textures from the channels. */
  private bindValues(compiled: CompiledGraph, channels: readonly KChannel[], options: KMaterialOptions, kinds: ReadonlyMap<string, MaterialStageContribution>): void {
    const valuesOf = (channel: number, stage: number) => {
      const c = channels[channel];
      const s = stage < 0 ? undefined : c?.stages[stage];
      const kind = s ? kinds.get(s.kind) : c ? kinds.get(c.stageLight) : undefined;
      if (!c || !kind) return undefined;
      return stageValues(s ?? { id: `${c.id}.light`, kind: kind.id, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {} }, kind);
    };
    for (const u of compiled.uniforms) {
      const values = valuesOf(u.channel, u.stage);
      if (values) u.apply(u.block, values);
    }
    for (const c of compiled.channelUniforms) c.apply(c.block, channels, options);
    for (const t of compiled.textures) {
      const stage = channels[t.channel]?.stages[t.stage];
      const url = stage?.url ?? '';
      const texture = url ? this.target.texture({ url, gammaSpace: isGammaPicture(url, stage?.colorTarget ?? 1) }) : null;
      const next = (texture as Texture | null) ?? whiteTexture(this.target.scene);
      if (t.block.texture !== next) t.block.texture = next;
    }
  }

  dispose(): void {
    this.environment.dispose();
    this.uninstallMasks();
    this.material.dispose(false, false);
  }
}
