import { KMATERIAL_LIMITS, MATERIAL_REFUSAL_TEXTS } from '../../sdk/index.js';

const n = KMATERIAL_LIMITS;

/** Texts of the channel list, stage strip and stage panel. */
export const kmaterialLocales = {
  en: {
    'kmaterial.channels': 'Channels', 'kmaterial.textures': 'Textures {{count}}/{{max}}', 'kmaterial.addChannel': 'Add channel',
    'kmaterial.addShared': 'Add shared channel…', 'kmaterial.channelName': 'Channel {{n}}', 'kmaterial.shared': 'shared',
    'kmaterial.show': 'Show channel', 'kmaterial.hide': 'Hide channel', 'kmaterial.expand': 'Expand', 'kmaterial.collapse': 'Collapse',
    'kmaterial.menu': 'Channel actions', 'kmaterial.moveUp': 'Move up', 'kmaterial.moveDown': 'Move down', 'kmaterial.delete': 'Delete',
    'kmaterial.toShared': 'Convert to shared', 'kmaterial.toIndependent': 'Convert to independent', 'kmaterial.rename': 'Rename',
    'kmaterial.blend': 'Blend', 'kmaterial.amount': 'Amount', 'kmaterial.invert': 'Invert', 'kmaterial.faceMask': 'Faces', 'kmaterial.clipMode': 'Clip',
    'kmaterial.light': 'Lit', 'kmaterial.stageLight': 'Light mode', 'kmaterial.subSetMask': 'Sub-set mask', 'kmaterial.subSetMaskId': 'Sub-set id',
    'kmaterial.subSetMaskName': 'Sub-set name', 'kmaterial.stages': 'Stages', 'kmaterial.addStage': 'Add stage', 'kmaterial.stageMenu': 'Stage actions',
    'kmaterial.moveLeft': 'Move left', 'kmaterial.moveRight': 'Move right', 'kmaterial.enable': 'Enable', 'kmaterial.disable': 'Disable',
    'kmaterial.fresnel': 'Fresnel', 'kmaterial.addFresnel': 'Add fresnel', 'kmaterial.deleteFresnel': 'Delete fresnel', 'kmaterial.bias': 'Bias', 'kmaterial.power': 'Power',
    'kmaterial.url': 'Picture', 'kmaterial.pictureOnly': 'A texture stage shows a picture: choose an image (gradients and patterns are for texture properties)', 'kmaterial.colorTarget': 'Colour target', 'kmaterial.alphaTarget': 'Alpha target', 'kmaterial.uvSource': 'UV source',
    'kmaterial.uvMode': 'UV mode', 'kmaterial.warpMode': 'Wrap', 'kmaterial.isCube': 'Panorama', 'kmaterial.hasAlpha': 'Has alpha',
    'kmaterial.premultAlpha': 'Premultiplied alpha', 'kmaterial.mapping': 'Mapping', 'kmaterial.position': 'Offset', 'kmaterial.rotation': 'Rotation',
    'kmaterial.scaling': 'Repeat', 'kmaterial.scalingDeterminant': 'Scale', 'kmaterial.align': 'Pivot', 'kmaterial.kind': 'Kind',
    'kmaterial.noStage': 'Right-click or + to add a stage', 'kmaterial.unknownKind': 'Unknown stage kind {{kind}}',
    'kmaterial.refused.TextureLimit': `A material takes at most ${n.textures} textures`,
    'kmaterial.refused.ChannelLimit': `A material takes at most ${n.channels} channels`,
    'kmaterial.refused.StageLimit': `A channel takes at most ${n.stagesPerChannel} stages`,
  },
  'zh-CN': {
    'kmaterial.channels': '通道', 'kmaterial.textures': '纹理 {{count}}/{{max}}', 'kmaterial.addChannel': '添加通道',
    'kmaterial.addShared': '添加共享通道…', 'kmaterial.channelName': '通道 {{n}}', 'kmaterial.shared': '共享',
    'kmaterial.show': '显示通道', 'kmaterial.hide': '隐藏通道', 'kmaterial.expand': '展开', 'kmaterial.collapse': '折叠',
    'kmaterial.menu': '通道操作', 'kmaterial.moveUp': '上移', 'kmaterial.moveDown': '下移', 'kmaterial.delete': '删除',
    'kmaterial.toShared': '转为共享通道', 'kmaterial.toIndependent': '转为独立通道', 'kmaterial.rename': '重命名',
    'kmaterial.blend': '混合', 'kmaterial.amount': '强度', 'kmaterial.invert': '反转', 'kmaterial.faceMask': '面', 'kmaterial.clipMode': '裁剪',
    'kmaterial.light': '受光照', 'kmaterial.stageLight': '光照模式', 'kmaterial.subSetMask': '子集遮罩', 'kmaterial.subSetMaskId': '子集编号',
    'kmaterial.subSetMaskName': '子集名称', 'kmaterial.stages': '阶段', 'kmaterial.addStage': '添加阶段', 'kmaterial.stageMenu': '阶段操作',
    'kmaterial.moveLeft': '左移', 'kmaterial.moveRight': '右移', 'kmaterial.enable': '启用', 'kmaterial.disable': '禁用',
    'kmaterial.fresnel': '菲涅耳', 'kmaterial.addFresnel': '添加菲涅耳', 'kmaterial.deleteFresnel': '删除菲涅耳', 'kmaterial.bias': '偏移', 'kmaterial.power': '指数',
    'kmaterial.url': '图片', 'kmaterial.pictureOnly': '贴图阶段显示一张图片：请选择图像（渐变和图案用于贴图属性）', 'kmaterial.colorTarget': '颜色目标', 'kmaterial.alphaTarget': '透明度目标', 'kmaterial.uvSource': 'UV 来源',
    'kmaterial.uvMode': 'UV 模式', 'kmaterial.warpMode': '环绕', 'kmaterial.isCube': '全景', 'kmaterial.hasAlpha': '含透明度',
    'kmaterial.premultAlpha': '预乘透明度', 'kmaterial.mapping': '映射', 'kmaterial.position': '偏移', 'kmaterial.rotation': '旋转',
    'kmaterial.scaling': '重复', 'kmaterial.scalingDeterminant': '缩放', 'kmaterial.align': '轴心', 'kmaterial.kind': '类型',
    'kmaterial.noStage': '右键或点 + 添加阶段', 'kmaterial.unknownKind': '未知的阶段类型 {{kind}}',
    'kmaterial.refused.TextureLimit': `一个材质最多 ${n.textures} 张纹理`,
    'kmaterial.refused.ChannelLimit': `一个材质最多 ${n.channels} 个通道`,
    'kmaterial.refused.StageLimit': `一个通道最多 ${n.stagesPerChannel} 个阶段`,
  },
  'zh-TW': {
    'kmaterial.channels': '通道', 'kmaterial.textures': '紋理 {{count}}/{{max}}', 'kmaterial.addChannel': '新增通道',
    'kmaterial.addShared': '新增共用通道…', 'kmaterial.channelName': '通道 {{n}}', 'kmaterial.shared': '共用',
    'kmaterial.show': '顯示通道', 'kmaterial.hide': '隱藏通道', 'kmaterial.expand': '展開', 'kmaterial.collapse': '摺疊',
    'kmaterial.menu': '通道操作', 'kmaterial.moveUp': '上移', 'kmaterial.moveDown': '下移', 'kmaterial.delete': '刪除',
    'kmaterial.toShared': '轉為共用通道', 'kmaterial.toIndependent': '轉為獨立通道', 'kmaterial.rename': '重新命名',
    'kmaterial.blend': '混合', 'kmaterial.amount': '強度', 'kmaterial.invert': '反轉', 'kmaterial.faceMask': '面', 'kmaterial.clipMode': '裁剪',
    'kmaterial.light': '受光照', 'kmaterial.stageLight': '光照模式', 'kmaterial.subSetMask': '子集遮罩', 'kmaterial.subSetMaskId': '子集編號',
    'kmaterial.subSetMaskName': '子集名稱', 'kmaterial.stages': '階段', 'kmaterial.addStage': '新增階段', 'kmaterial.stageMenu': '階段操作',
    'kmaterial.moveLeft': '左移', 'kmaterial.moveRight': '右移', 'kmaterial.enable': '啟用', 'kmaterial.disable': '停用',
    'kmaterial.fresnel': '菲涅耳', 'kmaterial.addFresnel': '新增菲涅耳', 'kmaterial.deleteFresnel': '刪除菲涅耳', 'kmaterial.bias': '偏移', 'kmaterial.power': '指數',
    'kmaterial.url': '圖片', 'kmaterial.pictureOnly': '貼圖階段顯示一張圖片：請選擇影像（漸層和圖案用於貼圖屬性）', 'kmaterial.colorTarget': '顏色目標', 'kmaterial.alphaTarget': '透明度目標', 'kmaterial.uvSource': 'UV 來源',
    'kmaterial.uvMode': 'UV 模式', 'kmaterial.warpMode': '環繞', 'kmaterial.isCube': '全景', 'kmaterial.hasAlpha': '含透明度',
    'kmaterial.premultAlpha': '預乘透明度', 'kmaterial.mapping': '映射', 'kmaterial.position': '偏移', 'kmaterial.rotation': '旋轉',
    'kmaterial.scaling': '重複', 'kmaterial.scalingDeterminant': '縮放', 'kmaterial.align': '軸心', 'kmaterial.kind': '類型',
    'kmaterial.noStage': '按右鍵或 + 新增階段', 'kmaterial.unknownKind': '未知的階段類型 {{kind}}',
    'kmaterial.refused.TextureLimit': `一個材質最多 ${n.textures} 張紋理`,
    'kmaterial.refused.ChannelLimit': `一個材質最多 ${n.channels} 個通道`,
    'kmaterial.refused.StageLimit': `一個通道最多 ${n.stagesPerChannel} 個階段`,
  },
} as const;

/** The message of a refusal in a language. */
export function refusalText(refusal: string, locale: 'en' | 'zh-CN' | 'zh-TW'): string {
  const shared = (MATERIAL_REFUSAL_TEXTS as Record<string, Record<string, string>>)[refusal];
  if (shared) return shared[locale] ?? shared['en'] ?? refusal;
  const own = kmaterialLocales[locale] as Record<string, string>;
  return own[`kmaterial.refused.${refusal}`] ?? refusal;
}
