import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { NodePropsReader } from '../../../sdk/index.js';
import type { JsonObject, KChannelEntry, MaterialStageContribution, MaterialTarget, SceneNodeData } from '../../../sdk/index.js';
import { COLOR_STAGES } from '../../../plugins/kstage-color/stages.js';
import { GRADIENT_STAGES } from '../../../plugins/kstage-gradient/stages.js';
import { LIGHT_STAGES } from '../../../plugins/kstage-light/stages.js';
import { TEXTURE_STAGES } from '../../../plugins/kstage-texture/stages.js';
import { KMATERIAL_DESCRIPTORS } from '../../../plugins/material-mixed/descriptors.js';
import type { KMaterialEnv } from '../../../plugins/material-mixed/kmaterial-instance.js';
import { ShaderCache } from '../../../plugins/material-mixed/shader-cache.js';

/** Every built-in stage kind. */
export const ALL_STAGES: readonly MaterialStageContribution[] = [...TEXTURE_STAGES, ...GRADIENT_STAGES, ...COLOR_STAGES, ...LIGHT_STAGES];

/** A headless scene, the env of the built-in kinds and a little document of shared channels. */
export function headless() {
  const engine = new NullEngine();
  const scene = new Scene(engine);
  const nodes = new Map<string, SceneNodeData>();
  const kinds = new Map(ALL_STAGES.map((k) => [k.id, k]));
  const env: KMaterialEnv = { kinds: () => kinds, get: (id) => nodes.get(id), cache: new ShaderCache() };
  const urls: string[] = [];
  const errors: unknown[] = [];
  const target: MaterialTarget = { scene, texture: (r) => { urls.push(r.url); return null; }, reportError: (e) => errors.push(e) };
  return { engine, scene, nodes, env, target, urls, errors };
}

/** A mixed material node's props as the runtime hands them. */
export function materialProps(id: string, channels: readonly KChannelEntry[], extra: JsonObject = {}) {
  const node: SceneNodeData = { id, type: 'KMaterial', parent: 'materials', name: id, children: [], props: { channels: channels as unknown as JsonObject[], ...extra } };
  return new NodePropsReader('KMaterial', KMATERIAL_DESCRIPTORS).read(node, Object.keys(node.props));
}
