import { z } from 'zod';
import { fileReply, type RouteKit } from '../../http/route-kit.js';
import { envVariableRoutes } from './env-variable-routes.js';

/** Health check and version facts. */
export function systemModule(kit: RouteKit): void {
  kit.route({
    method: 'GET', style: 'repo', path: '/health',
    resource: 'system', action: 'read', auth: 'none',
    summary: 'Liveness: the server answers and its database works',
    response: z.object({ status: z.literal('ok'), dialect: z.enum(['sqlite', 'postgres']), time: z.number() }),
    handler: (ctx) => ({ status: 'ok' as const, dialect: ctx.dialect, time: ctx.clock.now() }),
  });
  envVariableRoutes(kit);

  kit.appMethod({
    server: 'system', method: 'ping', resource: 'system', action: 'read',
    payload: z.object({ echo: z.string().max(200).optional() }),
    handler: (ctx) => ({ pong: true, echo: ctx.body.echo ?? null, user: ctx.user.username }),
  });
  kit.appMethod({
    server: 'system', method: 'export-echo', resource: 'system', action: 'read',
    payload: z.object({ text: z.string().max(10_000) }),
    handler: (ctx) => fileReply({ name: 'echo.txt', contentType: 'text/plain; charset=utf-8', body: Buffer.from(ctx.body.text) }),
  });
  kit.appMethod({
    server: 'system', method: 'upload-size', resource: 'system', action: 'read',
    handler: (ctx) => ({ files: ctx.files.map((f) => ({ field: f.field, name: f.filename, size: f.data.length })) }),
  });
}
