import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { presetHeaders } from './preset-headers.js';

const POLICY = "default-src 'self'; object-src 'none'";
const preset = presetHeaders({ 'Content-Security-Policy': POLICY, 'x-content-type-options': 'nosniff' });

describe('presetHeaders', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(): Promise<string> {
    app = Fastify();
    app.addHook('onRequest', (_request, reply, done) => {
      expect(preset(reply.raw)).toBe(true);
      done();
    });
    // What the route sees on the raw response before anything is sent: the preset headers are already there.
    app.get('/seen', async (_request, reply) => ({ seen: reply.raw.getHeader('content-security-policy') ?? null }));
    app.get('/own', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'none'").header('x-extra', '1');
      return { ok: true };
    });
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  it('puts the headers into the raw response itself, where every response carries them', async () => {
    const url = await serve();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${url}/seen`);
      expect(await response.json()).toEqual({ seen: POLICY });
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets a route\'s own header of the same name win, and keeps the others', async () => {
    const url = await serve();
    const response = await fetch(`${url}/own`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-extra')).toBe('1');
  });

  it('checks the values once, when made: a value Node would refuse throws then', () => {
    expect(() => presetHeaders({ 'content-security-policy': "default-src 'self'\r\nx-evil: 1" })).toThrow();
    expect(() => presetHeaders({ 'bad name': 'x' })).toThrow();
  });

  it('does nothing to a response that already has a header set (the caller sets them its own way)', async () => {
    app = Fastify();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('x-first', '1');
      const put = preset(reply.raw);
      reply.header('x-put', String(put));
      done();
    });
    app.get('/', async () => ({ ok: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(url);
    expect(response.headers.get('x-put')).toBe('false');
    expect(response.headers.get('x-first')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
