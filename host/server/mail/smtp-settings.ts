/** How the server reaches its SMTP relay (see docs/server.md, "Mail"). */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the relay offers it. */
  readonly secure: boolean;
  readonly user?: string;
  readonly pass?: string;
  /** The From address, e.g. 'Scene Designer <no-reply@example.com>'. */
  readonly from: string;
  /** Longest a send may take, connection to acknowledgement (ms). */
  readonly timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * SMTP settings from SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS) or SMTP_HOST / SMTP_PORT / SMTP_USER /
 * SMTP_PASS / SMTP_SECURE, with SMTP_FROM and SMTP_TIMEOUT_SECONDS; undefined when neither SMTP_URL nor SMTP_HOST is
 * set (mails then go to the outbox page). A malformed value fails the start with a message naming the variable.
 */
export function smtpSettingsFrom(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const rawUrl = env.SMTP_URL?.trim();
  const rawHost = env.SMTP_HOST?.trim();
  if (!rawUrl && !rawHost) return undefined;
  const timeoutSeconds = env.SMTP_TIMEOUT_SECONDS?.trim() ? Number(env.SMTP_TIMEOUT_SECONDS) : DEFAULT_TIMEOUT_MS / 1000;
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 120) {
    throw new Error(`Environment variable SMTP_TIMEOUT_SECONDS must be a number of seconds between 0 and 120, got '${env.SMTP_TIMEOUT_SECONDS}'`);
  }
  let host: string;
  let port: number;
  let secure: boolean;
  let user: string | undefined;
  let pass: string | undefined;
  if (rawUrl) {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new Error(`Environment variable SMTP_URL must be a url such as smtp://user:pass@host:587, got '${rawUrl}'`);
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`Environment variable SMTP_URL must start with smtp:// or smtps://, got '${url.protocol}'`);
    secure = url.protocol === 'smtps:';
    host = url.hostname.replace(/^\[|\]$/g, '');
    port = url.port ? Number(url.port) : secure ? 465 : 587;
    user = url.username ? decodeURIComponent(url.username) : undefined;
    pass = url.password ? decodeURIComponent(url.password) : undefined;
  } else {
    host = rawHost!;
    secure = env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true';
    port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : secure ? 465 : 587;
    user = env.SMTP_USER || undefined;
    pass = env.SMTP_PASS || undefined;
  }
  if (!host) throw new Error('The SMTP settings name no host (SMTP_URL or SMTP_HOST)');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`The SMTP port must be a number from 1 to 65535, got '${port}'`);
  const from = env.SMTP_FROM?.trim() || `Scene Designer <no-reply@${host.includes('.') ? host : 'localhost'}>`;
  return { host, port, secure, user, pass, from, timeoutMs: timeoutSeconds * 1000 };
}
