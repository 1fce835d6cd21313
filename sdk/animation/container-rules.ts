import type { NodeId, SceneNodeData } from '../scene/document.js';
import type { AnimationEntity } from './animation-data.js';

/** Why an animation edit breaks a container rule (spec 001 §5); the value is a translation key of the scene texts. */
export type ContainerRuleRefusal = 'scene.animation.oneStatePerContainer' | 'scene.animation.twoModelCount' | 'scene.animation.modelNoParameters';

/** Model file extensions: a Mesh node whose `asset` is one of these is a model (it brings its own animation groups). */
const MODEL_ASSET = /\.(gltf|glb|obj|stl)$/i;

/** Whether a node is a model: an imported model file shown by a Mesh node. */
export function isModelNode(node: Pick<SceneNodeData, 'type' | 'props'> | undefined): boolean {
  const asset = node?.props.asset;
  return node?.type === 'Mesh' && typeof asset === 'string' && MODEL_ASSET.test(asset);
}

/**
 * Whether a container is a two-model container: one whose state animation switches between two models (its `twoModel`
 * prop set). Such a container must hold exactly two model nodes among its children.
 */
export function isTwoModelContainer(node: Pick<SceneNodeData, 'props'> | undefined): boolean {
  return node?.props.twoModel === true;
}

/** What the rules read of the document. */
export interface ContainerRuleDocument {
  get(id: NodeId): SceneNodeData | undefined;
}

/**
 * The container rule a new state animation owned by `owner` (undefined: the scene) breaks, if any: at most one state
 * animation per container, and a two-model container needs exactly two model nodes.
 */
export function stateAnimationRefusal(document: ContainerRuleDocument, animations: readonly AnimationEntity[], owner: NodeId | undefined): ContainerRuleRefusal | undefined {
  if (animations.some((a) => a.kind === 'state' && a.owner === owner)) return 'scene.animation.oneStatePerContainer';
  const container = owner === undefined ? undefined : document.get(owner);
  if (container && isTwoModelContainer(container)) {
    const models = container.children.filter((id) => isModelNode(document.get(id))).length;
    if (models !== 2) return 'scene.animation.twoModelCount';
  }
  return undefined;
}

/**
 * The container rule a parameter (keyframe or state) animation target breaks, if any: a model cannot have parameter
 * animations — its motion comes from its own animation groups.
 */
export function parameterTargetRefusal(document: ContainerRuleDocument, nodeId: NodeId): ContainerRuleRefusal | undefined {
  return isModelNode(document.get(nodeId)) ? 'scene.animation.modelNoParameters' : undefined;
}
