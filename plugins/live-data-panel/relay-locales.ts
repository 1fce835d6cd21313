import type { LocaleBundles } from '../../sdk/index.js';

/** Texts of the panel's data relay controls. */
export const relayPanelLocales: LocaleBundles = {
  en: {
    'liveDataPanel.onServer': 'Keep the address and credentials on the server (a data relay)',
    'liveDataPanel.onServerHint': 'The scene will name only the relay: a published scene carries no password.',
    'liveDataPanel.moveToRelay': 'Move to a data relay',
    'liveDataPanel.moveToRelayTitle': 'Keep this source\'s address and credentials on the server; the scene keeps only the relay\'s id',
    'liveDataPanel.moveToRelayStep': 'Move a data source to a relay',
    'liveDataPanel.relayNoProject': 'Save the scene in a project first.',
    'liveDataPanel.relayFailed': 'The data relay could not be made: {message}',
    'liveDataPanel.relayBusy': 'Making the data relay…',
  },
  'zh-CN': {
    'liveDataPanel.onServer': '将地址和凭据保存在服务器（数据中继）',
    'liveDataPanel.onServerHint': '场景中只记录中继：发布的场景不含密码。',
    'liveDataPanel.moveToRelay': '移到数据中继',
    'liveDataPanel.moveToRelayTitle': '将此数据源的地址和凭据保存在服务器，场景中只保留中继编号',
    'liveDataPanel.moveToRelayStep': '将数据源移到中继',
    'liveDataPanel.relayNoProject': '请先将场景保存到项目中。',
    'liveDataPanel.relayFailed': '无法创建数据中继：{message}',
    'liveDataPanel.relayBusy': '正在创建数据中继…',
  },
  'zh-TW': {
    'liveDataPanel.onServer': '將位址和憑證保存在伺服器（資料中繼）',
    'liveDataPanel.onServerHint': '場景中只記錄中繼：發布的場景不含密碼。',
    'liveDataPanel.moveToRelay': '移到資料中繼',
    'liveDataPanel.moveToRelayTitle': '將此資料來源的位址和憑證保存在伺服器，場景中只保留中繼編號',
    'liveDataPanel.moveToRelayStep': '將資料來源移到中繼',
    'liveDataPanel.relayNoProject': '請先將場景儲存到專案中。',
    'liveDataPanel.relayFailed': '無法建立資料中繼：{message}',
    'liveDataPanel.relayBusy': '正在建立資料中繼…',
  },
};
