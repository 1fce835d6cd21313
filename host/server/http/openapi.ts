import { z } from 'zod';
import { routeUrl, type AnyRouteDef } from './route-kit.js';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return {};
  }
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  const json = schemaOf(schema, 'input');
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

/** The OpenAPI 3.1 document of the declared routes (schemas from sdk/contract via z.toJSONSchema). */
export function openApiDocument(routes: readonly AnyRouteDef[], context: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of routes) {
    const base = routeUrl(def, context);
    const path = base.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
    const pathParams = def.params ? parametersOf(def.params, 'path')
      : [...base.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (base.endsWith('*')) pathParams.push({ name: 'path', in: 'path', required: true, schema: { type: 'string' } });
    const operation: Record<string, unknown> = {
      operationId: `${def.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: def.summary ?? '',
      tags: [def.resource],
      'x-permission': { resource: def.resource, action: def.action },
      parameters: [...pathParams, ...parametersOf(def.query, 'query')],
      responses: {
        200: def.produces ? {
          description: 'The file\'s bytes (refusals answer the JSON envelope with the catalogue code)',
          content: { [def.produces]: { schema: { type: 'string', format: 'binary' } } },
        } : {
          description: 'Envelope { code, msg, data }; code 0 is success, other codes follow the error catalogue',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { type: 'integer' }, msg: { type: 'string' }, data: schemaOf(def.response, 'output') ?? {},
                  pvg: { type: 'array', items: { type: 'string' } }, kfSysCode: { type: 'integer' }, kfSysMsg: { type: 'string' },
                },
                required: ['code', 'msg', 'data'],
              },
            },
          },
        },
        400: { description: 'Bad input (code 405, message naming the field, errors per field)' },
        401: { description: 'No valid session (code 401, kfSysCode 103/104/106)' },
        403: { description: 'No permission (code 405)' },
        404: { description: 'Not found or not yours (code 405)' },
      },
    };
    if (def.auth !== 'none') operation.security = [{ Authentication: [] }];
    const body = schemaOf(def.body, 'input');
    if (body) {
      operation.requestBody = {
        required: true,
        content: def.multipart
          ? { 'multipart/form-data': { schema: { ...body, type: 'object', additionalProperties: true } } }
          : { 'application/json': { schema: body } },
      };
    } else if (def.multipart) {
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', additionalProperties: true } } } };
    }
    paths[path] = { ...(paths[path] ?? {}), [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Scene platform API', version: '1.0.0', description: 'Both call styles of spec 000 §7: repo style under {context}/api and application calls {context}/<name>.client; resource files at {context}/resources/{pubResUuid}.' },
    components: { securitySchemes: { Authentication: { type: 'apiKey', in: 'header', name: 'Authentication' } } },
    paths,
  };
}
