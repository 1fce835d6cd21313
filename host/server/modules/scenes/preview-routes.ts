/** Preview tickets: the designer asks for one; the player loads the scene and its assets with it, without a session. */
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { fileReply } from '../../http/route-kit.js';
import { ApiError, Errors } from '../../http/api-error.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { PREVIEW_TICKET_SECONDS, PreviewTicketStatus } from '../../../../sdk/contract/preview.js';
import { CreatePreviewTicket, LoadPreviewAsset, LoadPreviewScene } from '../../../../sdk/contract/endpoints/index.js';
import { quickLoginSecret } from '../accounts/session-routes.js';
import { currentRecord, ownedScene } from './scene-store.js';
import { currentContent } from './scene-content.js';
import type { SceneTable } from './scene-tables.js';
import { playerContent, previewMayRead } from './preview-scope.js';
import { issuePreviewTicket, readPreviewTicket, type PreviewGrant } from './preview-ticket.js';

const R = 'scene';

/** The grant of a ticket, or the refusal the player turns into its error page (403 forged, 410 expired). */
async function grantOf(ctx: RouteContext, ticket: string): Promise<PreviewGrant> {
  const grant = readPreviewTicket(await quickLoginSecret(ctx), ticket, ctx.clock.now());
  if (grant === 'expired') throw new ApiError(ReplyCode.warning, 'preview.ticketExpired', { httpStatus: PreviewTicketStatus.expired });
  if (grant === 'invalid') throw new ApiError(ReplyCode.warning, 'preview.ticketInvalid', { httpStatus: PreviewTicketStatus.invalid });
  return grant;
}

/** The granted scene as it is now: gone (binned, deleted, project binned) is a 404. */
export async function grantedScene(ctx: Pick<RouteContext, 'db'>, grant: PreviewGrant): Promise<SceneTable> {
  const scene = await ctx.db.selectFrom('scenes').selectAll('scenes')
    .innerJoin('projects', 'projects.uuid', 'scenes.project_uuid')
    .where('scenes.uuid', '=', grant.sceneUuid).where('scenes.project_uuid', '=', grant.projectUuid)
    .where('scenes.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!scene) throw Errors.notFound('scene.notFound');
  return scene;
}

/** Registers the preview calls. */
export function previewRoutes(kit: RouteKit): void {
  kit.endpoint(CreatePreviewTicket, {
    resource: R, action: 'read',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.body.sceneUuid, 'viewer');
      const expiresAt = ctx.clock.now() + PREVIEW_TICKET_SECONDS * 1000;
      const grant: PreviewGrant = { projectUuid: scene.project_uuid, sceneUuid: scene.uuid, expiresAt };
      return { ticket: issuePreviewTicket(await quickLoginSecret(ctx), grant), projectUuid: scene.project_uuid, sceneUuid: scene.uuid, expiresAt };
    },
  });

  kit.endpoint(LoadPreviewScene, {
    resource: R, action: 'read', auth: 'none',
    async handler(ctx) {
      const scene = await grantedScene(ctx, await grantOf(ctx, ctx.params.ticket));
      const record = await currentRecord(ctx.db, scene);
      return {
        uuid: scene.uuid, projectUuid: scene.project_uuid, name: record.name, version: Number(scene.version),
        // The logic editor's workspace and the backups stay on the server (docs/player.md): only the generated code.
        content: playerContent(record.content), logic: record.logic, data: record.data,
      };
    },
  });

  kit.endpoint(LoadPreviewAsset, {
    resource: R, action: 'read', auth: 'none',
    async handler(ctx) {
      const grant = await grantOf(ctx, ctx.query.ticket);
      const scene = await grantedScene(ctx, grant);
      // Only what the ticket's scene names (or a content-hash name a stored model refers to), not every file of the project.
      if (!previewMayRead(await currentContent(ctx.db, scene), ctx.query.name)) throw Errors.notFound('asset.notFound');
      const row = await ctx.db.selectFrom('scene_assets').selectAll().where('project_uuid', '=', grant.projectUuid).where('name', '=', ctx.query.name).executeTakeFirst();
      if (!row) throw Errors.notFound('asset.notFound');
      return fileReply({ name: ctx.query.name.split('/').pop() ?? 'asset', body: await ctx.blobs.get(row.hash) });
    },
  });
}
