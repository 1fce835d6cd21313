import { defineEndpoint } from '../endpoint.js';
import { OutboxData, OutboxQuery } from '../mail.js';

// Mail endpoints the browser calls.

/** The managers' outbox: mails sent or held (without SMTP, the registration codes), newest first. */
export const MailOutbox = defineEndpoint({
  method: 'GET', path: '/repo/kf-mail/outbox', query: OutboxQuery, reply: OutboxData,
  summary: 'Mails the server sent or holds (without SMTP: the registration codes it would have sent), newest first; managers only',
});
