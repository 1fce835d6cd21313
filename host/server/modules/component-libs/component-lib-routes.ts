import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import {
  AllowCreateComponentLib, ApproveComponentLib, FindComponentLib, FindComponentLibs, ShareComponent, SubmitComponentLib, UnapproveComponentLib, UseComponent,
} from '../../../../sdk/contract/endpoints/index.js';
import { ComponentLibLimits, ComponentLibMessageKeys, ComponentLibReviewPayload, type ComponentLibReviewReply } from '../../../../sdk/contract/component-lib.js';
import { parseSceneContent } from '../../../../sdk/scene/empty-document.js';
import { readComponent } from '../../../../sdk/scene/component-document.js';
import { currentContent } from '../scenes/scene-content.js';
import { insertSceneWithin, ownedProject, requireSceneName } from '../scenes/scene-store.js';
import { copyNamedAssets } from '../scenes/copy-named-assets.js';
import { libCount, listLibs, ownLib, setReview, visibleLib } from './component-lib-store.js';

const R = 'component-lib';

/** The content of a component as stored: only its nodes (no logic, animations or parameters), or a 400. */
function componentContent(text: string): string {
  const bad = () => Errors.badRequest(ComponentLibMessageKeys.badComponent, { max: ComponentLibLimits.nodes });
  let doc;
  try {
    doc = parseSceneContent(text);
  } catch {
    throw bad();
  }
  if (Object.keys(doc.nodes).length > ComponentLibLimits.nodes) throw bad();
  const parts = readComponent(doc, ComponentLibLimits.nodes);
  if (!parts) throw bad();
  const nodes = Object.fromEntries([doc.nodes.scene, ...(doc.nodes.materials ? [doc.nodes.materials] : []), ...parts.top, ...parts.materials.flat()].map((n) => [n.id, n]));
  return JSON.stringify({ ...parseSceneContent(''), nodes });
}

/** The components of a library, oldest first. */
async function componentsOf(ctx: RouteContext, libUuid: string) {
  const rows = await ctx.db.selectFrom('scenes').select(['uuid', 'name', 'preview', 'last_modified_time'])
    .where('project_uuid', '=', libUuid).where('deleted_at', 'is', null).orderBy('created_at').orderBy('uuid')
    .limit(ComponentLibLimits.componentsPerLib).execute();
  return rows.map((r) => ({ id: r.uuid, name: r.name, preview: r.preview, updatedAt: Number(r.last_modified_time) }));
}

/** Component libraries: lists, a library's components, sharing and using a component, and the managers' review. */
export function componentLibRoutes(kit: RouteKit): void {
  kit.endpoint(FindComponentLibs, {
    resource: R, action: 'read',
    async handler(ctx) {
      const { scope } = ctx.query;
      if (scope === 'review' && !ctx.user.manager) throw Errors.forbidden(ComponentLibMessageKeys.managersOnly);
      return listLibs(ctx.db, scope === 'mine' ? { owner: ctx.user.id } : { status: scope === 'review' ? 'submitted' : 'approved' }, ctx.user.id);
    },
  });

  kit.endpoint(FindComponentLib, {
    resource: R, action: 'read',
    async handler(ctx) {
      const lib = await visibleLib(ctx, ctx.query.uuid);
      return { ...lib, components: await componentsOf(ctx, lib.uuid) };
    },
  });

  kit.endpoint(AllowCreateComponentLib, {
    resource: R, action: 'read',
    async handler(ctx) {
      const count = await libCount(ctx.db, ctx.user.id);
      return { allow: count < ComponentLibLimits.libsPerUser, count, max: ComponentLibLimits.libsPerUser };
    },
  });

  kit.endpoint(ShareComponent, {
    resource: R, action: 'write',
    async handler(ctx) {
      const lib = await ownLib(ctx, ctx.body.libUuid);
      await ownedProject(ctx, ctx.body.projectUuid);
      if (lib.componentCount >= ComponentLibLimits.componentsPerLib) throw Errors.badRequest(ComponentLibMessageKeys.full, { max: ComponentLibLimits.componentsPerLib });
      const content = componentContent(ctx.body.content);
      const preview = ctx.body.preview?.startsWith('data:image/') ? ctx.body.preview : null;
      const now = ctx.clock.now();
      await copyNamedAssets(ctx, ctx.body.projectUuid, lib.uuid, content);
      const row = await insertSceneWithin(ctx, {
        projectUuid: lib.uuid, now,
        record: {
          name: requireSceneName(ctx.body.name), category: '', path: '', preview, data: null, content, importAssets: null,
          logic: null, logicXml: null, logicBk: null, logicXmlBk: null, externalResources: [],
        },
      });
      // A changed library is reviewed again before others see the change.
      if (lib.status === 'approved') await setReview(ctx.db, lib.uuid, 'submitted', now, null);
      return { id: row.uuid, name: row.name, preview: row.preview, updatedAt: Number(row.last_modified_time) };
    },
  });

  kit.endpoint(UseComponent, {
    resource: R, action: 'read',
    async handler(ctx) {
      const scene = await ctx.db.selectFrom('scenes').select(['uuid', 'name', 'version', 'project_uuid'])
        .where('uuid', '=', ctx.body.componentId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!scene) throw Errors.notFound(ComponentLibMessageKeys.notFound);
      const lib = await visibleLib(ctx, scene.project_uuid);
      await ownedProject(ctx, ctx.body.projectUuid);
      const content = await currentContent(ctx.db, scene);
      await copyNamedAssets(ctx, lib.uuid, ctx.body.projectUuid, content);
      return { id: scene.uuid, name: scene.name, content };
    },
  });

  // Review: the spec's /v calls and their declared twins (which the designer's panel calls) share one handler each.
  kit.appMethod({
    server: 'scene', method: 'submitComponent', resource: R, action: 'write', payload: ComponentLibReviewPayload,
    handler: (ctx) => submitLib(ctx, ctx.body.params[0]),
  });
  kit.endpoint(SubmitComponentLib, { resource: R, action: 'write', handler: (ctx) => submitLib(ctx, ctx.body.uuid) });

  for (const [method, endpoint, status] of [['approveComponent', ApproveComponentLib, 'approved'], ['unapproveComponent', UnapproveComponentLib, 'draft']] as const) {
    kit.appMethod({
      server: 'scene', method, resource: R, action: 'write', payload: ComponentLibReviewPayload,
      handler: (ctx) => reviewLib(ctx, ctx.body.params[0], status),
    });
    kit.endpoint(endpoint, { resource: R, action: 'write', handler: (ctx) => reviewLib(ctx, ctx.body.uuid, status) });
  }
}

type ReviewContext = Pick<RouteContext, 'db' | 'user' | 'clock'>;

/** The owner submits a library with at least one component (an approved one stays approved). */
async function submitLib(ctx: ReviewContext, uuid: string): Promise<ComponentLibReviewReply> {
  const lib = await ownLib(ctx, uuid);
  if (lib.componentCount === 0) throw Errors.badRequest(ComponentLibMessageKeys.empty);
  if (lib.status !== 'approved') await setReview(ctx.db, lib.uuid, 'submitted', ctx.clock.now(), null);
  return { uuid: lib.uuid, status: lib.status === 'approved' ? 'approved' : 'submitted' };
}

/** A manager approves a library (with at least one component) or sends it back to its owner only. */
async function reviewLib(ctx: ReviewContext, uuid: string, status: 'approved' | 'draft'): Promise<ComponentLibReviewReply> {
  if (!ctx.user.manager) throw Errors.forbidden(ComponentLibMessageKeys.managersOnly);
  const lib = await visibleLib(ctx, uuid);
  if (status === 'approved' && lib.componentCount === 0) throw Errors.badRequest(ComponentLibMessageKeys.empty);
  await setReview(ctx.db, lib.uuid, status, ctx.clock.now(), ctx.user.id);
  return { uuid: lib.uuid, status };
}
