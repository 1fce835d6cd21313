import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Two HTTP feeds of one sensor value for live-data tests, served beside the test broker (same origin): `/events`, a
 * Server-Sent Events stream of `{ value }` every `ms` milliseconds, and `/poll`, one `{ value, label }` an answer, only
 * with the header `X-Feed-Key: <key>` (401 without it). Both answer cross-origin requests, as a real feed would.
 */
export interface HttpFeeds {
  /** Send this value from now on. */
  set(value: number): void;
  /** The request handler (for the broker's HTTP server). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** How many polls came without the key. */
  readonly refused: number;
  close(): void;
}

export function httpFeeds(key: string, ms = 250): HttpFeeds {
  let value = 0;
  let refused = 0;
  const streams = new Set<ServerResponse>();
  const timer = setInterval(() => {
    for (const s of streams) s.write(`data: ${JSON.stringify({ value, at: Date.now() })}\n\n`);
  }, ms);
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'x-feed-key' };
  return {
    set: (v) => void (value = v),
    get refused() {
      return refused;
    },
    handle(request, response) {
      const path = new URL(request.url ?? '/', 'http://feeds').pathname;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET' });
        return void response.end();
      }
      if (path === '/events') {
        response.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        response.write(': feed\n\n');
        streams.add(response);
        response.on('close', () => streams.delete(response));
        return;
      }
      if (path === '/poll') {
        if (request.headers['x-feed-key'] !== key) {
          refused++;
          response.writeHead(401, cors);
          return void response.end();
        }
        response.writeHead(200, { ...cors, 'content-type': 'application/json' });
        return void response.end(JSON.stringify({ value, label: `Pump ${value}` }));
      }
      response.writeHead(404, cors);
      response.end();
    },
    close() {
      clearInterval(timer);
      for (const s of streams) s.destroy();
    },
  };
}
