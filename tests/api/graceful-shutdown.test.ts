// Issue 28: on SIGTERM the server stops accepting, finishes requests in flight within SHUTDOWN_TIMEOUT_SECONDS,
// closes the database and exits 0 — tested on the real server in its own process.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from './support/server-process.js';

function open(url: string): Promise<Socket> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port), target.hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
}

describe('graceful shutdown', () => {
  const dirs: string[] = [];
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const start = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kf-stop-'));
    dirs.push(dataDir);
    server = spawnServer({ dataDir }, { SEED_DEMO: '0', ...env });
    return server;
  };

  it('finishes a request in flight, refuses new connections, and exits 0', async () => {
    const proc = start({ SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const url = await proc.ready;
    const body = JSON.stringify({ username: 'nobody', password: 'whatever-it-is' });
    const socket = await open(url);
    const answer = answerOf(socket);
    socket.write(`POST /cloud/api/action/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 300));
    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await expect(open(url)).rejects.toThrow(/ECONNREFUSED/);
    expect(proc.child.exitCode).toBeNull(); // still finishing the login
    socket.write(body.slice(10));
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    const end = await proc.exited;
    expect(end.code).toBe(0);
    expect(end.output).toContain('Stopped');
  });

  it('cuts a request still unfinished at the deadline and exits', async () => {
    const proc = start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const url = await proc.ready;
    const socket = await open(url);
    const answer = answerOf(socket);
    socket.write('POST /cloud/api/action/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    proc.child.kill('SIGTERM');
    const end = await proc.exited;
    expect(end.code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000); // the body never comes; the deadline (1 s) ends it
    await answer;
  });
});
