import type { MessageTable } from '../../i18n/messages.js';

/** Texts of code mails and the outbox. */
export const mailMessages: MessageTable = {
  en: {
    'mail.codeSubject': 'Your Scene Designer verification code',
    'mail.sendFailed': 'The mail with your code could not be sent. Please try again later.',
    'mail.outboxManagersOnly': 'Only administrators (accounts with the manager flag) may read the outbox.',
  },
  'zh-CN': {
    'mail.codeSubject': '您的场景设计器验证码',
    'mail.sendFailed': '验证码邮件发送失败，请稍后重试。',
    'mail.outboxManagersOnly': '只有管理员（带管理员标记的账号）可以查看发件箱。',
  },
  'zh-TW': {
    'mail.codeSubject': '您的場景設計器驗證碼',
    'mail.sendFailed': '驗證碼郵件傳送失敗，請稍後重試。',
    'mail.outboxManagersOnly': '只有管理員（帶管理員標記的帳號）可以查看寄件匣。',
  },
};
