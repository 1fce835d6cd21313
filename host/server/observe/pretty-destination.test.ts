import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from './logger.js';
import { prettyDestination } from './pretty-destination.js';

/** A stream keeping what is written to it. */
function captured(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({ write(chunk: Buffer | string, _encoding, done) { chunks.push(String(chunk)); done(); } });
  return { stream, text: () => chunks.join('') };
}

describe('LOG_FORMAT', () => {
  it('is json unless asked (stdout is no terminal here), pretty when asked, and refuses anything else', () => {
    expect(loadConfig({}, { dataDir: tmpdir() }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'Pretty' }, { dataDir: tmpdir() }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, { dataDir: tmpdir() })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('pretty: a line for people (level, message, fields as text), secrets still cut', async () => {
    const out = captured();
    const config = loadConfig({ LOG_FORMAT: 'pretty' }, { dataDir: tmpdir(), logLevel: 'info', instanceId: 'node-p', metricsToken: 'metrics-secret-1234' });
    const logger = createLogger(config, prettyDestination(out.stream, false));
    logger.info({ reqId: 'r-9', method: 'GET', route: '/cloud/api/health', status: 200 }, 'request');
    logger.warn({ detail: 'token metrics-secret-1234 leaked?' }, 'careful');
    await new Promise((resolve) => setImmediate(resolve));
    const text = out.text();
    expect(text).toMatch(/INFO.*request/);
    expect(text).toMatch(/INFO.*request.*"method":"GET"/);
    expect(text).toMatch(/WARN.*careful/);
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('metrics-secret-1234');
    expect(text).toContain('[Redacted]');
  });
});
