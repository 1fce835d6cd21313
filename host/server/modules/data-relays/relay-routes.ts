/** Data relays: members list them, editors create, change and delete them; any viewer of a scene asks for a ticket. */
import { randomBytes } from 'node:crypto';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { ApiError, Errors } from '../../http/api-error.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ShortLinkStatus } from '../../../../sdk/contract/publish-link.js';
import { PreviewTicketStatus } from '../../../../sdk/contract/preview.js';
import { DataRelayLimits } from '../../../../sdk/contract/data-relay.js';
import {
  CreateDataRelay, CreateDataRelayTicket, DeleteDataRelay, ListDataRelays, UpdateDataRelay,
} from '../../../../sdk/contract/endpoints/index.js';
import { announce } from '../../events/instance-bus.js';
import { quickLoginSecret } from '../accounts/session-routes.js';
import { projectAccess } from '../members/project-access.js';
import { ownedScene } from '../scenes/scene-store.js';
import { currentContent } from '../scenes/scene-content.js';
import { grantedScene } from '../scenes/preview-routes.js';
import { readPreviewTicket } from '../scenes/preview-ticket.js';
import { publishedRecord } from '../publishing/publish-store.js';
import { readVisitTicket } from '../publishing/visit-ticket.js';
import { accessibleRelay, relayVo } from './relay-store.js';
import { NO_SECRET, openSecret, relayKey, sealSecret } from './relay-secrets.js';
import { issueRelayTicket } from './relay-ticket.js';
import { sceneRelays } from './scene-relays.js';

const R = 'data-relay';

/** The ids of the project's relays among `ids`. */
async function relaysOfProject(ctx: RouteContext, projectUuid: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await ctx.db.selectFrom('data_relays').select('id').where('project_uuid', '=', projectUuid).where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

/** Relay id → admitted topics, for a scene's content: only relays of the scene's own project. */
async function grantOfContent(ctx: RouteContext, projectUuid: string, content: string): Promise<Record<string, string[]>> {
  const named = sceneRelays(content);
  const owned = await relaysOfProject(ctx, projectUuid, [...named.keys()]);
  return Object.fromEntries([...named].filter(([id]) => owned.has(id)));
}

/** What a ticket admits for the one way of seeing the scene the body names. */
async function admitted(ctx: RouteContext<unknown, unknown, { sceneUuid?: string; previewTicket?: string; visit?: string }>): Promise<{ scope: string; relays: Record<string, string[] | null> }> {
  const { sceneUuid, previewTicket, visit } = ctx.body;
  const now = ctx.clock.now();
  if (sceneUuid !== undefined) {
    // A member of the scene's project (the designer's live preview): every relay of the project, any topic, so a relay
    // made a moment ago works before the scene naming it is saved.
    if (!ctx.session) throw new ApiError(ReplyCode.timeout, 'dataRelay.signIn', { httpStatus: 401 });
    const scene = await ownedScene(ctx, sceneUuid, 'viewer');
    const rows = await ctx.db.selectFrom('data_relays').select('id').where('project_uuid', '=', scene.project_uuid).execute();
    return { scope: `scene:${scene.uuid}`, relays: Object.fromEntries(rows.map((r) => [r.id, null])) };
  }
  if (previewTicket !== undefined) {
    const grant = readPreviewTicket(await quickLoginSecret(ctx), previewTicket, now);
    if (grant === 'expired') throw new ApiError(ReplyCode.warning, 'preview.ticketExpired', { httpStatus: PreviewTicketStatus.expired });
    if (grant === 'invalid') throw new ApiError(ReplyCode.warning, 'preview.ticketInvalid', { httpStatus: PreviewTicketStatus.invalid });
    const scene = await grantedScene(ctx, grant);
    return { scope: `scene:${scene.uuid}`, relays: await grantOfContent(ctx, scene.project_uuid, await currentContent(ctx.db, scene)) };
  }
  // A publish link's visit (anyone, no session): only the relays and topics its published version names.
  const grant = readVisitTicket(await quickLoginSecret(ctx), visit ?? '', now);
  if (!grant) throw Errors.forbidden('dataRelay.visitInvalid');
  const link = await ctx.db.selectFrom('publish_links').selectAll().where('uuid', '=', grant.linkUuid).executeTakeFirst();
  if (!link) throw Errors.notFound('dataRelay.visitInvalid');
  if (link.taken_down === 1 || (link.expires_at !== null && Number(link.expires_at) <= now)) {
    throw new ApiError(ReplyCode.warning, 'dataRelay.linkClosed', { httpStatus: ShortLinkStatus.gone });
  }
  const record = await publishedRecord(ctx.db, link);
  if (!record) throw new ApiError(ReplyCode.warning, 'dataRelay.linkClosed', { httpStatus: ShortLinkStatus.gone });
  return { scope: `link:${link.uuid}`, relays: await grantOfContent(ctx, link.project_uuid, record.content) };
}

/** Tell every instance a relay changed (its viewers' upstream connects again, or learns it is gone). */
function changed(ctx: RouteContext, id: string): void {
  announce(ctx.events, ctx.request.log, 'data-relay-changed', { id });
}

/** Registers the relay calls. */
export function relayRoutes(kit: RouteKit): void {
  kit.endpoint(ListDataRelays, {
    resource: R, action: 'read',
    async handler(ctx) {
      await projectAccess(ctx, ctx.query.projectUuid, 'viewer');
      const rows = await ctx.db.selectFrom('data_relays').selectAll().where('project_uuid', '=', ctx.query.projectUuid).orderBy('created_at').orderBy('id').execute();
      return { list: rows.map(relayVo) };
    },
  });

  kit.endpoint(CreateDataRelay, {
    resource: R, action: 'write',
    async handler(ctx) {
      const body = ctx.body;
      const project = await projectAccess(ctx, body.projectUuid, 'editor');
      const count = await ctx.db.selectFrom('data_relays').select((eb) => eb.fn.countAll<number>().as('n')).where('project_uuid', '=', project.uuid).executeTakeFirst();
      if (Number(count?.n ?? 0) >= DataRelayLimits.perProject) throw Errors.badRequest('dataRelay.tooMany', { max: DataRelayLimits.perProject });
      const now = ctx.clock.now();
      const headers = body.headers ?? [];
      const row = {
        id: randomBytes(16).toString('base64url'), project_uuid: project.uuid, created_by: ctx.user.id, name: body.name, kind: body.kind, url: body.url,
        username: body.username ?? '', qos: body.qos ?? 0, header_names: JSON.stringify(headers.map((h) => h.name)), has_password: body.password ? 1 : 0,
        secret: sealSecret(await relayKey(ctx), { password: body.password ?? '', headers }), created_at: now, updated_at: now,
      };
      await ctx.db.insertInto('data_relays').values(row).execute();
      return relayVo(row);
    },
  });

  kit.endpoint(UpdateDataRelay, {
    resource: R, action: 'write',
    async handler(ctx) {
      const relay = await accessibleRelay(ctx, ctx.params.id, 'editor');
      const body = ctx.body;
      const key = await relayKey(ctx);
      const before = relay.secret ? openSecret(key, relay.secret) : NO_SECRET;
      const password = body.password === undefined ? before.password : body.password ?? '';
      const headers = body.headers === undefined ? before.headers : body.headers ?? [];
      const next = {
        name: body.name ?? relay.name, url: body.url ?? relay.url, username: body.username ?? relay.username, qos: body.qos ?? (relay.qos === 1 ? 1 : 0),
        header_names: JSON.stringify(headers.map((h) => h.name)), has_password: password ? 1 : 0, secret: sealSecret(key, { password, headers }),
        updated_at: Math.max(ctx.clock.now(), Number(relay.updated_at)),
      };
      await ctx.db.updateTable('data_relays').set(next).where('id', '=', relay.id).execute();
      changed(ctx, relay.id);
      return relayVo({ ...relay, ...next });
    },
  });

  kit.endpoint(DeleteDataRelay, {
    resource: R, action: 'write',
    async handler(ctx) {
      const relay = await accessibleRelay(ctx, ctx.params.id, 'editor');
      await ctx.db.deleteFrom('data_relays').where('id', '=', relay.id).execute();
      changed(ctx, relay.id);
      return null;
    },
  });

  kit.endpoint(CreateDataRelayTicket, {
    resource: R, action: 'subscribe', auth: 'optional',
    async handler(ctx) {
      const { scope, relays } = await admitted(ctx);
      const expiresAt = ctx.clock.now() + DataRelayLimits.ticketSeconds * 1000;
      return { ticket: issueRelayTicket(await quickLoginSecret(ctx), { relays, scope, expiresAt }), relays: Object.keys(relays), expiresAt };
    },
  });
}
