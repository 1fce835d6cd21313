import type { MessageTable } from './messages.js';

/** Texts of the refusals at the edge (limits, parser, multipart, headers). */
export const edgeMessages: MessageTable = {
  en: {
    'edge.tooDeep': 'The request nests too deeply (at most {max} levels, at {field}).',
    'edge.listTooLong': 'The list {field} is too long (at most {max} items).',
    'edge.tooManyKeys': 'The object {field} has too many keys (at most {max}).',
    'edge.nul': 'The field {field} contains a NUL character.',
    'edge.badMultipart': 'The multipart upload is malformed.',
    'edge.headersTooLarge': 'The request headers or address are too long.',
    'edge.uriTooLong': 'The request address is too long.',
    'edge.badRequest': 'The request is malformed.',
    'edge.unsupportedMediaType': 'This call does not accept this content type.',
    'scene.categoryTooLong': 'The category holds at most 50 bytes.',
  },
  'zh-CN': {
    'edge.tooDeep': '请求嵌套过深（最多 {max} 层，位于 {field}）。',
    'edge.listTooLong': '列表 {field} 过长（最多 {max} 项）。',
    'edge.tooManyKeys': '对象 {field} 的键过多（最多 {max} 个）。',
    'edge.nul': '字段 {field} 含有 NUL 字符。',
    'edge.badMultipart': 'multipart 上传格式错误。',
    'edge.headersTooLarge': '请求头或地址过长。',
    'edge.uriTooLong': '请求地址过长。',
    'edge.badRequest': '请求格式错误。',
    'edge.unsupportedMediaType': '此调用不接受此内容类型。',
    'scene.categoryTooLong': '分类最多 50 个字节。',
  },
  'zh-TW': {
    'edge.tooDeep': '請求巢狀過深（最多 {max} 層，位於 {field}）。',
    'edge.listTooLong': '清單 {field} 過長（最多 {max} 項）。',
    'edge.tooManyKeys': '物件 {field} 的鍵過多（最多 {max} 個）。',
    'edge.nul': '欄位 {field} 含有 NUL 字元。',
    'edge.badMultipart': 'multipart 上傳格式錯誤。',
    'edge.headersTooLarge': '請求標頭或位址過長。',
    'edge.uriTooLong': '請求位址過長。',
    'edge.badRequest': '請求格式錯誤。',
    'edge.unsupportedMediaType': '此呼叫不接受此內容類型。',
    'scene.categoryTooLong': '分類最多 50 個位元組。',
  },
};
