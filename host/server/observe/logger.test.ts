import { execFileSync } from 'node:child_process';
import fs, { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger, LOG_BATCH_CHARS, logDestination } from './logger.js';

const config = loadConfig({}, { dataDir: tmpdir(), logLevel: 'info', instanceId: 'node-t' });

const requestLine = { reqId: 'r-1', method: 'GET', route: '/cloud/api/repo/kf-project/get-all', status: 200, durationMs: 1.5, userId: 'u-1' };

describe('logDestination', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('writes lines held below its batch size without being asked to flush', async () => {
    folder = mkdtempSync(join(tmpdir(), 'kf-log-'));
    const file = join(folder, 'server.log');
    const destination = logDestination(file);
    const logger = createLogger(config, destination);
    logger.info(requestLine, 'request');
    logger.warn('second');
    await vi.waitFor(() => expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2), { timeout: 5000, interval: 50 });
    (destination as unknown as { end(): void }).end();
  });

  it('holds lines apart from sonic-boom and hands it one joined chunk a batch (sonic-boom rescans its held string on every write)', () => {
    folder = mkdtempSync(join(tmpdir(), 'kf-log-'));
    const fd = openSync(join(folder, 'server.log'), 'w');
    const fsWrite = vi.spyOn(fs, 'write');
    try {
      const destination = logDestination(fd);
      const sonic = destination as unknown as { _len: number; end(): void };
      const line = `${'x'.repeat(99)}\n`;
      const under = Math.floor((LOG_BATCH_CHARS - 1) / line.length);
      for (let i = 0; i < under; i++) destination.write(line); // just under a batch
      expect(sonic._len).toBe(0);
      expect(fsWrite).not.toHaveBeenCalled();
      for (let i = 0; i < 5; i++) destination.write(line);
      expect(fsWrite).toHaveBeenCalledTimes(1);
      expect(fsWrite.mock.calls[0]![1]).toBe(line.repeat(under + 1));
      sonic.end();
    } finally {
      fsWrite.mockRestore();
    }
  });

  it('writes what it holds when the process exits at once (a crash\'s last lines)', () => {
    folder = mkdtempSync(join(tmpdir(), 'kf-log-'));
    const file = join(folder, 'server.log');
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = `const { pino } = await import('pino'); const { logDestination } = await import(${JSON.stringify(logger)});
      const destination = logDestination(${JSON.stringify(file)}); await new Promise((ready) => destination.once('ready', ready));
      pino(destination).error('last words'); process.exit(3);`;
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'pipe' })).toThrow();
    expect(readFileSync(file, 'utf8')).toContain('last words');
  });
});
