/** /repo/kf-resource built-in catalogue calls and the files they point to. */
import { z } from 'zod';
import type { RouteKit } from '../../http/route-kit.js';
import { fileReply } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import {
  BuiltinHdrs, BuiltinImages, BuiltinInfoPointsByCategory, BuiltinLights, BuiltinLuts, BuiltinMaterials, BuiltinModels, BuiltinParticles, BuiltinSimpleMaterials,
} from '../../../../sdk/contract/endpoints/index.js';
import { getCatalogue, infoPointsByCategory } from './catalogue.js';
import { WireShortText } from '../../../../sdk/contract/limits.js';

const R = 'builtin';
const FILE_PATH = '/repo/kf-resource/build-in-file';

/** Registers the built-in catalogue calls. */
export function builtinRoutes(kit: RouteKit): void {
  const fileBase = (ctx: { config: { apiContext: string } }): string => `${ctx.config.apiContext}/api${FILE_PATH}`;
  kit.endpoint(BuiltinLights, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).lights });
  kit.endpoint(BuiltinMaterials, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).materials });
  kit.endpoint(BuiltinSimpleMaterials, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).simpleMaterials });
  kit.endpoint(BuiltinImages, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).images });
  kit.endpoint(BuiltinHdrs, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).hdrs });
  kit.endpoint(BuiltinParticles, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).particles });
  kit.endpoint(BuiltinModels, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).models });
  kit.endpoint(BuiltinLuts, { resource: R, action: 'read', handler: async (ctx) => (await getCatalogue(fileBase(ctx))).luts });

  kit.endpoint(BuiltinInfoPointsByCategory, {
    resource: R, action: 'read', handler: async (ctx) => infoPointsByCategory(await getCatalogue(fileBase(ctx)), ctx.params.category, ctx.params.n),
  });

  kit.route({
    method: 'GET', style: 'repo', path: `${FILE_PATH}/*`, resource: R, action: 'read', auth: 'none',
    params: z.object({ '*': WireShortText.min(1) }), summary: 'A file of the built-in catalogue (public: images and models load without a token)',
    async handler(ctx) {
      const catalogue = await getCatalogue(`${ctx.config.apiContext}/api${FILE_PATH}`);
      const file = catalogue.files.get(ctx.params['*']);
      if (!file) throw Errors.notFound();
      ctx.reply.header('cache-control', 'public, max-age=86400');
      return fileReply({ name: ctx.params['*'].split('/').pop() ?? 'file', contentType: file.contentType, body: Buffer.from(file.bytes) });
    },
  });
}
