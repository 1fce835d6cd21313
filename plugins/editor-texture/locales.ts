/** Texts of the texture editor. */
export const textureLocales = {
  en: {
    'texture.none': 'None',
    'texture.clear': 'Clear',
    'texture.other': 'Other: {{name}}',
    'texture.loading': 'Loading the catalogue…',
    'texture.dropHint': 'Choose from the catalogue, or drop an image from Built-in resources',
    'texture.dropHintEnvironment': 'Choose from the catalogue, or drop an HDR from Built-in resources',
    'texture.wrongKind': 'This property takes an image',
    'texture.wrongKindEnvironment': 'This property takes an HDR environment',
  },
  'zh-CN': {
    'texture.none': '无',
    'texture.clear': '清除',
    'texture.other': '其他：{{name}}',
    'texture.loading': '正在加载资源目录…',
    'texture.dropHint': '从目录中选择，或从内置资源拖入一张图片',
    'texture.dropHintEnvironment': '从目录中选择，或从内置资源拖入一个 HDR',
    'texture.wrongKind': '此属性需要一张图片',
    'texture.wrongKindEnvironment': '此属性需要一个 HDR 环境贴图',
  },
  'zh-TW': {
    'texture.none': '無',
    'texture.clear': '清除',
    'texture.other': '其他：{{name}}',
    'texture.loading': '正在載入資源目錄…',
    'texture.dropHint': '從目錄中選擇，或從內建資源拖入一張圖片',
    'texture.dropHintEnvironment': '從目錄中選擇，或從內建資源拖入一個 HDR',
    'texture.wrongKind': '此屬性需要一張圖片',
    'texture.wrongKindEnvironment': '此屬性需要一個 HDR 環境貼圖',
  },
} as const;
