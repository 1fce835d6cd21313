import { resolve } from 'node:path';
import { smtpSettingsFrom, type SmtpSettings } from './mail/smtp-settings.js';
import type { S3Settings } from './blobs/s3-blob-files.js';
import { parseDataOrigins, parsePluginOrigins } from './http/plugin-origins.js';

/** Everything the server reads from its environment (see docs/server.md). */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  readonly port: number;
  /** Address to listen on. */
  readonly host: string;
  /** Data folder: SQLite file, blobs, lock file. Created on first start. */
  readonly dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  readonly databaseUrl?: string;
  /** PostgreSQL schema to use (created when missing); tests use a fresh one per run. */
  readonly databaseSchema?: string;
  /** API context prefix, default '/cloud'. */
  readonly apiContext: string;
  /** Folder of the built web app served with an SPA fallback. */
  readonly webRoot: string;
  /** Idle time after which a session expires (ms). */
  readonly sessionIdleMs: number;
  /** Absolute session lifetime (ms). */
  readonly sessionMaxMs: number;
  /** Failed logins allowed per account+address within loginWindowMs. */
  readonly loginMaxFailures: number;
  /** Window of the login rate limit (ms). */
  readonly loginWindowMs: number;
  /** General request rate limit per address per minute; 0 turns it off. */
  readonly rateLimitPerMinute: number;
  /** Largest JSON body / upload accepted (bytes). */
  readonly maxBodyBytes: number;
  /** A request body must deliver bodyMinBytes in every window of this length (ms) until complete, else 408; 0 turns it off. */
  readonly bodyTimeoutMs: number;
  /** Bytes a body must deliver per bodyTimeoutMs window. */
  readonly bodyMinBytes: number;
  /** Open connections allowed per client address (0: no cap; behind a proxy cap there). */
  readonly maxConnectionsPerAddress: number;
  /** Blob bytes in this S3-compatible bucket (BLOB_STORE=s3) instead of DATA_DIR/blobs. */
  readonly s3?: S3Settings;
  /** One log line per request (LOG_REQUESTS=1). */
  readonly logRequests: boolean;
  /** Log level (LOG_LEVEL; default info when requests are logged, else warn). */
  readonly logLevel: string;
  /** How lines are written (LOG_FORMAT): 'json', one object a line, or 'pretty', text for people; default pretty on a terminal. */
  readonly logFormat: 'json' | 'pretty';
  /** Name of this process in logs and metrics (INSTANCE_ID; default host-pid). */
  readonly instanceId?: string;
  /** Bearer token that opens /metrics (METRICS_TOKEN); without it /metrics answers 404. */
  readonly metricsToken?: string;
  /** On SIGTERM, the longest wait for requests in flight before their connections are cut (ms). */
  readonly shutdownTimeoutMs: number;
  /** Secret for quick-login signs; generated and stored in the database when absent. */
  readonly quickLoginSecret?: string;
  /** Seed the demo account on first start. */
  readonly seedDemo: boolean;
  /**
   * Who takes payments (PAYMENT_PROVIDER): 'sandbox', the test provider anyone can "pay" on without money, or 'none'
   * (ordering anything that costs money is refused). Default: 'sandbox' only for the local demo start (demo account
   * seeded, listening on a loopback address, not behind a proxy), 'none' otherwise (docs/commerce.md).
   */
  readonly paymentProvider: PaymentProviderSetting;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  readonly trustProxy: boolean;
  /** Origins the designer may load plugins from besides its own (PLUGIN_ORIGINS, comma-separated; added to the page's policy). */
  readonly pluginOrigins?: readonly string[];
  /** Origins the designer's live preview may connect data sources to (DATA_ORIGINS, comma-separated; added to connect-src). */
  readonly dataOrigins?: readonly string[];
  /** Key the data relays' credentials are encrypted with (DATA_RELAY_KEY); derived from the server secret when absent (docs/live-data.md). */
  readonly dataRelayKey?: string;
  /** Page of the mobile-app scan login; the login screen offers the entry only when set (public, see sys-env-variable/list). */
  readonly appScanLoginUrl?: string;
  /** Page of the single sign-on provider; the login screen offers the entry only when set (public). */
  readonly ssoLoginUrl?: string;
  /** SMTP relay for mail (registration codes); without one, mails are kept for the managers' outbox page. */
  readonly smtp?: SmtpSettings;
  /** Accounts given the manager flag at every start (MANAGER_USERNAMES, comma-separated). */
  readonly managerUsernames: readonly string[];
  /** Parse every endpoint's reply with its declared reply schema and fail the request (500, logged) on a mismatch (test servers). */
  readonly checkReplies: boolean;
  /** The site's public origin (PUBLIC_ORIGIN, e.g. https://scenes.example.com) for addresses the server writes (QR codes of links); absent: the request's own. */
  readonly publicOrigin?: string;
  /** Background jobs (docs/jobs.md): how many run at once in this instance, their lease, time limit and tries. */
  readonly jobs: JobSettings;
  /** Model lightweighting: uploads a user may start per day (UTC) and jobs a user may have queued or running. */
  readonly modelLight: { readonly dailyLimit: number; readonly inFlightPerUser: number };
  /** AI model generation's provider (AI_MODEL_PROVIDER: 'local', the offline image-to-relief, or 'http' with AI_MODEL_PROVIDER_URL and _KEY). */
  readonly aiModel: AiModelSettings;
}

/** Which provider makes generated models (docs/jobs.md "AI model generation"). */
export type AiModelSettings = { readonly provider: 'local' } | { readonly provider: 'http'; readonly url: string; readonly key: string };

/** Settings of the job queue. */
export interface JobSettings {
  /** Jobs this instance runs at once (JOB_CONCURRENCY, default 1; 0 runs none: an API-only instance). */
  readonly concurrency: number;
  /** A running job's lease (JOB_LEASE_SECONDS, default 30): renewed while it runs; past it, another start or instance takes the job over. */
  readonly leaseMs: number;
  /** Longest run of one try (JOB_TIMEOUT_SECONDS, default 600). */
  readonly timeoutMs: number;
  /** Tries of a job before it fails for good (JOB_MAX_ATTEMPTS, default 3). */
  readonly maxAttempts: number;
  /** How often an idle instance looks for queued jobs (JOB_POLL_MS, default 1000). */
  readonly pollMs: number;
}

/** Build the configuration from environment variables with safe defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const num = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`Environment variable ${name} must be a number, got '${raw}'`);
    return value;
  };
  const context = normaliseContext(env.API_CONTEXT ?? '/cloud');
  return {
    port: num('PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    apiContext: context,
    webRoot: resolve(env.WEB_ROOT || 'dist/web'),
    sessionIdleMs: num('SESSION_IDLE_MINUTES', 120) * 60_000,
    sessionMaxMs: num('SESSION_MAX_HOURS', 24 * 7) * 3_600_000,
    loginMaxFailures: num('LOGIN_MAX_FAILURES', 5),
    loginWindowMs: num('LOGIN_WINDOW_MINUTES', 15) * 60_000,
    rateLimitPerMinute: num('RATE_LIMIT_PER_MINUTE', 20_000),
    maxBodyBytes: num('MAX_BODY_MB', 210) * 1024 * 1024,
    bodyTimeoutMs: num('BODY_TIMEOUT_SECONDS', 30) * 1000,
    bodyMinBytes: num('BODY_MIN_BYTES', 16 * 1024),
    maxConnectionsPerAddress: num('MAX_CONNECTIONS_PER_ADDRESS', env.TRUST_PROXY === '1' ? 0 : 64),
    s3: s3Settings(env),
    logRequests: env.LOG_REQUESTS === '1',
    logLevel: logLevel(env),
    logFormat: logFormat(env),
    instanceId: env.INSTANCE_ID?.trim() || undefined,
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    shutdownTimeoutMs: num('SHUTDOWN_TIMEOUT_SECONDS', 25) * 1000,
    quickLoginSecret: env.QUICK_LOGIN_SECRET || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    paymentProvider: paymentProviderOf(env),
    trustProxy: env.TRUST_PROXY === '1',
    pluginOrigins: parsePluginOrigins(env.PLUGIN_ORIGINS),
    dataOrigins: parseDataOrigins(env.DATA_ORIGINS),
    dataRelayKey: env.DATA_RELAY_KEY || undefined,
    appScanLoginUrl: loginUrl(env, 'APP_SCAN_LOGIN_URL'),
    ssoLoginUrl: loginUrl(env, 'SSO_LOGIN_URL'),
    smtp: smtpSettingsFrom(env),
    managerUsernames: (env.MANAGER_USERNAMES ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '').slice(0, 100),
    checkReplies: env.CHECK_REPLIES === '1',
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN),
    jobs: {
      concurrency: Math.max(0, Math.floor(num('JOB_CONCURRENCY', 1))),
      leaseMs: Math.max(1, num('JOB_LEASE_SECONDS', 30)) * 1000,
      timeoutMs: Math.max(1, num('JOB_TIMEOUT_SECONDS', 600)) * 1000,
      maxAttempts: Math.max(1, Math.floor(num('JOB_MAX_ATTEMPTS', 3))),
      pollMs: Math.max(50, num('JOB_POLL_MS', 1000)),
    },
    modelLight: {
      dailyLimit: Math.max(0, Math.floor(num('MODEL_LIGHT_DAILY_LIMIT', 20))),
      inFlightPerUser: Math.max(1, Math.floor(num('MODEL_LIGHT_IN_FLIGHT', 2))),
    },
    aiModel: aiModelSettings(env),
    ...overrides,
  };
}

/** AI_MODEL_PROVIDER=local (default) or http with AI_MODEL_PROVIDER_URL (http or https) and AI_MODEL_PROVIDER_KEY. */
function aiModelSettings(env: NodeJS.ProcessEnv): AiModelSettings {
  const provider = (env.AI_MODEL_PROVIDER ?? 'local').trim().toLowerCase();
  if (provider === 'local' || provider === '') return { provider: 'local' };
  if (provider !== 'http') throw new Error(`Environment variable AI_MODEL_PROVIDER must be 'local' or 'http', got '${provider}'`);
  const raw = env.AI_MODEL_PROVIDER_URL?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`AI_MODEL_PROVIDER=http needs AI_MODEL_PROVIDER_URL, an http(s) url (got '${raw}')`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`AI_MODEL_PROVIDER_URL must be an http(s) url, got '${raw}'`);
  const key = env.AI_MODEL_PROVIDER_KEY?.trim() ?? '';
  if (!key) throw new Error('AI_MODEL_PROVIDER=http needs AI_MODEL_PROVIDER_KEY');
  return { provider: 'http', url: url.href, key };
}

/** BLOB_STORE=s3 with S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX, S3_FORCE_PATH_STYLE). */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const store = (env.BLOB_STORE ?? 'local').trim().toLowerCase();
  if (store === 'local' || store === '') return undefined;
  if (store !== 's3') throw new Error(`Environment variable BLOB_STORE must be 'local' or 's3', got '${store}'`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`S3_ENDPOINT must be an http(s) url, got '${endpoint}'`);
  }
  const prefix = env.S3_PREFIX ?? 'blobs/';
  return {
    bucket, endpoint,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : endpoint !== undefined,
  };
}

/** LOG_FORMAT: json or pretty; unset, pretty when stdout is a terminal (a developer's `npm start`), else json. */
function logFormat(env: NodeJS.ProcessEnv): 'json' | 'pretty' {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (!format) return process.stdout.isTTY === true ? 'pretty' : 'json';
  if (format !== 'json' && format !== 'pretty') throw new Error(`Environment variable LOG_FORMAT must be json or pretty, got '${format}'`);
  return format;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (!level) return env.LOG_REQUESTS === '1' ? 'info' : 'warn';
  if (!LOG_LEVELS.includes(level)) throw new Error(`Environment variable LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${level}'`);
  return level;
}

/** '/cloud/' → '/cloud', 'cloud' → '/cloud', '/' → ''. */
export function normaliseContext(context: string): string {
  const trimmed = context.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** PUBLIC_ORIGIN: absent/empty → undefined; an http(s) origin (no path) otherwise, or the start fails. */
function publicOriginOf(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`Environment variable PUBLIC_ORIGIN must be an http(s) origin such as https://scenes.example.com, got '${text}'`);
  }
  return url.origin;
}

/** An optional login-entry url: absent/empty → undefined; an http(s) url or a path starting with '/'; anything else fails the start. */
function loginUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // reported below
  }
  throw new Error(`Environment variable ${name} must be an http(s) url or a path starting with '/', got '${raw}'`);
}

/** The payment providers a server can be set to. */
export type PaymentProviderSetting = 'sandbox' | 'none';

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** PAYMENT_PROVIDER, or its default: the sandbox only for a local demo (loopback, demo seeded, no proxy in front). */
export function paymentProviderOf(env: NodeJS.ProcessEnv): PaymentProviderSetting {
  const raw = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  if (raw === 'sandbox' || raw === 'none') return raw;
  if (raw) throw new Error(`Environment variable PAYMENT_PROVIDER must be 'sandbox' or 'none', got '${env.PAYMENT_PROVIDER}'`);
  const localDemo = env.SEED_DEMO !== '0' && isLoopbackHost(env.HOST || '127.0.0.1') && env.TRUST_PROXY !== '1';
  return localDemo ? 'sandbox' : 'none';
}
