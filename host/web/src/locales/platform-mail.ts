import { splitTexts } from './platform-split.js';

/** Texts of the managers' outbox page. */
export const platformMailTexts = splitTexts({
  'platform.nav.outbox': ['Outbox', '发件箱', '寄件匣'],
  'platform.outbox.title': ['Mail outbox', '邮件发件箱', '郵件寄件匣'],
  'platform.outbox.noSmtp': [
    'No SMTP relay is configured: these mails were not sent. Pass each code on to its owner, or configure SMTP (see docs/server.md).',
    '未配置 SMTP 邮件服务器：这些邮件没有发出。请把验证码转交给对应用户，或配置 SMTP（见 docs/server.md）。',
    '未設定 SMTP 郵件伺服器：這些郵件沒有寄出。請把驗證碼轉交給對應使用者，或設定 SMTP（見 docs/server.md）。',
  ],
  'platform.outbox.smtp': ['Mails are sent through the configured SMTP relay.', '邮件通过已配置的 SMTP 服务器发送。', '郵件透過已設定的 SMTP 伺服器寄出。'],
  'platform.outbox.managersOnly': [
    'Only administrators (accounts with the manager flag) may read the outbox.',
    '只有管理员（带管理员标记的账号）可以查看发件箱。',
    '只有管理員（帶管理員標記的帳號）可以查看寄件匣。',
  ],
  'platform.outbox.empty': ['No mail yet.', '还没有邮件。', '尚無郵件。'],
  'platform.outbox.to': ['To', '收件人', '收件者'],
  'platform.outbox.subject': ['Subject', '主题', '主旨'],
  'platform.outbox.time': ['Time', '时间', '時間'],
  'platform.outbox.status': ['Status', '状态', '狀態'],
  'platform.outbox.body': ['Body', '正文', '內文'],
  'platform.outbox.status.held': ['Not sent (no SMTP)', '未发送（无 SMTP）', '未寄出（無 SMTP）'],
  'platform.outbox.status.sending': ['Sending', '发送中', '寄送中'],
  'platform.outbox.status.sent': ['Sent', '已发送', '已寄出'],
  'platform.outbox.status.failed': ['Failed', '发送失败', '寄送失敗'],
  'platform.outbox.paging': ['Outbox pages', '发件箱分页', '寄件匣分頁'],
});
