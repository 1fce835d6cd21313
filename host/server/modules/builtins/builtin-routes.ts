/** /repo/kf-resource built-in catalogue calls and the files they point to. */
import { z } from 'zod';
import type { RouteKit } from '../../http/route-kit.js';
import { fileReply } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import {
  BuiltinHdr, BuiltinImage, BuiltinInfoPoint, BuiltinLight, BuiltinLut, BuiltinMaterial, BuiltinModel, InfoPointsByCategoryParams,
} from '../../../../sdk/contract/resource.js';
import { getCatalogue, infoPointsByCategory, type BuiltinCatalogue } from './catalogue.js';
import { WireShortText } from '../../../../sdk/contract/limits.js';

const R = 'builtin';
const FILE_PATH = '/repo/kf-resource/build-in-file';

/** Registers the built-in catalogue calls. */
export function builtinRoutes(kit: RouteKit): void {
  const lists: [string, z.ZodType, (c: BuiltinCatalogue) => readonly unknown[], string][] = [
    ['build-in-lights', BuiltinLight, (c) => c.lights, 'Built-in light presets'],
    ['build-in-material', BuiltinMaterial, (c) => c.materials, 'Built-in PBR material presets'],
    ['build-in-simple-material', BuiltinMaterial, (c) => c.simpleMaterials, 'Built-in simple (standard) material presets'],
    ['build-in-images', BuiltinImage, (c) => c.images, 'Built-in images (PNG)'],
    ['build-in-hdrs', BuiltinHdr, (c) => c.hdrs, 'Built-in HDR environments (Radiance .hdr)'],
    ['build-in-models', BuiltinModel, (c) => c.models, 'Built-in models (GLB)'],
    ['all-lutes', BuiltinLut, (c) => c.luts, 'Colour-grading LUTs (PNG strip and .cube)'],
  ];
  for (const [name, schema, pick, summary] of lists) {
    kit.route({
      method: 'GET', style: 'repo', path: `/repo/kf-resource/${name}`, resource: R, action: 'read', response: z.array(schema), summary,
      handler: async (ctx) => pick(await getCatalogue(`${ctx.config.apiContext}/api${FILE_PATH}`)),
    });
  }

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-resource/info-points-by-category/:category/:n', resource: R, action: 'read',
    params: InfoPointsByCategoryParams, response: z.array(BuiltinInfoPoint), summary: 'Built-in info-point icons of a category (\'all\' for every one), at most n (0 = all)',
    handler: async (ctx) => infoPointsByCategory(await getCatalogue(`${ctx.config.apiContext}/api${FILE_PATH}`), ctx.params.category, ctx.params.n),
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
