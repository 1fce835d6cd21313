import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from './logger.js';
import { requestLines } from './request-line.js';

const SECRET = 'metrics-token-0123456789';

function captured(logLevel = 'info') {
  const config = loadConfig({}, { dataDir: tmpdir(), logLevel, instanceId: 'node-t', metricsToken: SECRET });
  const written: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void written.push(line) });
  return { logger, written };
}

describe('requestLines', () => {
  it('writes, character for character, the line pino writes for the same request (but the time)', () => {
    const { logger, written } = captured();
    const lines = requestLines(logger)!;
    const cases: Array<[string, string, string, number, number, string | undefined]> = [
      ['GET', '/cloud/api/repo/kf-project/get-all', 'r-1', 200, 1.5, 'u-1'],
      ['POST', '/cloud/api/repo/kf-scene/loadScene/:sceneId', '0c6f0a9e-8d55-4f4e-9b8e-2d6b7c9a1f00', 404, 0, undefined],
      ['GET', 'unmatched', 'a.b:c_d-e', 500, 12345.6, 'user "quoted" \\ and ✓'],
      ['GET', '/files/*', 'x', 204, 0.1, ''],
    ];
    for (const [method, route, reqId, status, durationMs, userId] of cases) {
      logger.child({ method, route }).info({ reqId, status, durationMs, userId }, 'request');
      lines.write(lines.fieldsOf(method, route), reqId, status, durationMs, userId);
    }
    const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');
    for (let i = 0; i < written.length; i += 2) expect(withoutTime(written[i + 1]!)).toBe(withoutTime(written[i]!));
    expect(JSON.parse(written[1]!)).toMatchObject({ level: 30, instance: 'node-t', method: 'GET', route: '/cloud/api/repo/kf-project/get-all', reqId: 'r-1', status: 200, durationMs: 1.5, userId: 'u-1', msg: 'request' });
    expect(Math.abs((JSON.parse(written[1]!) as { time: number }).time - Date.now())).toBeLessThan(60_000);
  });

  it('still cuts the configured secrets out of its lines', () => {
    const { logger, written } = captured();
    const lines = requestLines(logger)!;
    lines.write(lines.fieldsOf('GET', '/x'), SECRET, 200, 1, `${SECRET}-user`);
    expect(written[0]).not.toContain(SECRET);
    expect(JSON.parse(written[0]!)).toMatchObject({ reqId: '[Redacted]', userId: '[Redacted]-user' });
  });

  it('writes nothing where the logger does not log info', () => {
    expect(requestLines(captured('warn').logger)).toBeUndefined();
  });
});
