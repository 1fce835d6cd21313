/** Texts of the user-metadata editor. */
export const userMetadataLocales = {
  en: {
    'userMetadata.preset': 'Preset', 'userMetadata.preset.none': 'None', 'userMetadata.preset.space': 'Space component', 'userMetadata.preset.k3dc': '3D configuration',
    'userMetadata.language': 'Languages', 'userMetadata.lang.en': 'English', 'userMetadata.lang.zhCN': 'Simplified Chinese', 'userMetadata.lang.zhTW': 'Traditional Chinese',
    'userMetadata.copy': 'Copy', 'userMetadata.paste': 'Paste', 'userMetadata.copied': 'User data copied',
    'userMetadata.pasteMismatch': 'Type does not match, paste user data failed', 'userMetadata.pasted': 'Pasted {{count}} user data items',
    'userMetadata.nothingCopied': 'Copy user data first',
    'userMetadata.item.name': 'Name', 'userMetadata.item.description': 'Description', 'userMetadata.item.category': 'Category', 'userMetadata.item.subType': 'Sub-type',
    'userMetadata.item.attached': 'Attachment', 'userMetadata.item.positionY': 'Height (Y)', 'userMetadata.item.thumbnail': 'Thumbnail', 'userMetadata.item.icon': 'Icon',
    'userMetadata.item.screenshot': 'Screenshot', 'userMetadata.item.states': 'States', 'userMetadata.item.anims': 'Animations', 'userMetadata.item.params': 'Parameters',
  },
  'zh-CN': {
    'userMetadata.preset': '预设', 'userMetadata.preset.none': '无', 'userMetadata.preset.space': '空间组件', 'userMetadata.preset.k3dc': '3D 配置',
    'userMetadata.language': '语言', 'userMetadata.lang.en': '英文', 'userMetadata.lang.zhCN': '简体中文', 'userMetadata.lang.zhTW': '繁体中文',
    'userMetadata.copy': '复制', 'userMetadata.paste': '粘贴', 'userMetadata.copied': '用户数据已复制',
    'userMetadata.pasteMismatch': '类型不匹配，粘贴用户数据失败', 'userMetadata.pasted': '已粘贴 {{count}} 项用户数据',
    'userMetadata.nothingCopied': '请先复制用户数据',
    'userMetadata.item.name': '名称', 'userMetadata.item.description': '描述', 'userMetadata.item.category': '分类', 'userMetadata.item.subType': '子类型',
    'userMetadata.item.attached': '附着方式', 'userMetadata.item.positionY': '高度（Y）', 'userMetadata.item.thumbnail': '缩略图', 'userMetadata.item.icon': '图标',
    'userMetadata.item.screenshot': '截图', 'userMetadata.item.states': '状态', 'userMetadata.item.anims': '动画', 'userMetadata.item.params': '参数',
  },
  'zh-TW': {
    'userMetadata.preset': '預設', 'userMetadata.preset.none': '無', 'userMetadata.preset.space': '空間元件', 'userMetadata.preset.k3dc': '3D 配置',
    'userMetadata.language': '語言', 'userMetadata.lang.en': '英文', 'userMetadata.lang.zhCN': '簡體中文', 'userMetadata.lang.zhTW': '繁體中文',
    'userMetadata.copy': '複製', 'userMetadata.paste': '貼上', 'userMetadata.copied': '使用者資料已複製',
    'userMetadata.pasteMismatch': '類型不符，貼上使用者資料失敗', 'userMetadata.pasted': '已貼上 {{count}} 項使用者資料',
    'userMetadata.nothingCopied': '請先複製使用者資料',
    'userMetadata.item.name': '名稱', 'userMetadata.item.description': '描述', 'userMetadata.item.category': '分類', 'userMetadata.item.subType': '子類型',
    'userMetadata.item.attached': '附著方式', 'userMetadata.item.positionY': '高度（Y）', 'userMetadata.item.thumbnail': '縮圖', 'userMetadata.item.icon': '圖示',
    'userMetadata.item.screenshot': '截圖', 'userMetadata.item.states': '狀態', 'userMetadata.item.anims': '動畫', 'userMetadata.item.params': '參數',
  },
} as const;
