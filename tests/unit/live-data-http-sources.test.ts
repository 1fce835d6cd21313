// The HTTP source kinds (Server-Sent Events, HTTP polling) against a real HTTP server started by the test: what each
// passes to its sink (messages with their topics, open, oversized, failures), the headers it sends, and the
// event-stream parser on streams cut at every place. tests/e2e/live-data.spec.ts runs both in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_DATA_LIMITS, readLiveData } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceKind, DataSourceSink } from '../../sdk/index.js';
import { EventStreamParser } from '../../libs/event-stream/index.js';
import { sseSource } from '../../plugins/data-source-sse/sse-source.js';
import { pollingSource } from '../../plugins/data-source-http-polling/polling-source.js';
import { parseHeaderLines } from '../../plugins/live-data-panel/source-form.js';

type Call = ['open'] | ['message', string, string] | ['oversized'] | ['fail', string, Readonly<Record<string, string | number>> | undefined];

/** A sink that records its calls, and waits for one. */
function recordingSink() {
  const calls: Call[] = [];
  const waiters: (() => void)[] = [];
  const push = (call: Call) => {
    calls.push(call);
    for (const w of waiters.splice(0)) w();
  };
  const sink: DataSourceSink = {
    open: () => push(['open']),
    message: (topic, text) => push(['message', topic, text]),
    oversized: () => push(['oversized']),
    fail: (key, values) => push(['fail', key, values]),
  };
  const until = async (test: (calls: Call[]) => boolean) => {
    while (!test(calls)) await new Promise<void>((done) => waiters.push(done));
  };
  return { sink, calls, until };
}

const streams: ServerResponse[] = [];
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
let polls = 0;
const server = createServer((request, response) => {
  seen.push({ path: request.url ?? '', headers: request.headers });
  switch (request.url) {
    case '/events':
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write(': hello\n\n');
      streams.push(response);
      return;
    case '/short-events':
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {"value": 1}\n\n');
      return;
    case '/not-events':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>hi</p>');
      return;
    case '/poll':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ value: ++polls }));
      return;
    case '/huge':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`"${'x'.repeat(LIVE_DATA_LIMITS.messageChars + 10)}"`);
      return;
    case '/redirect':
      response.writeHead(302, { location: '/poll' });
      response.end();
      return;
    default:
      response.writeHead(404);
      response.end();
  }
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.destroy();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

const config = (path: string, extra: Partial<DataSourceConfig> = {}): DataSourceConfig => ({
  id: 's1', kind: 'x', name: 'Feed', url: `${base}${path}`, staleAfter: 10, username: '', password: '', qos: 0, interval: 500, ...extra,
});
const connect = (kind: DataSourceKind, path: string, extra: Partial<DataSourceConfig> = {}) => {
  const recorder = recordingSink();
  const connection = kind.connect(config(path, extra), [], recorder.sink);
  return { ...recorder, connection };
};

describe('Server-Sent Events source', () => {
  it('opens, passes each event with its type as the topic, sends the headers, and reports nothing after close', async () => {
    const { calls, until, connection } = connect(sseSource, '/events', { headers: [{ name: 'X-Api-Key', value: 'k1' }] });
    await until((c) => c.length >= 1);
    expect(calls).toEqual([['open']]);
    expect(seen.at(-1)!.headers['x-api-key']).toBe('k1');
    expect(seen.at(-1)!.headers.cookie).toBeUndefined();
    const stream = streams.at(-1)!;
    stream.write('data: {"value": 1}\n\n');
    stream.write('event: temperature\r\ndata: {"value":\r\ndata: 2}\r\n\r\n');
    stream.write(`data: "${'y'.repeat(LIVE_DATA_LIMITS.messageChars)}"\n\n`);
    stream.write('id: 7\nretry: 1\n: comment\n\ndata: {"value": 3}\n\n');
    await until((c) => c.length >= 5);
    expect(calls.slice(1)).toEqual([
      ['message', 'message', '{"value": 1}'],
      ['message', 'temperature', '{"value":\n2}'],
      ['oversized'],
      ['message', 'message', '{"value": 3}'],
    ]);
    connection.close();
    stream.write('data: {"value": 4}\n\n');
    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toHaveLength(5);
  });

  it('fails when the stream ends, on an HTTP error, and on an answer that is not an event stream', async () => {
    const ended = connect(sseSource, '/short-events');
    await ended.until((c) => c.some((call) => call[0] === 'fail'));
    expect(ended.calls).toEqual([['open'], ['message', 'message', '{"value": 1}'], ['fail', 'liveData.error.closed', undefined]]);
    const missing = connect(sseSource, '/nowhere');
    await missing.until((c) => c.length > 0);
    expect(missing.calls).toEqual([['fail', 'liveData.error.http', { status: 404 }]]);
    const html = connect(sseSource, '/not-events');
    await html.until((c) => c.length > 0);
    expect(html.calls).toEqual([['fail', 'liveData.error.notEventStream', { type: 'text/html' }]]);
  });
});

describe('HTTP polling source', () => {
  it('polls at its interval with its headers and passes each body as a message', async () => {
    polls = 0;
    const { calls, until, connection } = connect(pollingSource, '/poll', { interval: 500, headers: [{ name: 'Authorization', value: 'Bearer t' }] });
    await until((c) => c.filter((call) => call[0] === 'message').length >= 2);
    connection.close();
    expect(calls.slice(0, 3)).toEqual([['open'], ['message', '', '{"value":1}'], ['message', '', '{"value":2}']]);
    expect(seen.filter((s) => s.path === '/poll').every((s) => s.headers.authorization === 'Bearer t' && s.headers.cookie === undefined)).toBe(true);
  });

  it('reports a body past the limit as oversized, an HTTP error and a redirect as failures', async () => {
    const huge = connect(pollingSource, '/huge');
    await huge.until((c) => c.length >= 2);
    huge.connection.close();
    expect(huge.calls.slice(0, 2)).toEqual([['open'], ['oversized']]);
    const missing = connect(pollingSource, '/nowhere');
    await missing.until((c) => c.length > 0);
    expect(missing.calls).toEqual([['fail', 'liveData.error.http', { status: 404 }]]);
    const redirect = connect(pollingSource, '/redirect');
    await redirect.until((c) => c.length > 0);
    expect(redirect.calls[0]![0]).toBe('fail');
    expect(redirect.calls[0]![1]).toBe('liveData.error.connect');
  });
});

describe('event-stream parser', () => {
  const stream = 'data: a\r\n\r\nevent: t\ndata: b\ndata: c\n\n:x\rdata:d\r\r\uFEFFdata: e\n\n';
  const expected = [{ type: 'message', data: 'a' }, { type: 't', data: 'b\nc' }, { type: 'message', data: 'd' }, { type: 'message', data: '\uFEFFdata: e' }];
  it('gives the same events wherever the stream is cut into chunks', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      for (let second = cut; second <= stream.length; second += 7) {
        const events: unknown[] = [];
        const parser = new EventStreamParser(1000, (e) => events.push(e), () => events.push('oversized'));
        parser.push('\uFEFF' + stream.slice(0, cut));
        parser.push(stream.slice(cut, second));
        parser.push(stream.slice(second));
        // A BOM opens the stream only once; the one inside is part of a field name, so that line is no data field.
        expect(events, `cut at ${cut}, ${second}`).toEqual(expected.slice(0, 3));
      }
    }
  });

  it('reports a line or an event past the limit as oversized and keeps its buffer within the limit', () => {
    const events: unknown[] = [];
    const parser = new EventStreamParser(10, (e) => events.push(e), () => events.push('oversized'));
    parser.push('data: ' + 'z'.repeat(50));
    parser.push('z'.repeat(50) + '\n\ndata: 123456\ndata: 7890\n\ndata: ok\n\n');
    expect(events).toEqual(['oversized', 'oversized', { type: 'message', data: 'ok' }]);
  });
});

describe('source headers', () => {
  it('are read from a scene only when valid, and parsed from the form one a line', () => {
    const live = readLiveData({
      sources: [{ id: 's', kind: 'http-polling', url: 'https://a.example', headers: [
        { name: 'X-Key', value: 'v' }, { name: 'Bad Name', value: 'v' }, { name: 'X-Split', value: 'a\r\nInjected: 1' }, { name: 'X-N', value: 3 },
      ] }],
      bindings: [],
    });
    expect(live.sources[0]!.headers).toEqual([{ name: 'X-Key', value: 'v' }]);
    expect(parseHeaderLines('Authorization: Bearer a:b\n\n X-Key :  v ')).toEqual([{ name: 'Authorization', value: 'Bearer a:b' }, { name: 'X-Key', value: 'v' }]);
    expect(parseHeaderLines('no colon')).toBeUndefined();
    expect(parseHeaderLines(Array.from({ length: LIVE_DATA_LIMITS.headers + 1 }, (_, i) => `X-${i}: v`).join('\n'))).toBeUndefined();
  });
});
