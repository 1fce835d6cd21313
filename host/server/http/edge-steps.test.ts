import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { addEdgeSteps, type EdgeStep } from './edge-steps.js';

async function server(steps: Array<EdgeStep | undefined>) {
  const fastify = Fastify();
  const addHook = vi.spyOn(fastify, 'addHook');
  addEdgeSteps(fastify, steps);
  const handled = vi.fn();
  fastify.get('/x', async () => {
    handled();
    return { ok: true };
  });
  fastify.setErrorHandler(async (error, _request, reply) => reply.status(500).send({ failed: (error as Error).message }));
  await fastify.ready();
  return { fastify, handled, hooks: () => addHook.mock.calls.map(([name]) => name) };
}

describe('addEdgeSteps', () => {
  it('runs every step in order in one onRequest hook, waiting for a step that is not done at once', async () => {
    const seen: string[] = [];
    const { fastify, handled, hooks } = await server([
      (_request, reply) => {
        seen.push('a');
        reply.header('x-a', '1');
        return undefined;
      },
      undefined,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push('b');
      },
      (request) => {
        seen.push(`c ${request.url}`);
        return undefined;
      },
    ]);
    const reply = await fastify.inject({ method: 'GET', url: '/x' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-a']).toBe('1');
    expect(seen).toEqual(['a', 'b', 'c /x']);
    expect(handled).toHaveBeenCalledOnce();
    expect(hooks()).toEqual(['onRequest']);
    await fastify.close();
  });

  it('stops at a step that answers: no later step, no handler', async () => {
    const later = vi.fn(() => undefined);
    const { fastify, handled } = await server([
      async (_request, reply) => {
        await reply.status(414).send({ refused: true });
      },
      later,
    ]);
    const reply = await fastify.inject({ method: 'GET', url: '/x' });
    expect(reply.statusCode).toBe(414);
    expect(reply.json()).toEqual({ refused: true });
    expect(later).not.toHaveBeenCalled();
    expect(handled).not.toHaveBeenCalled();
    await fastify.close();
  });

  it('hands a step\'s failure to the error handler', async () => {
    const { fastify, handled } = await server([async () => Promise.reject(new Error('step failed'))]);
    const reply = await fastify.inject({ method: 'GET', url: '/x' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ failed: 'step failed' });
    expect(handled).not.toHaveBeenCalled();
    await fastify.close();
  });
});
