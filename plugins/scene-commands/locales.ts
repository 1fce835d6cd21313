/** Texts of the scene commands. */
export const sceneCommandLocales = {
  en: { 'sceneCommands.category': 'Scene', 'sceneCommands.undo': 'Undo', 'sceneCommands.redo': 'Redo', 'sceneCommands.create': 'Create {{type}}', 'sceneCommands.createCategory': 'Create', 'sceneCommands.created': 'Created "{{name}}"' },
  'zh-CN': { 'sceneCommands.category': '场景', 'sceneCommands.undo': '撤销', 'sceneCommands.redo': '重做', 'sceneCommands.create': '创建{{type}}', 'sceneCommands.createCategory': '创建', 'sceneCommands.created': '已创建“{{name}}”' },
  'zh-TW': { 'sceneCommands.category': '場景', 'sceneCommands.undo': '復原', 'sceneCommands.redo': '重做', 'sceneCommands.create': '建立{{type}}', 'sceneCommands.createCategory': '建立', 'sceneCommands.created': '已建立「{{name}}」' },
} as const;
