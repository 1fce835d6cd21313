import { admitContentId } from '../kernel/content-id.js';
import type { Observable } from 'rxjs';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { Disposable } from '../kernel/lifecycle.js';
import { contribution } from '../kernel/plugin.js';
import type { ContributionBundle, PluginContext, PluginDefinition } from '../kernel/plugin.js';
import { createServiceId } from '../kernel/service-id.js';
import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { SceneNodeData } from '../scene/document.js';
import { NodeTypes } from '../scene/points.js';
import type { NodeTypeContribution } from '../scene/points.js';
import { POST_PROCESS_ENABLED_PROP } from '../scene/post-process-document.js';
import type { LocalizedText } from '../workbench/locale.js';
import { defaultsOf } from './common-descriptors.js';
import { NodePropsReader } from './node-props.js';
import type { NodeProps } from './node-props.js';
import { titles } from './titles.js';

/** Sets the uniforms of a shader pass before it draws. */
export interface ShaderPassUniforms {
  float(name: string, value: number): void;
  float2(name: string, x: number, y: number): void;
  float3(name: string, x: number, y: number, z: number): void;
  /** Bind a texture to one of the pass's `samplers`. */
  texture(name: string, texture: BaseTexture): void;
}

/** A full-screen fragment shader over the camera's picture (`textureSampler`, `vUV`), in GLSL ES. */
export interface ShaderPassSpec {
  /** Unique shader name (letters and digits), e.g. 'acmeSepia'. */
  readonly name: string;
  /** The fragment shader source. */
  readonly fragment: string;
  /** Names of the float / vec2 / vec3 uniforms it declares. */
  readonly uniforms: readonly string[];
  /** Names of the extra `sampler2D` uniforms it declares (besides `textureSampler`). */
  readonly samplers?: readonly string[];
  /** Called before each draw to set the uniforms. */
  apply(set: ShaderPassUniforms): void;
}

/** Where one effect instance renders: the scene and one camera (an effect is made once per rendering camera). */
export interface PostProcessTarget {
  /** The Babylon scene. */
  readonly scene: Scene;
  /** The camera the effect attaches to. */
  readonly camera: Camera;
  /**
   * Attach a full-screen shader pass to the camera, after the ones already there; dispose it to detach. A plugin loaded
   * from a URL writes a shader effect with it without bundling a second copy of Babylon.js.
   */
  shaderPass(spec: ShaderPassSpec): Disposable;
  /**
   * The camera's depth as a float texture: red is the camera-space z of the nearest surface in scene units (0 where
   * nothing was drawn), sampled with the pass's `vUV`. Rendered before the camera's passes while the chain stands;
   * shared by the effects on this camera and released by the runtime.
   */
  depthTexture(): BaseTexture;
  /** Ask for another frame (an on-demand viewport draws only when asked), e.g. when a texture the effect loads arrives. */
  requestRender(): void;
}

/** The engine side of one effect on one camera, owned by the post-process runtime. */
export interface PostProcessInstance {
  /**
   * Apply changed props in place (`props.changed(...)` says which). Return 'rebuild' when a prop can only be set when
   * the effect is made (a texture ratio): the runtime then makes the chain again.
   */
  update(props: NodeProps): void | 'rebuild';
  /** Detach from the camera and release every engine object. */
  dispose(): void;
}

/** A post-process effect: a node type edited by the inspector and a factory that attaches it to a camera. */
export interface PostProcessContribution {
  /** The effect's id: the node type of its document nodes, e.g. 'BloomPostProcess'. */
  readonly id: string;
  /** Title per language (the Add menu, the pipeline panel). */
  readonly titles: LocalizedText;
  /** Position in the Add menu (lower first). */
  readonly order: number;
  /** The descriptor table, `isEnabled` first. Numbers reach the factory clamped to min/max. */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Create the effect on one camera with every prop counted as changed. */
  create(props: NodeProps, target: PostProcessTarget): PostProcessInstance;
}

/** Post-process effects (bloom, SSAO, tone mapping…), one contribution each. */
export const PostProcesses = defineContributionPoint<PostProcessContribution>('viewport.postProcesses', { admit: admitContentId('className') });

/** The descriptor every effect gets first: the enable toggle (spec 001 §4). */
export const POST_PROCESS_ENABLED_DESCRIPTOR: PropertyDescriptor = {
  name: POST_PROCESS_ENABLED_PROP, type: 'boolean', propertyGroup: 'base', rank: 0, default: true, isConst: true,
  titles: titles('Enabled', '启用', '啟用'),
};

/** What `definePostProcess` takes: the effect without its enable toggle, which is added. */
export interface PostProcessSpec {
  readonly id: string;
  readonly titles: LocalizedText;
  readonly order: number;
  /** The effect's own descriptors (group 'render' is usual). */
  readonly descriptors: readonly PropertyDescriptor[];
  readonly create: PostProcessContribution['create'];
}

/** An effect ready to contribute: the post-process and its node type. */
export interface PostProcessBundle extends ContributionBundle {
  readonly effect: PostProcessContribution;
  readonly type: NodeTypeContribution;
}

/** Build an effect and its node type (not creatable from menus, not listed in the scene tree, no children). */
export function definePostProcess(spec: PostProcessSpec): PostProcessBundle {
  if (spec.descriptors.some((d) => d.name === POST_PROCESS_ENABLED_PROP)) {
    throw new Error(`Post-process ${spec.id} declares '${POST_PROCESS_ENABLED_PROP}', which every effect gets`);
  }
  const descriptors = [POST_PROCESS_ENABLED_DESCRIPTOR, ...spec.descriptors];
  const effect: PostProcessContribution = { id: spec.id, titles: spec.titles, order: spec.order, descriptors, create: spec.create };
  const type: NodeTypeContribution = {
    id: spec.id, titles: spec.titles, descriptors, defaults: () => defaultsOf(descriptors),
    creatable: false, container: false, listed: false,
  };
  return { effect, type, contributions: [contribution(NodeTypes, type), contribution(PostProcesses, effect)] };
}

/** Contribute an effect and its node type; disposing removes both. Prefer listing the bundle in `contributes`. */
export function contributePostProcess(ctx: PluginContext, bundle: PostProcessBundle): Disposable {
  const type = ctx.contribute(NodeTypes, bundle.type);
  const effect = ctx.contribute(PostProcesses, bundle.effect);
  return { dispose: () => { effect.dispose(); type.dispose(); } };
}

/**
 * A plugin that contributes effects and nothing else.
 * @deprecated SDK 1.0's shorthand, kept for plugins written against it: write `definePlugin({ id, contributes: [...bundles] })`.
 */
export function postProcessPlugin(id: string, ...bundles: PostProcessBundle[]): PluginDefinition {
  return { id, contributes: bundles };
}

/** Clamp a number to a descriptor's min and max. */
function clampTo(descriptor: PropertyDescriptor | undefined, value: number): number {
  if (descriptor?.min !== undefined && value < descriptor.min) return descriptor.min;
  if (descriptor?.max !== undefined && value > descriptor.max) return descriptor.max;
  return value;
}

/**
 * Reads an effect node's props for its factory: like a node type's reader (undeclared names throw, bad values give
 * the default), with numbers clamped to the descriptor's limits, so a hand-edited or old document cannot push an
 * effect out of its range (spec 001 §5).
 */
export function postProcessProps(effect: PostProcessContribution, node: SceneNodeData, changedKeys: readonly string[]): NodeProps {
  const props = new NodePropsReader(effect.id, effect.descriptors).read(node, changedKeys);
  const byName = new Map(effect.descriptors.map((d) => [d.name, d]));
  return { ...props, number: (name) => clampTo(byName.get(name), props.number(name)) };
}

/** A running binding between the document's effects and one Babylon scene's rendering cameras. */
export interface PostProcessRuntimeHandle extends Disposable {
  /** Show the effects (true, the default) or the plain scene. */
  setShown(shown: boolean): void;
  /** Emits when the effects on the cameras changed, so an on-demand renderer draws again. */
  readonly onDidChange: Observable<void>;
  /** Number of effect instances attached now (effects × cameras), for tests and stats. */
  readonly instanceCount: number;
  /** Whether every pass on the rendering cameras has compiled (an on-demand renderer draws until it has). */
  isReady(): boolean;
}

/** Applies the document's post-process effects, in order, to the scene's active cameras. */
export interface PostProcessRuntimeService {
  /** Follow the document and the contributions into `scene` until the handle is disposed. */
  start(scene: Scene): PostProcessRuntimeHandle;
}

/** Service id of the post-process runtime. */
export const PostProcessRuntimeService = createServiceId<PostProcessRuntimeService>('viewport.postProcessRuntime');
