/** Texts of the material fresnel panel. */
export const materialFresnelLocales = {
  en: {
    'materialFresnel.title': 'Fresnel', 'materialFresnel.add': 'Add', 'materialFresnel.delete': 'Delete', 'materialFresnel.none': 'No fresnel terms',
    'materialFresnel.kind.diffuse': 'Diffuse', 'materialFresnel.kind.opacity': 'Opacity', 'materialFresnel.kind.reflection': 'Reflection',
    'materialFresnel.kind.refraction': 'Refraction', 'materialFresnel.kind.emissive': 'Emissive',
    'materialFresnel.enabled': 'Enabled', 'materialFresnel.bias': 'Bias', 'materialFresnel.power': 'Power',
    'materialFresnel.leftColor': 'Edge colour', 'materialFresnel.rightColor': 'Facing colour', 'materialFresnel.badNumber': '{{field}} must be a number from {{min}} to {{max}}',
  },
  'zh-CN': {
    'materialFresnel.title': '菲涅耳', 'materialFresnel.add': '添加', 'materialFresnel.delete': '删除', 'materialFresnel.none': '无菲涅耳项',
    'materialFresnel.kind.diffuse': '漫反射', 'materialFresnel.kind.opacity': '不透明度', 'materialFresnel.kind.reflection': '反射',
    'materialFresnel.kind.refraction': '折射', 'materialFresnel.kind.emissive': '自发光',
    'materialFresnel.enabled': '启用', 'materialFresnel.bias': '偏移', 'materialFresnel.power': '指数',
    'materialFresnel.leftColor': '边缘颜色', 'materialFresnel.rightColor': '正面颜色', 'materialFresnel.badNumber': '{{field}} 必须是 {{min}} 到 {{max}} 之间的数字',
  },
  'zh-TW': {
    'materialFresnel.title': '菲涅耳', 'materialFresnel.add': '新增', 'materialFresnel.delete': '刪除', 'materialFresnel.none': '無菲涅耳項',
    'materialFresnel.kind.diffuse': '漫反射', 'materialFresnel.kind.opacity': '不透明度', 'materialFresnel.kind.reflection': '反射',
    'materialFresnel.kind.refraction': '折射', 'materialFresnel.kind.emissive': '自發光',
    'materialFresnel.enabled': '啟用', 'materialFresnel.bias': '偏移', 'materialFresnel.power': '指數',
    'materialFresnel.leftColor': '邊緣顏色', 'materialFresnel.rightColor': '正面顏色', 'materialFresnel.badNumber': '{{field}} 必須是 {{min}} 到 {{max}} 之間的數字',
  },
} as const;
