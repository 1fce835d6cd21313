import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLogger } from './lazy-child-logger.js';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const out = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk)) as Record<string, unknown>); done(); } });
  const parent = pino({ level, redact: ['password'] }, out);
  let children = 0;
  const counted = Object.assign(Object.create(parent) as typeof parent, { child: (...args: Parameters<typeof parent.child>) => (children++, parent.child(...args)) });
  return { lines, parent: counted as unknown as FastifyBaseLogger, children: () => children };
}

describe('lazyChildLogger', () => {
  it('makes no child logger for a request that writes nothing, nor for a level that is off', () => {
    const { parent, children, lines } = logger('warn');
    const log = lazyChildLogger(parent, { reqId: 'r1' }, {});
    log.info({ route: '/x' }, 'request');
    log.debug('detail');
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes with the request\'s bindings (and the parent\'s redaction) once a line is on', async () => {
    const { parent, children, lines } = logger('info');
    const log = lazyChildLogger(parent, { reqId: 'r2' }, {});
    log.info({ route: '/x', password: 'hunter22' }, 'request');
    log.warn('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(children()).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.password])).toEqual([['r2', 'request', '[Redacted]'], ['r2', 'second', undefined]]);
  });
});
