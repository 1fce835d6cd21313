/** Texts of the shadow generator plugin. */
export const locales = {
  en: { 'shadowGenerator.add': 'Add', 'shadowGenerator.delete': 'Delete', 'shadowGenerator.none': 'No shadow generator', 'shadowGenerator.present': 'Shadow generator', 'shadowGenerator.name': 'Shadow generator' },
  'zh-CN': { 'shadowGenerator.add': '添加', 'shadowGenerator.delete': '删除', 'shadowGenerator.none': '无阴影生成器', 'shadowGenerator.present': '阴影生成器', 'shadowGenerator.name': '阴影生成器' },
  'zh-TW': { 'shadowGenerator.add': '新增', 'shadowGenerator.delete': '刪除', 'shadowGenerator.none': '無陰影產生器', 'shadowGenerator.present': '陰影產生器', 'shadowGenerator.name': '陰影產生器' },
} as const;
