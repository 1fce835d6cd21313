import { SPLINE_NODE_TYPE } from '../../sdk/index.js';
import type { BuiltinResourceDrag, ParticleStageContribution, ParticleStageData } from '../../sdk/index.js';

/** What was dropped on a stage tile: a scene node (by its type) or a built-in resource. */
export type StageDrop =
  | { readonly node: { readonly id: string; readonly type: string } }
  | { readonly resource: BuiltinResourceDrag };

/** A drop's outcome: the stage fields to set, the key of the refusal message, or undefined when it is not ours. */
export type StageDropResult = { readonly set: Partial<Pick<ParticleStageData, 'url' | 'geometry' | 'splineGroup'>> } | { readonly error: string } | undefined;

/**
 * The drop rules of spec 001 §5: a mesh is accepted only on a stage that takes models (the Model emitter, the Mesh
 * renderer), otherwise OnlySupportModels; an image only on a stage that supports pictures, otherwise
 * NodeDoesNotSupportPictures; a spline node (a spline group) only on a stage that takes splines (the Spline emitter),
 * otherwise OnlySupportSplines. Anything else dropped is not for the strip.
 */
export function dropOnStage(kind: ParticleStageContribution | undefined, drop: StageDrop): StageDropResult {
  if ('node' in drop) {
    if (drop.node.type === SPLINE_NODE_TYPE) {
      if (!kind?.splines) return { error: 'particleStages.OnlySupportSplines' };
      return { set: { splineGroup: drop.node.id } };
    }
    if (drop.node.type !== 'Mesh') return { error: 'particleStages.NodeNotSupported' };
    if (!kind?.models) return { error: 'particleStages.OnlySupportModels' };
    return { set: { geometry: drop.node.id } };
  }
  const { resource } = drop;
  if (resource.kind === 'image') {
    const url = typeof resource.item.url === 'string' ? resource.item.url : '';
    if (!kind?.pictures) return { error: 'particleStages.NodeDoesNotSupportPictures' };
    return url ? { set: { url } } : undefined;
  }
  if (resource.kind === 'model') return { error: kind?.models ? 'particleStages.ImportModelFirst' : 'particleStages.OnlySupportModels' };
  return undefined;
}
