/** Texts of the sub-set list editor. */
export const subsetLocales = {
  en: { 'subsetList.empty': 'No sub-sets', 'subsetList.index': 'Index', 'subsetList.name': 'Name', 'subsetList.rename': 'Double-click to rename', 'subsetList.material': 'Material of {{name}}', 'subsetList.meshMaterial': '(mesh material)' },
  'zh-CN': { 'subsetList.empty': '没有子集', 'subsetList.index': '序号', 'subsetList.name': '名称', 'subsetList.rename': '双击重命名', 'subsetList.material': '{{name}} 的材质', 'subsetList.meshMaterial': '（网格材质）' },
  'zh-TW': { 'subsetList.empty': '沒有子集', 'subsetList.index': '序號', 'subsetList.name': '名稱', 'subsetList.rename': '按兩下重新命名', 'subsetList.material': '{{name}} 的材質', 'subsetList.meshMaterial': '（網格材質）' },
} as const;
