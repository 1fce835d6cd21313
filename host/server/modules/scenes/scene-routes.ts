/** /repo/kf-scene: list, versions, templates, create, load, save (with the stale-save conflict), update, name check, copy, categories. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RouteKit, RouteContext } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { checkedSceneContent } from '../../http/edge-guard.js';
import { CheckBeforeSaveParams, CheckBeforeSaveReply, CopySceneBody, DEFAULT_SCENE_CATEGORY, SaveSceneBody, SCENE_MODIFIED_KEY, SceneConflict, SceneRow, UpdateSceneBody, type SaveSceneReply as SaveSceneReplyType } from '../../../../sdk/contract/scene.js';
import { checkName } from '../resources/name-rules.js';
import { isTemporarySceneUuid } from '../resources/limits.js';
import { localizedTemplateDocument, SCENE_TEMPLATES } from './templates.js';
import {
  categoryOf, columnsOf, currentRecord, SCENE_ROW_COLUMNS, insertSceneWithin, ownedProject, ownedScene, ownedSceneHead, requireSceneName, toSceneRow, toSceneVo, versionsOf,
  type SceneHead, type SceneRecord,
} from './scene-store.js';
import { ensureSceneSpace, storedRecord, versionColumns } from './scene-storage.js';
import { ownerAccount, type OwnerAccount } from '../members/project-access.js';
import { contentAt, versionRecord } from './scene-content.js';
import { checkSceneContentOffThread, gatedCountOffThread } from '../../workers/json-workers.js';
import type { ContentResult } from '../../workers/json-tasks.js';
import { WireId, WireIdText } from '../../../../sdk/contract/limits.js';
import { addUsedBytes, textBytes } from '../quota/used-storage.js';
import { planAllows, requirePlan } from '../../auth/plan-gate.js';
import { CategorySceneCount, CopyScene, CreateScene, DeleteCategory, FindAllScenes, FindAllTemplates, FindSceneVersions, JudgeScene, LoadScene, LoadSceneVersion, SaveScene, UpdateCategory, UpdateScene } from '../../../../sdk/contract/endpoints/index.js';

const R = 'scene';

/**
 * Saves a scene: creates it for a temporary uuid, else adds a version unless the client's version is stale. The
 * content is checked (JSON, the keyframe gate) on a worker
 * thread: by the task that parsed a large body (`checked`), else by one started now that runs while the database
 * answers who owns what. The content is written once, in the new version (scene-content.ts); the stored content is
 * never read, unless the keyframe gate needs its count.
 */
export async function saveScene(
  ctx: Pick<RouteContext, 'db' | 'user' | 'clock' | 'quota'>, body: z.output<typeof SaveSceneBody>, checked?: ContentResult,
): Promise<SaveSceneReplyType> {
  const now = ctx.clock.now();
  const name = requireSceneName(body.name);
  const checking = checked ? Promise.resolve(checked) : checkSceneContentOffThread(body.content);
  checking.catch(() => undefined); // awaited below, unless a refusal comes first
  if (isTemporarySceneUuid(body.uuid ?? null)) {
    const project = await ownedProject(ctx, body.projectUuid, 'editor');
    const owner = await ownerAccount(ctx, project.user_id);
    const record = recordFromBody(body, name, categoryOf(body.category));
    await checkContent(ctx, checking, undefined, owner);
    const row = await insertSceneWithin(ctx, { projectUuid: body.projectUuid, record, now, owner });
    return { uuid: row.uuid, version: 1, lastModifiedTime: now, lastModifiedBy: ctx.user.username, needSave: false, tempUuid: body.uuid === null || body.uuid === undefined ? null : String(body.uuid) };
  }
  const uuid = String(body.uuid);
  let head: SceneHead | undefined = await ownedSceneHead(ctx, uuid, 'editor'); // refused first when the caller may not change it
  await ownedProject(ctx, body.projectUuid, 'editor'); // every id in a body is the caller's to change, even one the save does not need
  const owner = await ownerAccount(ctx, head.user_id); // storage and plan are the project owner's
  // A save that names no version (or forces) asked for no stale check: when another save lands between our read and
  // our write, read again and add the next version, on every database alike. A save that names its version is refused.
  const checksVersion = typeof body.version === 'number' && body.saveAsNew !== true && body.force !== true;
  for (let attempt = 1; ; attempt++) {
    // The first try builds on the head just read (the write checks that its version is still the latest).
    const saved = await saveVersionOnce(ctx, owner, body, name, now, checking, head ?? await ownedSceneHead(ctx, uuid, 'editor'));
    head = undefined;
    if (saved.done) return { uuid: saved.current.uuid, version: saved.next, lastModifiedTime: now, lastModifiedBy: ctx.user.username, needSave: false, tempUuid: null };
    if (checksVersion || attempt >= SAVE_ATTEMPTS) {
      // Someone saved between our read and our write: the same refusal as a stale save.
      const fresh = await ownedSceneHead(ctx, saved.current.uuid, 'editor');
      throw conflict(saved.current.uuid, Number(fresh.version), saved.latest, fresh.last_modified_by, Number(fresh.last_modified_time));
    }
  }
}

/** How often a save without a version is tried when other saves keep landing first. */
const SAVE_ATTEMPTS = 50;

/** One try at adding the next version on top of `current`, the scene's head as read; `done` false when another save landed first. */
async function saveVersionOnce(
  ctx: Pick<RouteContext, 'db' | 'user' | 'clock' | 'quota'>, owner: OwnerAccount, body: z.output<typeof SaveSceneBody>, name: string, now: number, checking: Promise<ContentResult>,
  current: SceneHead,
): Promise<{ done: boolean; current: SceneHead; latest: number; next: number }> {
  const latest = Number(current.version);
  const forced = body.saveAsNew === true || body.force === true;
  if (!forced && typeof body.version === 'number' && body.version < latest) throw conflict(current.uuid, latest, body.version, current.last_modified_by, Number(current.last_modified_time));
  await checkContent(ctx, checking, current, owner);
  const record = recordFromBody(body, name, body.category === undefined || body.category === null ? current.category : categoryOf(body.category));
  if (body.preview === undefined) record.preview = current.preview; // a save without a picture keeps the scene's
  const next = latest + 1;
  const stored = storedRecord(record);
  await ensureSceneSpace({ quota: ctx.quota, user: owner }, stored.size); // refused before anything is written: the saved versions stay as they are
  const done = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('scenes')
      .set({ ...columnsOf(record), version: next, last_modified_by: ctx.user.username, last_modified_time: now, extra_bytes: 0 })
      .where('uuid', '=', current.uuid).where('version', '=', latest)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await addUsedBytes(trx, current.user_id, stored.size - Number(current.extra_bytes ?? 0)); // the row's own preview is the version's again
    await trx.insertInto('scene_versions').values({
      id: randomUUID(), scene_uuid: current.uuid, version: next, ...versionColumns(stored), update_by: ctx.user.username, update_time: now,
    }).execute();
    return true;
  });
  return { done, current, latest, next };
}

function conflict(uuid: string, latestVersion: number, baseVersion: number, lastModifiedBy: string, lastModifiedTime: number) {
  const data: SceneConflict = { conflict: 'scene-modified', uuid, latestVersion, baseVersion, lastModifiedBy, lastModifiedTime };
  return Errors.conflict(SCENE_MODIFIED_KEY, data);
}

function recordFromBody(body: z.output<typeof SaveSceneBody>, name: string, category: string): SceneRecord {
  return {
    name, category, path: body.path ?? '', preview: body.preview ?? null, data: body.data ?? null, content: body.content,
    importAssets: body.importAssets ?? null, logic: body.logic ?? null, logicXml: body.logicXml ?? null, logicBk: body.logicBk ?? null,
    logicXmlBk: body.logicXmlBk ?? null, externalResources: body.externalResources ?? [],
  };
}

/** Refuses a content that is not JSON, or that the keyframe gate refuses against the version it replaces. */
async function checkContent(ctx: Pick<RouteContext, 'db'>, checking: Promise<ContentResult>, replaces: SceneHead | undefined, owner: OwnerAccount): Promise<void> {
  const content = await checking;
  if (!content.ok) throw Errors.badRequest('scene.badContent');
  await checkKeyframeGate(ctx, owner, content.gated, replaces);
}

/**
 * Adding keyframes (or state-animation targets) depends on the plan (spec 000): a save by a user whose plan does not
 * permit it is refused when it holds more of them than the version it replaces. Keeping, moving or deleting them is
 * allowed, so a scene made on a professional plan stays editable after a downgrade. The plan is the project owner's
 * (a member edits on the owner's plan).
 */
async function checkKeyframeGate(ctx: Pick<RouteContext, 'db'>, owner: OwnerAccount, now: number, replaces: SceneHead | undefined): Promise<void> {
  if (planAllows(owner, 'animationKeyframes')) return;
  if (now === 0) return;
  const had = replaces === undefined ? 0 : await gatedCountOffThread(await contentAt(ctx.db, replaces.uuid, Number(replaces.version)));
  if (now > had) requirePlan(owner, 'animationKeyframes');
}

/** Registers the scene calls. */
export function sceneRoutes(kit: RouteKit): void {
  kit.endpoint(FindAllScenes, {
    resource: R, action: 'read',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.params.projectId, 'viewer');
      let q = ctx.db.selectFrom('scenes').select([...SCENE_ROW_COLUMNS]).where('project_uuid', '=', ctx.params.projectId).where('user_id', '=', project.user_id).where('deleted_at', 'is', null);
      const category = ctx.query.category?.trim();
      if (category && category !== 'All') q = q.where('category', '=', category);
      const rows = await q.orderBy('last_modified_time', 'desc').execute();
      return rows.map(toSceneRow);
    },
  });

  kit.endpoint(FindSceneVersions, {
    resource: R, action: 'read',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.id, 'viewer');
      return versionsOf(ctx.db, scene.uuid);
    },
  });

  kit.endpoint(LoadSceneVersion, {
    resource: R, action: 'read',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.id, 'viewer');
      const v = await ctx.db.selectFrom('scene_versions').selectAll().where('scene_uuid', '=', scene.uuid).where('version', '=', ctx.params.version).executeTakeFirst();
      if (!v) throw Errors.notFound('scene.versionNotFound');
      return toSceneVo(scene, versionRecord(v), await versionsOf(ctx.db, scene.uuid), { version: Number(v.version), updateBy: v.update_by, updateTime: Number(v.update_time) });
    },
  });

  kit.endpoint(FindAllTemplates, {
    resource: R, action: 'read',
    handler: () => SCENE_TEMPLATES.map(({ uuid, name, description, preview, titles, descriptions }) => ({ uuid, name, description, preview, titles, descriptions })),
  });

  kit.endpoint(CreateScene, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.query.projectId, 'editor');
      const owner = await ownerAccount(ctx, project.user_id);
      const name = requireSceneName(ctx.query.name);
      const template = SCENE_TEMPLATES.find((t) => t.uuid === ctx.query.templateId);
      if (!template) throw Errors.notFound('scene.templateNotFound');
      const record: SceneRecord = {
        name, category: categoryOf(ctx.query.category), path: '', preview: null, data: null, content: JSON.stringify(localizedTemplateDocument(template.build(), ctx.locale)),
        importAssets: null, logic: null, logicXml: null, logicBk: null, logicXmlBk: null, externalResources: [],
      };
      const row = await insertSceneWithin(ctx, { projectUuid: ctx.query.projectId, record, now: ctx.clock.now(), owner });
      return toSceneVo(row, record, await versionsOf(ctx.db, row.uuid));
    },
  });

  kit.endpoint(LoadScene, {
    resource: R, action: 'read',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.id, 'viewer');
      return toSceneVo(scene, await currentRecord(ctx.db, scene), await versionsOf(ctx.db, scene.uuid));
    },
  });

  kit.endpoint(SaveScene, {
    resource: R, action: 'write',
    sceneContentField: 'content',
    handler: (ctx) => saveScene(ctx, ctx.body, checkedSceneContent(ctx.request.body, 'content', ctx.body.content)),
  });

  kit.endpoint(UpdateScene, {
    resource: R, action: 'write',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.body.uuid, 'editor');
      const set: Partial<{ name: string; category: string; preview: string | null; path: string; extra_bytes: number }> = {};
      if (ctx.body.name !== undefined) set.name = requireSceneName(ctx.body.name);
      if (ctx.body.category !== undefined) set.category = categoryOf(ctx.body.category);
      if (ctx.body.preview !== undefined) set.preview = ctx.body.preview ?? null;
      if (ctx.body.path !== undefined) set.path = ctx.body.path;
      let delta = 0;
      if (set.preview !== undefined || set.path !== undefined) {
        // A preview or path set without a version is stored in the scene row only: it counts until the next save.
        set.extra_bytes = textBytes(set.preview !== undefined ? set.preview : scene.preview, set.path ?? scene.path);
        delta = set.extra_bytes - Number(scene.extra_bytes ?? 0);
        if (delta > 0) await ensureSceneSpace({ quota: ctx.quota, user: await ownerAccount(ctx, scene.user_id) }, delta);
      }
      if (Object.keys(set).length) {
        await ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable('scenes').set(set).where('uuid', '=', scene.uuid).execute();
          await addUsedBytes(trx, scene.user_id, delta);
        });
      }
      return toSceneRow({ ...scene, ...set });
    },
  });

  kit.endpoint(JudgeScene, {
    resource: R, action: 'read',
    async handler(ctx) {
      await ownedProject(ctx, ctx.params.projectId, 'viewer');
      const problem = checkName(ctx.params.name) ?? null;
      const found = await ctx.db.selectFrom('scenes').select('uuid').where('project_uuid', '=', ctx.params.projectId)
        .where('name', '=', ctx.params.name.trim()).where('deleted_at', 'is', null).executeTakeFirst();
      return { valid: problem === null && !found, exists: found !== undefined, problem };
    },
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-scene/check-before-save/:id/:version', resource: R, action: 'read',
    params: CheckBeforeSaveParams, response: CheckBeforeSaveReply, summary: 'Whether saving on top of a version would be refused as stale',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.id, 'viewer');
      const latest = Number(scene.version);
      return { canSave: ctx.params.version >= latest, latestVersion: latest, lastModifiedBy: scene.last_modified_by, lastModifiedTime: Number(scene.last_modified_time) };
    },
  });

  kit.endpoint(CopyScene, {
    resource: R, action: 'write',
    async handler(ctx) {
      const source = await ownedScene(ctx, ctx.body.uuid, 'viewer');
      const projectUuid = ctx.body.projectUuid ?? source.project_uuid;
      const owner = await ownerAccount(ctx, (await ownedProject(ctx, projectUuid, 'editor')).user_id);
      const base = await currentRecord(ctx.db, source);
      const name = ctx.body.name !== undefined ? requireSceneName(ctx.body.name) : copyName(base.name);
      const record = { ...base, name, category: ctx.body.category !== undefined ? categoryOf(ctx.body.category) : base.category };
      const row = await insertSceneWithin(ctx, { projectUuid, record, now: ctx.clock.now(), owner });
      return toSceneRow(row);
    },
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-scene/find-pro-scene', resource: R, action: 'read',
    query: z.object({ projectId: WireId, typeId: WireIdText.optional() }), response: z.array(SceneRow),
    summary: 'Scenes of a project as project resources (typeId, when given, is a category)',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.query.projectId, 'viewer');
      let q = ctx.db.selectFrom('scenes').select([...SCENE_ROW_COLUMNS]).where('project_uuid', '=', ctx.query.projectId).where('user_id', '=', project.user_id).where('deleted_at', 'is', null);
      if (ctx.query.typeId && ctx.query.typeId !== 'All') q = q.where('category', '=', ctx.query.typeId);
      return (await q.orderBy('name').execute()).map(toSceneRow);
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/copy-pro-scene', resource: R, action: 'write',
    body: CopySceneBody, response: SceneRow, summary: 'Copy a scene into another own project (as copy-scene)',
    async handler(ctx) {
      const source = await ownedScene(ctx, ctx.body.uuid, 'viewer');
      const projectUuid = ctx.body.projectUuid ?? source.project_uuid;
      const owner = await ownerAccount(ctx, (await ownedProject(ctx, projectUuid, 'editor')).user_id);
      const base = await currentRecord(ctx.db, source);
      const name = ctx.body.name !== undefined ? requireSceneName(ctx.body.name) : projectUuid === source.project_uuid ? copyName(base.name) : base.name;
      const record = { ...base, name, category: ctx.body.category !== undefined ? categoryOf(ctx.body.category) : base.category };
      return toSceneRow(await insertSceneWithin(ctx, { projectUuid, record, now: ctx.clock.now(), owner }));
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/update-pro-scene', resource: R, action: 'write',
    body: UpdateSceneBody, response: SceneRow, summary: 'Rename or recategorise a project scene (as updateScene)',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.body.uuid, 'editor');
      const set: Partial<{ name: string; category: string }> = {};
      if (ctx.body.name !== undefined) set.name = requireSceneName(ctx.body.name);
      if (ctx.body.category !== undefined) set.category = categoryOf(ctx.body.category);
      if (Object.keys(set).length) await ctx.db.updateTable('scenes').set(set).where('uuid', '=', scene.uuid).execute();
      return toSceneRow({ ...scene, ...set });
    },
  });

  kit.endpoint(CategorySceneCount, {
    resource: R, action: 'read',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.params.id, 'viewer');
      const rows = await ctx.db.selectFrom('scenes').select(['category', (eb) => eb.fn.countAll<number>().as('count')])
        .where('project_uuid', '=', ctx.params.id).where('user_id', '=', project.user_id).where('deleted_at', 'is', null)
        .groupBy('category').orderBy('category').execute();
      const counts = rows.map((r) => ({ category: r.category, count: Number(r.count) }));
      if (!counts.some((c) => c.category === DEFAULT_SCENE_CATEGORY)) counts.unshift({ category: DEFAULT_SCENE_CATEGORY, count: 0 });
      return counts;
    },
  });

  kit.endpoint(UpdateCategory, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.query.projectId, 'editor');
      const problem = checkName(ctx.query.targetCategory);
      if (problem) throw Errors.badRequest(problem === 'empty' ? 'name.empty' : 'name.tooLong', { max: 50 });
      const result = await ctx.db.updateTable('scenes').set({ category: categoryOf(ctx.query.targetCategory) })
        .where('project_uuid', '=', ctx.query.projectId).where('user_id', '=', project.user_id).where('category', '=', ctx.query.sourceCategory)
        .executeTakeFirst();
      return { moved: Number(result.numUpdatedRows) };
    },
  });

  kit.endpoint(DeleteCategory, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.query.projectId, 'editor');
      const result = await ctx.db.updateTable('scenes').set({ category: DEFAULT_SCENE_CATEGORY })
        .where('project_uuid', '=', ctx.query.projectId).where('user_id', '=', project.user_id).where('category', '=', ctx.query.category)
        .executeTakeFirst();
      return { moved: Number(result.numUpdatedRows) };
    },
  });
}

/** 'name copy', cut to stay within 50 bytes. */
export function copyName(name: string): string {
  let base = name;
  while (Buffer.byteLength(`${base} copy`, 'utf8') > 50) base = Array.from(base).slice(0, -1).join('');
  return `${base} copy`;
}
