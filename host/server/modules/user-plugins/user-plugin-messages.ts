import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the external plugin list's refusals. */
export const userPluginMessages: MessageTable = {
  en: {
    'userPlugin.notFound': 'The plugin is not in your list.',
    'userPlugin.badUrl': 'A plugin address must start with http://, https:// or / and contain no NUL character.',
    'userPlugin.limit': 'You can keep at most {max} plugins.',
    'userPlugin.duplicate': 'This plugin address is already in your list.',
  },
  'zh-CN': {
    'userPlugin.notFound': '插件不在您的列表中。',
    'userPlugin.badUrl': '插件地址必须以 http://、https:// 或 / 开头，且不能包含 NUL 字符。',
    'userPlugin.limit': '最多只能保留 {max} 个插件。',
    'userPlugin.duplicate': '此插件地址已在您的列表中。',
  },
  'zh-TW': {
    'userPlugin.notFound': '外掛不在您的清單中。',
    'userPlugin.badUrl': '外掛位址必須以 http://、https:// 或 / 開頭，且不能包含 NUL 字元。',
    'userPlugin.limit': '最多只能保留 {max} 個外掛。',
    'userPlugin.duplicate': '此外掛位址已在您的清單中。',
  },
};
