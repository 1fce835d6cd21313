import nodemailer from 'nodemailer';
import type { SmtpSettings } from './smtp-settings.js';

/** One mail to send. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends mail through the configured SMTP relay; without one, `configured` is false and nothing is sent. */
export interface Mailer {
  readonly configured: boolean;
  /** Resolves once the relay accepted the mail; rejects on refusal or after the settings' time limit. */
  send(message: MailMessage): Promise<void>;
}

/** A mailer over nodemailer's SMTP transport (one pooled connection set per server). */
export function createMailer(settings: SmtpSettings | undefined): Mailer {
  if (!settings) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('No SMTP relay is configured')),
    };
  }
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    // Each phase has its own limit, so a relay that accepts the connection and then stalls cannot hold a request.
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    dnsTimeout: settings.timeoutMs,
  });
  return {
    configured: true,
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error(`SMTP send took longer than ${settings.timeoutMs} ms`)), settings.timeoutMs);
      });
      try {
        await Promise.race([
          transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text }),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
