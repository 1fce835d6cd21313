import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the login-name refusals. */
export const accountMessages: MessageTable = {
  en: {
    'validation.mailboxTaken': 'This mailbox is already used by another account.',
  },
  'zh-CN': {
    'validation.mailboxTaken': '该邮箱已被其他账号使用。',
  },
  'zh-TW': {
    'validation.mailboxTaken': '該郵箱已被其他帳號使用。',
  },
};
