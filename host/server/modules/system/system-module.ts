import { z } from 'zod';
import type { RouteKit } from '../../http/route-kit.js';

/** Health check and version facts. */
export function systemModule(kit: RouteKit): void {
  kit.route({
    method: 'GET', style: 'repo', path: '/health',
    resource: 'system', action: 'read', auth: 'none',
    summary: 'Liveness: the server answers and its database works',
    response: z.object({ status: z.literal('ok'), dialect: z.enum(['sqlite', 'postgres']), time: z.number() }),
    handler: (ctx) => ({ status: 'ok' as const, dialect: ctx.dialect, time: ctx.clock.now() }),
  });
}
