import { titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The property type of a mixed material's channel list (edited by the channel list editor). */
export const KCHANNELS_PROPERTY_TYPE = 'kmaterialChannels';

/** The property type of a shared channel node's fields (edited by the same editor, for that one channel). */
export const KSHARED_CHANNEL_PROPERTY_TYPE = 'kmaterialSharedChannel';

/** A mixed material's props (spec 001 §3 KMaterial). */
export const KMATERIAL_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'useEnvironment', type: 'boolean', propertyGroup: 'material', rank: 1, default: true, titles: titles('Use environment', '使用环境', '使用環境') },
  { name: 'reflectionProbeEnabled', type: 'boolean', propertyGroup: 'material', rank: 2, default: false, titles: titles('Reflection probe', '反射探针', '反射探針') },
  { name: 'refractionEnabled', type: 'boolean', propertyGroup: 'material', rank: 3, default: false, titles: titles('Refraction', '折射', '折射') },
  { name: 'alphaCutOff', type: 'number', propertyGroup: 'material', rank: 4, min: 0, max: 1, precision: 2, default: 0, titles: titles('Alpha cut-off', '透明裁剪', '透明裁剪') },
  { name: 'twoSidedLighting', type: 'boolean', propertyGroup: 'material', rank: 5, default: false, titles: titles('Two-sided lighting', '双面光照', '雙面光照') },
  { name: 'channels', type: KCHANNELS_PROPERTY_TYPE, propertyGroup: 'material', rank: 10, default: [], isConst: true, titles: titles('Channels', '通道', '通道') },
];

/** A shared channel node's props: the channel, edited as one. */
export const KSHARED_CHANNEL_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'channel', type: KSHARED_CHANNEL_PROPERTY_TYPE, propertyGroup: 'material', rank: 1, default: {}, isConst: true, titles: titles('Channel', '通道', '通道') },
];
