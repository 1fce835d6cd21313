/** Texts of the logic-protection plugin. */
export const logicProtectionLocales = {
  en: { 'logicProtection.emptied': 'Logical code emptied', 'logicProtection.lost': 'Logical code lost, using last version' },
  'zh-CN': { 'logicProtection.emptied': '逻辑代码已被清空', 'logicProtection.lost': '逻辑代码丢失，使用上一版本' },
  'zh-TW': { 'logicProtection.emptied': '邏輯程式碼已被清空', 'logicProtection.lost': '邏輯程式碼遺失，使用上一版本' },
} as const;
