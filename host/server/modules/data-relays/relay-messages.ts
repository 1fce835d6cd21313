import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the data relays' refusals. */
export const relayMessages: MessageTable = {
  en: {
    'dataRelay.notFound': 'This data relay does not exist, or you may not see it.',
    'dataRelay.tooMany': 'A project can have at most {max} data relays.',
    'dataRelay.badUrl': 'A relay connects to a ws: or wss: address without a user name or password in it.',
    'dataRelay.badHeader': 'A header needs a name of letters, digits and -_ and a value without line breaks.',
    'dataRelay.badId': 'This is not a data relay id.',
    'dataRelay.oneAccess': 'Name exactly one of: a scene, a preview ticket, a link visit.',
    'dataRelay.signIn': 'Sign in to use the data relays of a scene.',
    'dataRelay.visitInvalid': 'This link visit is not valid any more: open the link again.',
    'dataRelay.linkClosed': 'This link is closed.',
  },
  'zh-CN': {
    'dataRelay.notFound': '此数据中继不存在，或您无权查看。',
    'dataRelay.tooMany': '一个项目最多有 {max} 个数据中继。',
    'dataRelay.badUrl': '中继连接到 ws: 或 wss: 地址，地址中不得包含用户名或密码。',
    'dataRelay.badHeader': '请求头的名称只能包含字母、数字和 -_，值不能包含换行。',
    'dataRelay.badId': '这不是数据中继的编号。',
    'dataRelay.oneAccess': '请只指定以下之一：场景、预览票据、链接访问。',
    'dataRelay.signIn': '请登录后使用场景的数据中继。',
    'dataRelay.visitInvalid': '此链接访问已失效：请重新打开链接。',
    'dataRelay.linkClosed': '此链接已关闭。',
  },
  'zh-TW': {
    'dataRelay.notFound': '此資料中繼不存在，或您無權檢視。',
    'dataRelay.tooMany': '一個專案最多有 {max} 個資料中繼。',
    'dataRelay.badUrl': '中繼連線到 ws: 或 wss: 位址，位址中不得包含使用者名稱或密碼。',
    'dataRelay.badHeader': '請求標頭的名稱只能包含字母、數字和 -_，值不能包含換行。',
    'dataRelay.badId': '這不是資料中繼的編號。',
    'dataRelay.oneAccess': '請只指定以下之一：場景、預覽票證、連結造訪。',
    'dataRelay.signIn': '請登入後使用場景的資料中繼。',
    'dataRelay.visitInvalid': '此連結造訪已失效：請重新開啟連結。',
    'dataRelay.linkClosed': '此連結已關閉。',
  },
};
