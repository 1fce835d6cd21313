// Application-call dispatchers: POST {context}/v.client (and /download, /upload, /admin) with the server and method
// named by headers or by the payload ({ server, method, ... }); each resolves to a kit.appMethod declaration.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { ApiError } from './api-error.js';
import type { AppMethodDef } from './route-kit.js';
import type { RouteRunner } from './route-runner.js';

/** Mount the four dispatchers under the API context. */
export function mountAppCallDispatchers(fastify: FastifyInstance, apiContext: string, appMethods: ReadonlyMap<string, AppMethodDef<z.ZodType | undefined>>, runner: RouteRunner): void {
  for (const name of ['v', 'download', 'upload', 'admin']) {
    fastify.post(`${apiContext}/${name}.client`, async (request, reply) => {
      const payload = (request.isMultipart() ? {} : request.body ?? {}) as { server?: unknown; method?: unknown };
      const header = (key: string): string => String(request.headers[key] ?? '');
      const server = String(payload.server ?? header('server'));
      const method = String(payload.method ?? header('method'));
      const def = appMethods.get(`${server}/${method}`);
      if (!def) {
        await runner.sendError(new ApiError(ReplyCode.warning, 'error.unknownAppCall', { httpStatus: 404, vars: { server, method } }), request, reply);
        return;
      }
      await runner.run({ ...def, payloadOnly: true }, request, reply);
    });
  }
}
