/** GET {context}/resources/{pubResUuid}: the file of a resource at the url ResourceVo.url names ('/resources/{pubResUuid}'). */
import { z } from 'zod';
import type { RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { extensionOf } from './limits.js';
import { ownedResource } from './resource-store.js';

/** Content types served for resource files, by extension. Anything else (html, svg, scripts…) goes out as octet-stream. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.bmp': 'image/bmp',
  '.tga': 'image/x-tga', '.dds': 'image/vnd-ms.dds', '.ktx2': 'image/ktx2', '.hdr': 'image/vnd.radiance', '.basis': 'application/octet-stream',
  '.glb': 'model/gltf-binary', '.gltf': 'model/gltf+json', '.bin': 'application/octet-stream', '.obj': 'model/obj', '.stl': 'model/stl',
  '.pdf': 'application/pdf', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.csv': 'text/csv; charset=utf-8',
};

/** The content type a resource file is served with (from its file name; never a type a browser would run). */
export function resourceContentType(fileName: string | null): string {
  return CONTENT_TYPES[extensionOf(fileName ?? '')] ?? 'application/octet-stream';
}

/** Registers the resource file route. */
export function resourceFileRoutes(kit: RouteKit): void {
  kit.route({
    method: 'GET', style: 'context', path: '/resources/:pubResUuid', resource: 'resource', action: 'read',
    params: z.object({ pubResUuid: z.string().min(1).max(100) }), produces: 'application/octet-stream',
    summary: 'The file of one of the user\'s resources (session and ownership as load-file; another user\'s or a binned project\'s → 404). '
      + 'ETag = sha-256 of the bytes; Cache-Control private, no-cache (replace-scene-resource keeps the url), so a repeat answers 304',
    async handler(ctx) {
      const row = await ownedResource(ctx, ctx.params.pubResUuid);
      if (!row.hash) throw Errors.notFound('resource.notFound');
      const etag = `"${row.hash}"`;
      const reply = ctx.reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.file_name ?? row.name)}`);
      const ifNoneMatch = ctx.request.headers['if-none-match'];
      if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag)) {
        return reply.status(304).send();
      }
      return reply.header('content-type', resourceContentType(row.file_name)).send(await ctx.blobs.get(row.hash));
    },
  });
}
