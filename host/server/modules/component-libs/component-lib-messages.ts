import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the component libraries' refusals. */
export const componentLibMessages: MessageTable = {
  en: {
    'componentLib.notFound': 'This component library does not exist or is not shared with you.',
    'componentLib.tooMany': 'You have reached the limit of {max} component libraries.',
    'componentLib.full': 'A component library holds at most {max} components.',
    'componentLib.badComponent': 'This is not a component: it needs one node tree of at most {max} nodes.',
    'componentLib.managersOnly': 'Only administrators may approve component libraries.',
    'componentLib.empty': 'Add a component to the library before submitting it.',
  },
  'zh-CN': {
    'componentLib.notFound': '该组件库不存在或未与您共享。',
    'componentLib.tooMany': '您的组件库已达到 {max} 个的上限。',
    'componentLib.full': '一个组件库最多包含 {max} 个组件。',
    'componentLib.badComponent': '这不是组件：组件需要一棵最多 {max} 个节点的节点树。',
    'componentLib.managersOnly': '只有管理员可以审核组件库。',
    'componentLib.empty': '请先向组件库添加组件再提交。',
  },
  'zh-TW': {
    'componentLib.notFound': '該元件庫不存在或未與您共用。',
    'componentLib.tooMany': '您的元件庫已達到 {max} 個的上限。',
    'componentLib.full': '一個元件庫最多包含 {max} 個元件。',
    'componentLib.badComponent': '這不是元件：元件需要一棵最多 {max} 個節點的節點樹。',
    'componentLib.managersOnly': '只有管理員可以審核元件庫。',
    'componentLib.empty': '請先向元件庫新增元件再提交。',
  },
};
