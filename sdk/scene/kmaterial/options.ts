import type { EnumOption } from '../descriptor.js';
import type { LocalizedText } from '../../workbench/locale.js';

function t(en: string, zhCN: string, zhTW: string): LocalizedText {
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW };
}

function options(rows: readonly (readonly [number, string, string, string])[]): EnumOption[] {
  return rows.map(([value, en, zhCN, zhTW]) => ({ value, label: t(en, zhCN, zhTW) }));
}

/** Photo-editor blend modes 100–143 (spec 001 §9). */
const PHOTO_BLENDS: readonly (readonly [number, string, string, string])[] = [
  [100, 'Darken', '变暗', '變暗'], [101, 'Multiply (photo)', '正片叠底', '色彩增值'], [102, 'Color burn', '颜色加深', '加深顏色'],
  [103, 'Linear burn', '线性加深', '線性加深'], [104, 'Darker color', '深色', '顏色變暗'], [105, 'Lighten', '变亮', '變亮'],
  [106, 'Screen', '滤色', '濾色'], [107, 'Color dodge', '颜色减淡', '加亮顏色'], [108, 'Linear dodge (add)', '线性减淡(添加)', '線性加亮(增加)'],
  [109, 'Lighter color', '浅色', '顏色變亮'], [110, 'Overlay (photo)', '叠加', '覆蓋'], [111, 'Soft light', '柔光', '柔光'],
  [112, 'Hard light', '强光', '實光'], [113, 'Vivid light', '亮光', '強烈光源'], [114, 'Linear light', '线性光', '線性光源'],
  [115, 'Pin light', '点光', '小光源'], [116, 'Hard mix', '实色混合', '實色疊印混合'], [117, 'Difference', '差值', '差異化'],
  [118, 'Exclusion', '排除', '排除'], [119, 'Subtract (photo)', '减去', '減去'], [120, 'Divide', '划分', '分割'],
  [121, 'Hue', '色相', '色相'], [122, 'Saturation', '饱和度', '飽和度'], [123, 'Color', '颜色', '顏色'],
  [124, 'Luminosity', '明度', '明度'], [125, 'Average', '平均', '平均'], [126, 'Negation', '反相', '反相'],
  [127, 'Reflect', '反射', '反射'], [128, 'Glow', '辉光', '輝光'], [129, 'Phoenix', '凤凰', '鳳凰'],
  [130, 'Grain extract', '颗粒提取', '顆粒擷取'], [131, 'Grain merge', '颗粒合并', '顆粒合併'], [132, 'Soft light (Pegtop)', '柔光(Pegtop)', '柔光(Pegtop)'],
  [133, 'Soft light (illusions)', '柔光(illusions)', '柔光(illusions)'], [134, 'Soft light (W3C)', '柔光(W3C)', '柔光(W3C)'], [135, 'Freeze', '冻结', '凍結'],
  [136, 'Heat', '加热', '加熱'], [137, 'Stamp', '印记', '印記'], [138, 'Interpolation', '插值', '插值'],
  [139, 'Geometric mean', '几何平均', '幾何平均'], [140, 'Additive subtractive', '加减', '加減'], [141, 'Hard overlay', '硬叠加', '硬覆蓋'],
  [142, 'Soft dodge', '柔和减淡', '柔和加亮'], [143, 'Soft burn', '柔和加深', '柔和加深'],
];

/** Channel blend codes: 2 Normal, 1 Overlay, 3 Subtract, 4 Multiply, 32 Max, 33 Min, then the photo modes. */
export const KCHANNEL_BLEND_OPTIONS: readonly EnumOption[] = options([
  [2, 'Normal', '正常', '正常'], [1, 'Overlay', '叠加', '覆蓋'], [3, 'Subtract', '减法', '減法'], [4, 'Multiply', '乘法', '乘法'],
  [32, 'Max', '最大值', '最大值'], [33, 'Min', '最小值', '最小值'], ...PHOTO_BLENDS,
]);

/** Invert 0–3. */
export const KCHANNEL_INVERT_OPTIONS: readonly EnumOption[] = options([
  [0, 'Off', '关闭', '關閉'], [1, 'Color', '颜色', '顏色'], [2, 'Alpha', '透明度', '透明度'], [3, 'Color + alpha', '颜色+透明度', '顏色+透明度'],
]);

/** Face mask 0–2. */
export const KCHANNEL_FACE_OPTIONS: readonly EnumOption[] = options([
  [0, 'Both faces', '双面', '雙面'], [1, 'Front faces', '正面', '正面'], [2, 'Back faces', '背面', '背面'],
]);

/** Clip mode 0–2. */
export const KCHANNEL_CLIP_OPTIONS: readonly EnumOption[] = options([
  [0, 'None', '无', '無'], [1, 'Hide channel below cut-off', '低于阈值隐藏通道', '低於閾值隱藏通道'], [2, 'Discard pixel below cut-off', '低于阈值丢弃像素', '低於閾值捨棄像素'],
]);

/** Sub-set mask type 0–2. */
export const KCHANNEL_SUBSET_MASK_OPTIONS: readonly EnumOption[] = options([
  [0, 'None', '无', '無'], [1, 'By sub-set id', '按子集编号', '按子集編號'], [2, 'By sub-set name', '按子集名称', '按子集名稱'],
]);

/** Wrap modes (spec 001 §9). */
export const KSTAGE_WARP_OPTIONS: readonly EnumOption[] = options([
  [0, 'Clamp', '钳制', '鉗制'], [1, 'Repeat', '重复', '重複'], [2, 'Mirror repeat', '镜像重复', '鏡像重複'],
  [6, 'Ortho splicing', '正交拼接', '正交拼接'], [7, 'Random splicing', '随机拼接', '隨機拼接'], [8, 'Crop', '裁剪', '裁剪'],
]);

/** Coordinate modes. */
export const KSTAGE_UV_MODE_OPTIONS: readonly EnumOption[] = options([
  [0, 'UV', 'UV', 'UV'], [1, 'Planar XY', '平面 XY', '平面 XY'], [2, 'Planar XZ', '平面 XZ', '平面 XZ'], [3, 'Planar ZY', '平面 ZY', '平面 ZY'],
  [4, 'Spherical (matcap)', '球面(材质捕获)', '球面(材質擷取)'],
]);

/** UV sources. */
export const KSTAGE_UV_SOURCE_OPTIONS: readonly EnumOption[] = options([[0, 'UV 1', 'UV 1', 'UV 1'], [1, 'UV 2', 'UV 2', 'UV 2']]);

/** Target codes (spec 001 §9). */
export const KSTAGE_TARGET = {
  close: 0, baseColor: 1, emissive: 2, specular: 3, environmentColor: 5, alpha: 7, gloss: 8, opacity: 9, normal: 12,
  irradiation: 13, environment: 14, roughness: 15, reflect: 33, alphaMask: 35, metal: 36, variable0: 40, variable1: 41,
  variable2: 42, variable3: 43, colorMask: 48, flow: 50, turbidity: 51,
} as const;

/** Target code options with titles. */
export const KSTAGE_TARGET_OPTIONS: readonly EnumOption[] = options([
  [0, 'Close', '关闭', '關閉'], [1, 'Base colour', '基础色', '基礎色'], [2, 'Emissive', '自发光', '自發光'], [3, 'Specular', '高光', '高光'],
  [5, 'Environment colour', '环境色', '環境色'], [7, 'Alpha', '透明度', '透明度'], [8, 'Gloss', '光泽度', '光澤度'], [9, 'Opacity', '不透明度', '不透明度'],
  [12, 'Normal', '法线', '法線'], [13, 'Irradiation', '辐照', '輻照'], [14, 'Environment', '环境', '環境'], [15, 'Roughness', '粗糙度', '粗糙度'],
  [33, 'Reflect', '反射', '反射'], [35, 'Alpha mask', '透明遮罩', '透明遮罩'], [36, 'Metal degrees', '金属度', '金屬度'],
  [40, 'Variable 0', '变量 0', '變數 0'], [41, 'Variable 1', '变量 1', '變數 1'], [42, 'Variable 2', '变量 2', '變數 2'], [43, 'Variable 3', '变量 3', '變數 3'],
  [48, 'Colour mask', '颜色遮罩', '顏色遮罩'], [50, 'Flow', '流动', '流動'], [51, 'Turbidity', '浑浊度', '混濁度'],
]);

/** Whether a number is one of an option list's values. */
export function isOptionValue(list: readonly EnumOption[], value: unknown): value is number {
  return list.some((o) => o.value === value);
}
