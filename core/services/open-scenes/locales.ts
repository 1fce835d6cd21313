/** Texts of the open-scene registry. */
export const openScenesCoreLocales = {
  en: { 'openScenes.saveFirst': 'Please save the scene first' },
  'zh-CN': { 'openScenes.saveFirst': '请先保存场景' },
  'zh-TW': { 'openScenes.saveFirst': '請先儲存場景' },
} as const;
