// Issue 28, finding 2: a body trickling in is cut, and one address holds at most so many connections.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from './support/server.js';

/** Everything the server writes on a socket until it closes it (or `limitMs` passes: then 'still open'). */
function readUntilClosed(socket: Socket, limitMs: number): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve(`still open after ${limitMs} ms: ${text}`), limitMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.on('error', () => undefined);
  });
}

function open(url: string): Promise<Socket> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port), target.hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

for (const backend of backends()) {
  describe(`slow clients [${backend}]`, () => {
    let test: TestServer;
    beforeAll(async () => {
      test = await startTestServer(backend, { bodyTimeoutMs: 1000, bodyMinBytes: 1024, maxConnectionsPerAddress: 4 });
    });
    afterAll(() => test.stop());

    it('cuts a login whose body arrives one byte at a time with a 408 in the envelope', async () => {
      const socket = await open(test.url);
      const closed = readUntilClosed(socket, 8000);
      socket.write('POST /cloud/api/action/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
      const drip = setInterval(() => socket.writable && socket.write(' '), 300);
      const answer = await closed;
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 405 });
    });

    it('lets a body that keeps arriving finish, however long it takes in all', async () => {
      const body = JSON.stringify({ username: 'nobody-here', password: 'x'.repeat(200), pad: 'p'.repeat(6000) });
      const socket = await open(test.url);
      const closed = readUntilClosed(socket, 10_000);
      socket.write(`POST /cloud/api/action/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`);
      for (let i = 0; i < body.length; i += 1500) {
        socket.write(body.slice(i, i + 1500));
        await new Promise((r) => setTimeout(r, 600)); // 1,500 bytes per 600 ms: over the minimum pace, 2.4 s in all
      }
      const answer = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 (200|400) /); // answered by the route, not cut
    });

    it('refuses a connection over the per-address cap with a 429, and takes new ones once others close', async () => {
      const held = await Promise.all(Array.from({ length: 4 }, () => open(test.url)));
      const extra = await open(test.url);
      const answer = await readUntilClosed(extra, 5000);
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      for (const socket of held) socket.destroy();
      await new Promise((r) => setTimeout(r, 200));
      const health = await fetch(`${test.url}/cloud/api/health`);
      expect(health.status).toBe(200);
    });
  });
}
