import type { LocalizedText } from '../workbench/locale.js';

/** Why a drop on a material, a channel or a stage is refused (issue 13 §7). */
export type MaterialRefusal = 'NodeDoesNotSupportPictures' | 'TheSameMaterialCannotBeMergedAgain' | 'TheSameChannelCantBeUsedAgain' | 'TypeNotSupported';

/** The message of each refusal, per language. */
export const MATERIAL_REFUSAL_TEXTS: Readonly<Record<MaterialRefusal, LocalizedText>> = {
  NodeDoesNotSupportPictures: {
    en: 'This node does not take pictures', 'zh-CN': '该节点不支持图片', 'zh-TW': '此節點不支援圖片',
  },
  TheSameMaterialCannotBeMergedAgain: {
    en: 'A material cannot be merged into itself', 'zh-CN': '同一材质不能再次合并', 'zh-TW': '同一材質不能再次合併',
  },
  TheSameChannelCantBeUsedAgain: {
    en: 'This channel is already in the material', 'zh-CN': '同一通道不能再次使用', 'zh-TW': '同一通道不能再次使用',
  },
  TypeNotSupported: {
    en: 'Only materials and shared channels can be dropped here', 'zh-CN': '只能拖入材质或共享通道', 'zh-TW': '只能拖入材質或共用通道',
  },
};

/** What is dropped on a material (or one of its stages). */
export interface MaterialDrop {
  /** 'material' (an ordinary material: merge), 'sharedChannel' (add), 'picture' (an image or HDR), anything else refused. */
  readonly kind: string;
  /** The dropped material's or channel's node id. */
  readonly id?: string;
}

/** The material (and stage) a drop lands on. */
export interface MaterialDropTarget {
  /** The material's node id. */
  readonly materialId: string;
  /** Ids of the shared channels the material uses already. */
  readonly channelIds?: readonly string[];
  /** Whether the stage under the drop takes a picture (undefined: the drop is on the material, not a stage). */
  readonly acceptsPictures?: boolean;
}

/**
 * Why a drop on a material is refused, or undefined when it is accepted: a picture only on a stage that takes one;
 * a material merged into another (never itself); a shared channel added once; nothing else.
 */
export function materialDropRefusal(target: MaterialDropTarget, drop: MaterialDrop): MaterialRefusal | undefined {
  if (drop.kind === 'picture') return target.acceptsPictures ? undefined : 'NodeDoesNotSupportPictures';
  if (drop.kind === 'material') return drop.id === target.materialId ? 'TheSameMaterialCannotBeMergedAgain' : undefined;
  if (drop.kind === 'sharedChannel') return drop.id !== undefined && target.channelIds?.includes(drop.id) ? 'TheSameChannelCantBeUsedAgain' : undefined;
  return 'TypeNotSupported';
}
