import { tmpdir } from 'node:os';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { watchAnswers } from './answered-requests.js';
import { createLogger, requestLineLogger } from './logger.js';
import { ServerMetrics } from './metrics.js';
import { setRequestUser } from './request-log.js';

const config = loadConfig({}, { dataDir: tmpdir(), logLevel: 'info', instanceId: 'node-t' });

async function server(logs: boolean, metrics?: ServerMetrics) {
  const written: string[] = [];
  const logger = createLogger(config, { write: (line: string) => void written.push(line) });
  const lines = logs ? requestLineLogger(logger as unknown as FastifyBaseLogger) : undefined;
  const child = lines && vi.spyOn(lines, 'child');
  const fastify = Fastify({ loggerInstance: logger as unknown as FastifyBaseLogger, requestIdHeader: 'x-request-id' });
  const addHook = vi.spyOn(fastify, 'addHook');
  watchAnswers(fastify, lines, metrics);
  fastify.get('/items/:id', async (request) => {
    setRequestUser(request, 'u-1');
    return { ok: true };
  });
  await fastify.ready();
  const requestLines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
  return { fastify, requestLines, child, hooks: () => addHook.mock.calls.map(([name]) => name) };
}

describe('watchAnswers', () => {
  it('logs and counts every answer in one onResponse hook, through one child logger per route and method', async () => {
    const metrics = new ServerMetrics('node-t');
    const { fastify, requestLines, child, hooks } = await server(true, metrics);
    await fastify.inject({ method: 'GET', url: '/items/1', headers: { 'x-request-id': 'r-1' } });
    await fastify.inject({ method: 'GET', url: '/items/2', headers: { 'x-request-id': 'r-2' } });
    await fastify.inject({ method: 'GET', url: '/nowhere' });
    expect(hooks()).toEqual(['onResponse']);
    expect(child).toHaveBeenCalledTimes(2); // '/items/:id' and 'unmatched', each once
    const [first, second, unmatched] = requestLines();
    expect(first).toMatchObject({ reqId: 'r-1', method: 'GET', route: '/items/:id', status: 200, userId: 'u-1', instance: 'node-t' });
    expect(typeof first!.durationMs).toBe('number');
    expect(second).toMatchObject({ reqId: 'r-2', method: 'GET', route: '/items/:id', status: 200 });
    expect(unmatched).toMatchObject({ method: 'GET', route: 'unmatched', status: 404 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/items/:id",status="200",instance="node-t"} 2');
    expect(text).toContain('http_request_duration_seconds_count{instance="node-t",method="GET",route="/items/:id"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404",instance="node-t"} 1');
    await fastify.close();
  });

  it('logs without metrics, counts without logs, and adds no hook when neither is on', async () => {
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

    const neither = await server(false);
    expect(neither.hooks()).toEqual([]);
    await neither.fastify.close();
  });
});
