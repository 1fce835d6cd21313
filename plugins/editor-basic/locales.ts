/** Texts of the basic editors. */
export const basicEditorLocales = {
  en: { 'editorBasic.mixed': 'Values differ between the selected nodes' },
  'zh-CN': { 'editorBasic.mixed': '所选节点的值不同' },
  'zh-TW': { 'editorBasic.mixed': '所選節點的值不同' },
} as const;
