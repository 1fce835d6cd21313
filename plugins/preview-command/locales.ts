/** Texts of the Preview commands. */
export const locales = {
  en: {
    'preview.open': 'Preview scene',
    'preview.openWithConsole': 'Preview scene with console',
    'preview.noScene': 'Open a scene to preview it.',
    'preview.notSaved': 'The scene was not saved, so it cannot be previewed yet.',
    'preview.popupBlocked': 'The browser blocked the preview window. Allow pop-ups for this site and try again.',
    'preview.failed': 'The preview could not be opened: {{message}}',
  },
  'zh-CN': {
    'preview.open': '预览场景',
    'preview.openWithConsole': '预览场景（带控制台）',
    'preview.noScene': '请先打开一个场景再预览。',
    'preview.notSaved': '场景未保存，暂时无法预览。',
    'preview.popupBlocked': '浏览器拦截了预览窗口。请允许此网站弹出窗口后重试。',
    'preview.failed': '无法打开预览：{{message}}',
  },
  'zh-TW': {
    'preview.open': '預覽場景',
    'preview.openWithConsole': '預覽場景（含主控台）',
    'preview.noScene': '請先開啟一個場景再預覽。',
    'preview.notSaved': '場景未儲存，暫時無法預覽。',
    'preview.popupBlocked': '瀏覽器封鎖了預覽視窗。請允許此網站的彈出式視窗後重試。',
    'preview.failed': '無法開啟預覽：{{message}}',
  },
};
