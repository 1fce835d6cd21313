// A request's logger, made when first written to (issue 28: Fastify makes a pino child logger for every request, and
// with redaction configured pino walks its bindings through the redactor each time — about 4 KB of garbage and a
// share of the CPU of a small read, for a logger most requests never write to: the request line, when on, and
// warnings and errors are the only writers). Levels the parent does not log never make it.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilent } from 'pino';

type LogFn = FastifyBaseLogger['info'];
/** pino's loggers answer whether a level is on; another logger is written to at every level. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilent | string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilent | string) {
    this.real.level = level;
  }

  private write(level: Level, args: Parameters<LogFn>): void {
    if (!this.made && this.parent.isLevelEnabled?.(level) === false) return;
    (this.real[level] as (...a: unknown[]) => void)(...(args as unknown[]));
  }

  fatal(...args: Parameters<LogFn>): void { this.write('fatal', args); }
  error(...args: Parameters<LogFn>): void { this.write('error', args); }
  warn(...args: Parameters<LogFn>): void { this.write('warn', args); }
  info(...args: Parameters<LogFn>): void { this.write('info', args); }
  debug(...args: Parameters<LogFn>): void { this.write('debug', args); }
  trace(...args: Parameters<LogFn>): void { this.write('trace', args); }
  silent(): void {}

  isLevelEnabled(level: string): boolean {
    return ((this.made ?? this.parent) as ParentLogger).isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's child logger, made on its first line. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
