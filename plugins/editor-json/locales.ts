/** Texts of the JSON editor. */
export const jsonEditorLocales = {
  en: { 'jsonEditor.codeMode': 'Code', 'jsonEditor.textMode': 'Text', 'jsonEditor.maximise': 'Maximise', 'jsonEditor.restore': 'Restore', 'jsonEditor.loading': 'Loading the code editor…', 'jsonEditor.loadFailed': 'The code editor could not be loaded', 'jsonEditor.invalid': 'Invalid JSON: {{error}}' },
  'zh-CN': { 'jsonEditor.codeMode': '代码', 'jsonEditor.textMode': '文本', 'jsonEditor.maximise': '最大化', 'jsonEditor.restore': '还原', 'jsonEditor.loading': '正在加载代码编辑器…', 'jsonEditor.loadFailed': '代码编辑器加载失败', 'jsonEditor.invalid': 'JSON 格式错误：{{error}}' },
  'zh-TW': { 'jsonEditor.codeMode': '程式碼', 'jsonEditor.textMode': '文字', 'jsonEditor.maximise': '最大化', 'jsonEditor.restore': '還原', 'jsonEditor.loading': '正在載入程式碼編輯器…', 'jsonEditor.loadFailed': '程式碼編輯器載入失敗', 'jsonEditor.invalid': 'JSON 格式錯誤：{{error}}' },
} as const;
