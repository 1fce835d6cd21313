import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import type { Node } from '@babylonjs/core/node.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Subscription } from 'rxjs';
import { applyTransformProps, keepSceneRendering, PARTICLE_LIMITS, readParticleStages, readStageParams, splineGroupPolylines } from '../../sdk/index.js';
import type { Disposable, NodeProps, ParticlePicture, RuntimeContext, RuntimeObject, SceneNodeData, SplinePolyline } from '../../sdk/index.js';
import { MeshRenderer } from './mesh-renderer.js';
import { loadPicture } from './picture-loader.js';
import type { ParticleRenderer, RepeatSpec } from './renderer.js';
import { ParticleSimulation } from './simulation.js';
import type { BoundStage } from './simulation.js';
import { SpriteRenderer } from './sprite-renderer.js';
import { readSheet, readUvSource } from './sprite-frames.js';
import { StageMovers } from './stage-movers.js';
import { spriteLayout } from './sprite-layout.js';
import type { SpriteLayout } from './sprite-layout.js';
import type { StageCatalog } from './stage-catalog.js';

/** The simulation's fixed step: 60 per second, whatever the frame rate, so a seed always gives the same particles. */
export const STEP_SECONDS = 1 / 60;
/** At most this many steps per frame; a slower machine runs the particles slower instead of freezing. */
const MAX_STEPS_PER_FRAME = 4;

type ReadProps = (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps;

/** A stage url as a URL the engine can load: built-in and data URLs as they are, stored assets through the runtime. */
function resolveUrl(ctx: RuntimeContext, url: string): string {
  return /^(https?:|data:|blob:|\/)/.test(url) ? url : ctx.assetUrl(url);
}

/** The mesh holding a mesh node's geometry: its own, or the shared mesh it is drawn as an instance of. */
function geometryMeshOf(node: Node | undefined): Mesh | undefined {
  if (node instanceof Mesh) return node;
  return node instanceof AbstractMesh && node.isAnInstance ? (node as InstancedMesh).sourceMesh : undefined;
}

/** The engine side of a particle system: a transform node, the simulation and the renderers of its stages. */
export class ParticleSystemObject implements RuntimeObject {
  readonly node: TransformNode;
  private props: NodeProps;
  private simulation!: ParticleSimulation;
  private renderers: ParticleRenderer[] = [];
  private accumulator = 0;
  private readonly pictures = new Map<string, ParticlePicture | 'loading' | 'failed'>();
  private readonly observer: Observer<Scene> | null;
  private keep: Disposable | undefined;
  private readonly catalogSub: Subscription;
  private readonly splineCache = new Map<string, { data: SceneNodeData; matrix: Matrix; lines: readonly SplinePolyline[] }>();

  constructor(data: SceneNodeData, private readonly ctx: RuntimeContext, private readonly read: ReadProps, private readonly catalog: StageCatalog) {
    this.node = new TransformNode(data.name, ctx.scene);
    this.props = read(data, ['position', 'rotation', 'scaling', 'visible', 'maxParticleCount', 'randomSeed', 'stages']);
    applyTransformProps(this.node, this.props);
    this.rebuild();
    this.observer = ctx.scene.onBeforeRenderObservable.add(() => this.tick());
    this.catalogSub = catalog.onDidChange.subscribe(() => this.rebuild());
  }

  update(data: SceneNodeData, keys: readonly string[]): void {
    this.props = this.read(data, keys);
    if (keys.includes('name')) this.node.name = data.name;
    applyTransformProps(this.node, this.props);
    if (this.props.changed('maxParticleCount', 'randomSeed', 'stages')) this.rebuild();
  }

  /** The particles now (for tests and tools). */
  get particles(): ParticleSimulation {
    return this.simulation;
  }

  /** Start again from nothing with the current props and stage kinds. */
  private rebuild(): void {
    for (const r of this.renderers.splice(0)) r.dispose();
    const p = this.props;
    const capacity = Math.max(0, Math.min(PARTICLE_LIMITS.maxParticleCount, Math.floor(p.number('maxParticleCount'))));
    const bound: BoundStage[] = [];
    for (const data of readParticleStages(p.value('stages'))) {
      const contribution = this.catalog.find(data.kind);
      if (contribution) bound.push({ data, contribution });
    }
    this.simulation = new ParticleSimulation(capacity, Math.floor(p.number('randomSeed')), bound, {
      picture: (url) => this.picture(url),
      modelPositions: (id) => this.modelPositions(id),
      splinePolylines: (id) => this.splinePolylines(id),
    });
    this.accumulator = 0;
    const enabled = bound.filter((s) => s.data.enabled !== false);
    // Draw every frame only while something emits: an idle system leaves an on-demand viewport idle.
    const emits = capacity > 0 && enabled.some((s) => s.contribution.emit && (readStageParams(s.data, s.contribution.descriptors).number('rate') > 0 || (s.data.movers?.length ?? 0) > 0));
    if (emits && !this.keep) this.keep = keepSceneRendering(this.ctx.scene);
    else if (!emits && this.keep) {
      this.keep.dispose();
      this.keep = undefined;
    }
    const repeater = enabled.find((s) => s.contribution.category === 'repeater');
    const repeatParams = repeater && readStageParams(repeater.data, repeater.contribution.descriptors);
    const repeat: RepeatSpec = repeatParams
      ? { count: Math.max(0, Math.min(PARTICLE_LIMITS.repeatCount, Math.floor(repeatParams.number('count')))), offset: repeatParams.vector3('position') }
      : { count: 0, offset: { x: 0, y: 0, z: 0 } };
    for (const stage of enabled) {
      if (stage.contribution.render === 'sprite') {
        const movers = new StageMovers(stage.data, stage.contribution.descriptors);
        const params = movers.params;
        this.renderers.push(new SpriteRenderer(this.ctx.scene, this.node, capacity, repeat, {
          url: stage.data.url ?? '', premultAlpha: stage.data.premultAlpha ?? false, additive: params.string('blend') === 'add', movers,
          uvSource: readUvSource(stage.data.uvSource), sheet: readSheet(params.number('columns'), params.number('rows')), layout: this.spriteLayout(),
        }, (url) => resolveUrl(this.ctx, url)));
      } else if (stage.contribution.render === 'mesh') {
        const id = stage.data.geometry ?? '';
        this.renderers.push(new MeshRenderer(this.ctx.scene, this.node, capacity, repeat, () => {
          return geometryMeshOf(id ? this.ctx.objectOf(id)?.node : undefined);
        }));
      }
    }
  }

  /** The sprite layout this device draws fastest (sprite-layout.ts). */
  private spriteLayout(): SpriteLayout {
    const engine = this.ctx.scene.getEngine();
    // WebGL engines report their renderer; others (WebGPU) are never software rasterizers here.
    const info = (engine as { getGlInfo?: () => { renderer: string } }).getGlInfo?.();
    return spriteLayout(info?.renderer ?? '', !!engine.getCaps().instancedArrays);
  }

  private tick(): void {
    const dt = Math.min(0.25, this.ctx.scene.getEngine().getDeltaTime() / 1000);
    this.accumulator += dt;
    let steps = 0;
    while (this.accumulator >= STEP_SECONDS && steps < MAX_STEPS_PER_FRAME) {
      this.simulation.step(STEP_SECONDS);
      this.accumulator -= STEP_SECONDS;
      steps++;
    }
    if (steps === MAX_STEPS_PER_FRAME) this.accumulator = 0;
    for (const r of this.renderers) r.update(this.simulation.buffer, this.simulation.time);
  }

  private picture(url: string): ParticlePicture | undefined {
    const known = this.pictures.get(url);
    if (known === undefined) {
      this.pictures.set(url, 'loading');
      this.ctx.track(loadPicture(resolveUrl(this.ctx, url))).then(
        (picture) => this.pictures.set(url, picture),
        (error) => {
          this.pictures.set(url, 'failed');
          this.ctx.reportError(error);
        },
      );
      return undefined;
    }
    return typeof known === 'string' ? undefined : known;
  }

  /** A mesh node's vertex positions in this system's space. */
  private modelPositions(id: string): Float32Array | undefined {
    const node = this.ctx.objectOf(id)?.node;
    if (!geometryMeshOf(node) || !(node instanceof AbstractMesh)) return undefined;
    const local = node.getVerticesData('position');
    if (!local || local.length === 0) return undefined;
    const toSystem = node.computeWorldMatrix(true).multiply(Matrix.Invert(this.node.computeWorldMatrix(true)));
    const out = new Float32Array(local.length);
    const v = new Vector3();
    for (let i = 0; i < local.length; i += 3) {
      Vector3.TransformCoordinatesFromFloatsToRef(local[i]!, local[i + 1]!, local[i + 2]!, toSystem, v);
      out[i] = v.x;
      out[i + 1] = v.y;
      out[i + 2] = v.z;
    }
    return out;
  }

  /**
   * A spline node's enabled splines in this system's space. The same array comes back while the node's data and both
   * world matrices stay as they are (emitters measure it once).
   */
  private splinePolylines(id: string): readonly SplinePolyline[] | undefined {
    const data = this.ctx.node(id);
    const node = this.ctx.objectOf(id)?.node;
    if (!data || !(node instanceof TransformNode)) return undefined;
    const toSystem = node.computeWorldMatrix(true).multiply(Matrix.Invert(this.node.computeWorldMatrix(true)));
    const cached = this.splineCache.get(id);
    if (cached && cached.data === data && cached.matrix.equals(toSystem)) return cached.lines;
    const v = new Vector3();
    const lines = splineGroupPolylines(data).map((line) => ({
      closed: line.closed,
      points: line.points.map((p) => {
        Vector3.TransformCoordinatesFromFloatsToRef(p.x, p.y, p.z, toSystem, v);
        return { x: v.x, y: v.y, z: v.z };
      }),
    }));
    this.splineCache.set(id, { data, matrix: toSystem, lines });
    return lines;
  }

  dispose(): void {
    this.catalogSub.unsubscribe();
    this.keep?.dispose();
    this.ctx.scene.onBeforeRenderObservable.remove(this.observer);
    for (const r of this.renderers.splice(0)) r.dispose();
    this.node.dispose(true);
  }
}
