/** Texts of the core scene services (document, undo, exposed properties, default animation service). */
export const sceneServiceLocales = {
  en: {
    'scene.exposed.invalidOwner': 'Only a node, animation group, material, shared channel or material stage can expose a property',
    'scene.exposed.pathTooLong': 'The binding path is longer than {{max}} characters',
    'scene.exposed.hasStateAnimation': 'This property already has a state animation and cannot be exposed',
    'scene.exposed.notFound': 'The exposed property no longer exists',
    'scene.animation.noCurrent': 'Please select an animation first',
    'scene.animation.noPermission': 'No permission at the moment, you can upgrade your subscription plan',
    'scene.animation.added': '"{{property}}" successfully added to animation "{{name}}"!',
    'scene.animation.removed': '"{{property}}" removed from animation "{{name}}"',
  },
  'zh-CN': {
    'scene.exposed.invalidOwner': '只有节点、动画组、材质、共享通道或材质层可以暴露属性',
    'scene.exposed.pathTooLong': '绑定路径超过 {{max}} 个字符',
    'scene.exposed.hasStateAnimation': '该属性已有状态动画，不能暴露',
    'scene.exposed.notFound': '该暴露属性已不存在',
    'scene.animation.noCurrent': '请先选择一个动画',
    'scene.animation.noPermission': '暂无权限，您可以升级订阅套餐',
    'scene.animation.added': '“{{property}}”已成功添加到动画“{{name}}”！',
    'scene.animation.removed': '“{{property}}”已从动画“{{name}}”中移除',
  },
  'zh-TW': {
    'scene.exposed.invalidOwner': '只有節點、動畫組、材質、共享通道或材質層可以暴露屬性',
    'scene.exposed.pathTooLong': '綁定路徑超過 {{max}} 個字元',
    'scene.exposed.hasStateAnimation': '該屬性已有狀態動畫，不能暴露',
    'scene.exposed.notFound': '該暴露屬性已不存在',
    'scene.animation.noCurrent': '請先選擇一個動畫',
    'scene.animation.noPermission': '暫無權限，您可以升級訂閱方案',
    'scene.animation.added': '「{{property}}」已成功新增到動畫「{{name}}」！',
    'scene.animation.removed': '「{{property}}」已從動畫「{{name}}」中移除',
  },
} as const;
