// Human-readable log lines for development (LOG_FORMAT=pretty, the default when stdout is a terminal): pino-pretty
// reads each JSON line the logger writes (secrets already cut by its stream hook) and prints it as text. Loaded only
// when chosen, so a server logging JSON never loads it.
import { createRequire } from 'node:module';
import type { DestinationStream } from 'pino';
import type PinoPretty from 'pino-pretty';

const require = createRequire(import.meta.url);

/** A destination printing each line as text: time, level, message, then the other fields. Colours on a terminal. */
export function prettyDestination(target: number | NodeJS.WritableStream = 1, colorize = typeof target === 'number' && process.stdout.isTTY === true): DestinationStream {
  const build = require('pino-pretty') as typeof PinoPretty;
  return build({ destination: target, colorize, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,instance', singleLine: true });
}
