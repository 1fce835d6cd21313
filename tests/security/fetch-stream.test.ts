// Breach 4 (issue 25): fetchJson's 1 MB cap was checked after the whole reply was read; a chunked reply without a
// length took the page's heap to 416 MB. The cap is now counted as bytes arrive, and the read cancelled past it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUZZLE_LIMITS } from '../../sdk/index.js';
import { fetchPuzzleJson } from '../../plugins/logic-runtime/fetch-json.js';

let server: Server;
let base = '';
let sentBytes = 0;
let closed: Promise<void> = Promise.resolve();

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/small') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify({ ok: 1 }));
      return;
    }
    // An endless chunked reply without content-length (stops by itself after 200 MB).
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    sentBytes = 0;
    closed = new Promise((resolve) => response.on('close', () => resolve()));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!response.destroyed && sentBytes < 200_000_000) {
        sentBytes += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      if (!response.destroyed) response.end();
    };
    response.write('[');
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchJson\'s size cap', () => {
  it('stops reading an endless chunked reply soon after the first megabyte', async () => {
    await expect(fetchPuzzleJson(`${base}/endless`)).rejects.toThrow(`more than ${PUZZLE_LIMITS.fetchBytes} bytes`);
    await closed;
    // What the server managed to write before the page cancelled: the cap plus what sat in socket buffers.
    expect(sentBytes).toBeLessThan(16 * PUZZLE_LIMITS.fetchBytes);
  });

  it('still reads a small reply', async () => {
    expect(await fetchPuzzleJson(`${base}/small`)).toEqual({ ok: 1 });
  });
});
