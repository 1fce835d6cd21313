import { defaultsOf, KMATERIAL_CLASS, SHARED_CHANNEL_CONTAINER_TYPE, SHARED_CHANNEL_TYPE, titles } from '../../sdk/index.js';
import type { MaterialTypeContribution, NodeTypeContribution } from '../../sdk/index.js';
import { KMATERIAL_DESCRIPTORS, KSHARED_CHANNEL_DESCRIPTORS } from './descriptors.js';
import { KMaterialInstance } from './kmaterial-instance.js';
import type { KMaterialEnv } from './kmaterial-instance.js';

/** The mixed material type: layered channels of stages compiled into one node material. */
export function kmaterialType(env: KMaterialEnv, onCreate: (instance: KMaterialInstance) => void): MaterialTypeContribution {
  return {
    id: KMATERIAL_CLASS,
    titles: titles('Mixed', '混合', '混合'),
    order: 40,
    descriptors: KMATERIAL_DESCRIPTORS,
    create(props, target) {
      const instance = new KMaterialInstance(props, target, env);
      onCreate(instance);
      return instance;
    },
  };
}

/** The node type of mixed materials (listed in the material library, not the scene tree). */
export const kmaterialNodeType: NodeTypeContribution = {
  id: KMATERIAL_CLASS, titles: titles('Mixed material', '混合材质', '混合材質'), descriptors: KMATERIAL_DESCRIPTORS,
  defaults: () => defaultsOf(KMATERIAL_DESCRIPTORS), creatable: false, container: false, listed: false,
};

/** The node type of shared channels. */
export const sharedChannelNodeType: NodeTypeContribution = {
  id: SHARED_CHANNEL_TYPE, titles: titles('Shared channel', '共享通道', '共享通道'), descriptors: KSHARED_CHANNEL_DESCRIPTORS,
  defaults: () => defaultsOf(KSHARED_CHANNEL_DESCRIPTORS), creatable: false, container: false, listed: false,
};

/** The container of shared channels. */
export const sharedChannelContainerType: NodeTypeContribution = {
  id: SHARED_CHANNEL_CONTAINER_TYPE, titles: titles('Shared channels', '共享通道', '共享通道'), descriptors: [],
  creatable: false, container: true, listed: false,
};
