import { splitTexts } from './platform-split.js';

/** Texts of the scene player (preview routes). */
export const playerTexts = splitTexts({
  'player.loading': ['Loading the scene…', '正在加载场景…', '正在載入場景…'],
  'player.title': ['Preview: {{name}}', '预览：{{name}}', '預覽：{{name}}'],
  'player.console': ['Console', '控制台', '主控台'],
  'player.consoleEmpty': ['No messages yet.', '暂无消息。', '尚無訊息。'],
  'player.clearConsole': ['Clear', '清除', '清除'],
  'player.error.title': ['This preview cannot be shown', '无法显示此预览', '無法顯示此預覽'],
  'player.error.invalid': ['The preview link is not valid. Ask for a new link, or open the preview again from the designer.', '预览链接无效。请索取新的链接，或从设计器重新打开预览。', '預覽連結無效。請索取新的連結，或從設計器重新開啟預覽。'],
  'player.error.expired': ['The preview link has expired. Open the preview again from the designer to get a new one.', '预览链接已过期。请从设计器重新打开预览以获取新链接。', '預覽連結已過期。請從設計器重新開啟預覽以取得新連結。'],
  'player.error.sceneGone': ['The scene of this preview no longer exists.', '此预览的场景已不存在。', '此預覽的場景已不存在。'],
  'player.error.mismatch': ['The preview link does not belong to this scene.', '此预览链接不属于该场景。', '此預覽連結不屬於該場景。'],
  'player.error.failed': ['The scene could not be loaded: {{message}}', '无法加载场景：{{message}}', '無法載入場景：{{message}}'],
  'player.error.webgl': ['This browser cannot show 3D content (WebGL is not available).', '此浏览器无法显示 3D 内容（WebGL 不可用）。', '此瀏覽器無法顯示 3D 內容（WebGL 無法使用）。'],
  'published.title': ['Published scene', '已发布的场景', '已發佈的場景'],
  'published.notFound': ['This link does not exist. Check the address, or ask its author for a new link.', '此链接不存在。请检查地址，或向作者索取新链接。', '此連結不存在。請檢查位址，或向作者索取新連結。'],
  'published.takenDown': ['The distribution link has been taken down or has expired.', '分发链接已下架或已过期。', '分發連結已下架或已過期。'],
  'published.expired': ['The link has expired or its visit count is used up.', '链接已过期或访问次数受限。', '連結已過期或瀏覽次數受限。'],
  'published.throttled': ['Too many wrong passwords. Try again in a few minutes.', '密码错误次数过多，请几分钟后再试。', '密碼錯誤次數過多，請幾分鐘後再試。'],
  'published.passwordPrompt': ['This scene is protected. Enter its password:', '此场景受保护，请输入密码：', '此場景受保護，請輸入密碼：'],
  'published.open': ['Open', '打开', '開啟'],
  'published.wrongPassword': ['The password is not correct.', '密码不正确。', '密碼不正確。'],
  'published.watermark': ['Made with Scene Designer', '由场景设计器制作', '由場景設計器製作'],
});
