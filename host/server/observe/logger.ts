// The server's log (pino, JSON lines): one line per request, errors with their stacks, and no secret ever written —
// fields that carry them are redacted by path, and the configured secrets' values are cut out of every line.
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from '../config.js';
import { prettyDestination } from './pretty-destination.js';

const REDACTED = '[Redacted]';

/** Paths pino blanks wherever a logged object has them (headers, bodies, settings). */
const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.authentication', 'req.headers.cookie', 'res.headers["set-cookie"]',
  'headers.authorization', 'headers.authentication', 'headers.cookie',
  '*.password', '*.newPassword', '*.oldPassword', '*.token', '*.ticket', '*.sign', '*.secret', '*.pass',
  '*.auth', 'password', 'token', 'ticket', 'smtp', 'config.smtp', '*.quickLoginSecret', '*.metricsToken',
];

/** The name this process goes by in logs and metrics (INSTANCE_ID, else host and pid). */
export function instanceName(config: ServerConfig): string {
  return config.instanceId || `${hostname()}-${process.pid}`;
}

/** Secret values of the configuration: never written, wherever they would appear (an SMTP error quoting the url…). */
function secretsOf(config: ServerConfig): string[] {
  const secrets = [config.smtp?.pass, config.smtp?.user && config.smtp.pass ? `${config.smtp.user}:${config.smtp.pass}` : undefined, config.quickLoginSecret, config.metricsToken, config.dataRelayKey];
  const values = secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4);
  // Also as they would appear URL-encoded or JSON-escaped.
  return [...new Set(values.flatMap((s) => [s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1)]))].sort((a, b) => b.length - a.length);
}

/** An error as a log field: type, message, code, stack — not the library's extra fields (an SMTP error carries the dialogue). */
function errorField(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return { type: error.name, message: error.message, code, statusCode, stack: error.stack, cause: error.cause instanceof Error ? errorField(error.cause) : undefined };
}

/** userinfo of any url in a text (scheme://user:pass@host) → scheme://[Redacted]@host. */
function withoutUrlCredentials(line: string): string {
  return line.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s"@]+:[^/\s"@]*@/gi, `$1${REDACTED}@`);
}

/** The server's logger: level from LOG_LEVEL (info with LOG_REQUESTS=1, else warn), one JSON object a line (text with LOG_FORMAT=pretty). */
export function createLogger(config: ServerConfig, destination?: DestinationStream): Logger {
  const secrets = secretsOf(config);
  return pino({
    level: config.logLevel,
    base: { instance: instanceName(config) },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: errorField, error: errorField },
    hooks: {
      streamWrite(line) {
        // Most lines (a request's) hold no url with credentials: the regex runs only where an '@' is.
        let out = line.includes('@') ? withoutUrlCredentials(line) : line;
        for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
        return out;
      },
    },
  }, destination ?? (config.logFormat === 'pretty' ? prettyDestination() : logDestination(1)));
}

/** Characters of lines held before they are handed to the file system in one write. */
export const LOG_BATCH_CHARS = 64 * 1024;

/**
 * Where the server's lines go (stdout: 1): written in batches of at least 64 KB, and whatever is held at least every
 * 250 ms and when the process exits. Each asynchronous write is a hand-over to libuv's thread pool, 14–18 µs of CPU
 * whatever its size (12 KB or 64 KB to /dev/null, issue 28): one per line cost that per request, one per 12 KB about
 * 0.3 µs a request line, one per 64 KB under 0.1 µs. Never blocking on a slow reader, as before.
 */
export function logDestination(dest: number | string): DestinationStream {
  return holdingLines(pino.destination({ dest, sync: false, minLength: 0 }), LOG_BATCH_CHARS, 250);
}

type SonicBoom = ReturnType<typeof pino.destination>;

/**
 * The lines are held in an array and handed to sonic-boom joined, one chunk a batch. Batching in sonic-boom itself
 * (its minLength) appends each line to one growing string and measures that string's byte length on every write:
 * the string is flattened and scanned per line, about 3 µs a request line at 12 KB (issue 28).
 */
function holdingLines(stream: SonicBoom, batchChars: number, everyMs: number): SonicBoom {
  let held: string[] = [];
  let size = 0;
  const write = stream.write.bind(stream);
  const flushSync = stream.flushSync.bind(stream);
  const end = stream.end.bind(stream);
  const hand = (): void => {
    if (held.length === 0) return;
    const chunk = held.join('');
    held = [];
    size = 0;
    write(chunk);
  };
  const timer = setInterval(hand, everyMs);
  timer.unref();
  stream.write = (line: string): boolean => {
    held.push(line);
    size += line.length;
    if (size >= batchChars) hand();
    return true;
  };
  stream.flush = (cb?: (error?: Error) => void): void => {
    hand();
    cb?.();
  };
  // pino calls it when the process exits; a file still being opened has nothing written yet and cannot flush.
  stream.flushSync = (): void => {
    hand();
    if ((stream as unknown as { fd: number }).fd >= 0) flushSync();
  };
  stream.end = (): void => {
    clearInterval(timer);
    hand();
    end();
  };
  return stream;
}
