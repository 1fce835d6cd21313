/** Texts of the number editor plugin, in the three interface languages (identical key sets). */
export const locales = {
  en: {
    'editorNumber.unsupportedFormat': 'Unsupported format {{value}}!',
    'editorNumber.mixed': 'Values differ between the selected objects',
    'editorNumber.dragHint': 'Drag to change (Ctrl: fine, Alt: coarse, Shift: squared ×10); double-click to type',
    'editorNumber.inputHint': 'Double-click to type a value or an expression (+5, *2, ?, id, rnd)',
  },
  'zh-CN': {
    'editorNumber.unsupportedFormat': '不支持的格式 {{value}}！',
    'editorNumber.mixed': '所选对象的值不同',
    'editorNumber.dragHint': '拖动修改（Ctrl：精细，Alt：粗调，Shift：平方×10）；双击输入',
    'editorNumber.inputHint': '双击输入数值或表达式（+5、*2、?、id、rnd）',
  },
  'zh-TW': {
    'editorNumber.unsupportedFormat': '不支援的格式 {{value}}！',
    'editorNumber.mixed': '所選物件的值不同',
    'editorNumber.dragHint': '拖曳修改（Ctrl：精細，Alt：粗調，Shift：平方×10）；按兩下輸入',
    'editorNumber.inputHint': '按兩下輸入數值或運算式（+5、*2、?、id、rnd）',
  },
} as const;
