import { tmpdir } from 'node:os';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { AnsweredRequests } from './answered-requests.js';
import { createLogger } from './logger.js';
import { ServerMetrics } from './metrics.js';
import { requestLines } from './request-line.js';
import { setRequestUser } from './request-log.js';

const config = loadConfig({}, { dataDir: tmpdir(), logLevel: 'info', instanceId: 'node-t' });

async function server(logs: boolean, metrics?: ServerMetrics) {
  const written: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void written.push(line) });
  const lines = logs ? requestLines(logger) : undefined;
  const fieldsOf = lines && vi.spyOn(lines, 'fieldsOf');
  const fastify = Fastify({ loggerInstance: logger as unknown as FastifyBaseLogger, requestIdHeader: 'x-request-id', logController: new AnsweredRequests(lines, metrics) });
  const addHook = vi.spyOn(fastify, 'addHook');
  fastify.get('/items/:id', async (request) => {
    setRequestUser(request, 'u-1');
    return { ok: true };
  });
  fastify.get('/broken', async () => {
    throw new Error('broken');
  });
  await fastify.ready();
  const requestLines_ = () => written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
  return { fastify, requestLines: requestLines_, fieldsOf, hooks: () => addHook.mock.calls.map(([name]) => name) };
}

describe('AnsweredRequests', () => {
  it('logs and counts every answer as Fastify\'s log controller, with no hook, keeping each route\'s fields once', async () => {
    const metrics = new ServerMetrics('node-t');
    const { fastify, requestLines, fieldsOf, hooks } = await server(true, metrics);
    await fastify.inject({ method: 'GET', url: '/items/1', headers: { 'x-request-id': 'r-1' } });
    await fastify.inject({ method: 'GET', url: '/items/2', headers: { 'x-request-id': 'r-2' } });
    await fastify.inject({ method: 'GET', url: '/nowhere' });
    await fastify.inject({ method: 'GET', url: '/broken' });
    expect(hooks()).toEqual([]);
    expect(fieldsOf).toHaveBeenCalledTimes(3); // '/items/:id', 'unmatched' and '/broken', each once
    const [first, second, unmatched, broken] = requestLines();
    expect(first).toMatchObject({ reqId: 'r-1', method: 'GET', route: '/items/:id', status: 200, userId: 'u-1', instance: 'node-t', level: 30 });
    expect(typeof first!.durationMs).toBe('number');
    expect(second).toMatchObject({ reqId: 'r-2', method: 'GET', route: '/items/:id', status: 200 });
    expect(unmatched).toMatchObject({ method: 'GET', route: 'unmatched', status: 404 });
    expect(broken).toMatchObject({ method: 'GET', route: '/broken', status: 500 });
    expect(unmatched).not.toHaveProperty('userId');
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/items/:id",status="200",instance="node-t"} 2');
    expect(text).toContain('http_request_duration_seconds_count{instance="node-t",method="GET",route="/items/:id"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404",instance="node-t"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/broken",status="500",instance="node-t"} 1');
    await fastify.close();
  });

  it('logs without metrics and counts without logs', async () => {
    const logsOnly = await server(true);
    await logsOnly.fastify.inject({ method: 'GET', url: '/items/1' });
    expect(logsOnly.requestLines()).toHaveLength(1);
    await logsOnly.fastify.close();

    const metrics = new ServerMetrics('node-t');
    const metricsOnly = await server(false, metrics);
    await metricsOnly.fastify.inject({ method: 'GET', url: '/items/1' });
    expect(metricsOnly.requestLines()).toHaveLength(0);
    expect(await metrics.registry.metrics()).toContain('http_requests_total{method="GET",route="/items/:id",status="200",instance="node-t"} 1');
    await metricsOnly.fastify.close();
  });

  it('keeps Fastify\'s own request lines off', async () => {
    const { fastify, requestLines } = await server(false);
    await fastify.inject({ method: 'GET', url: '/items/1' });
    await fastify.inject({ method: 'GET', url: '/nowhere' });
    expect(requestLines()).toHaveLength(0);
    await fastify.close();
  });
});
