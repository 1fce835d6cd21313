import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the resource and group refusals. */
export const resourceMessages: MessageTable = {
  en: {
    'resource.notFound': 'The resource does not exist.',
    'resource.saveSceneFirst': 'Please save the scene first.',
    'resource.oneImage': 'Upload one image at a time.',
    'resource.imageOnly': 'Images must be .png .jpg .jpeg .tga .bmp .dds .webp .basis .ktx2 or .hdr (got {ext}).',
    'resource.documentTooLarge': 'The file is too large: documents must be under 200 MB.',
    'group.notFound': 'The group does not exist.',
    'group.exists': 'The group exists.',
    'group.empty': 'The group name cannot be empty.',
    'group.tooLong': 'The group name is too long (at most {max} bytes).',
    'group.specialChars': 'The group name cannot contain special characters or \'/\'.',
    'group.cycle': 'A group cannot be moved into itself.',
  },
  'zh-CN': {
    'resource.notFound': '资源不存在。',
    'resource.saveSceneFirst': '请先保存场景。',
    'resource.oneImage': '一次只能上传一张图片。',
    'resource.imageOnly': '图片必须是 .png .jpg .jpeg .tga .bmp .dds .webp .basis .ktx2 或 .hdr（当前为 {ext}）。',
    'resource.documentTooLarge': '文件过大：文档必须小于 200 MB。',
    'group.notFound': '分组不存在。',
    'group.exists': '分组已存在。',
    'group.empty': '分组名称不能为空。',
    'group.tooLong': '分组名称过长（最多 {max} 字节）。',
    'group.specialChars': '分组名称不能包含特殊字符或“/”。',
    'group.cycle': '分组不能移动到自身之下。',
  },
  'zh-TW': {
    'resource.notFound': '資源不存在。',
    'resource.saveSceneFirst': '請先儲存場景。',
    'resource.oneImage': '一次只能上傳一張圖片。',
    'resource.imageOnly': '圖片必須是 .png .jpg .jpeg .tga .bmp .dds .webp .basis .ktx2 或 .hdr（目前為 {ext}）。',
    'resource.documentTooLarge': '檔案過大：文件必須小於 200 MB。',
    'group.notFound': '分組不存在。',
    'group.exists': '分組已存在。',
    'group.empty': '分組名稱不能為空。',
    'group.tooLong': '分組名稱過長（最多 {max} 位元組）。',
    'group.specialChars': '分組名稱不能包含特殊字元或「/」。',
    'group.cycle': '分組不能移動到自身之下。',
  },
};
