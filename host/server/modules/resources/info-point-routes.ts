/** Info points of a project (issue 29): point sets (kf-info-point), the import of a CSV or JSON file, the project's icon list. */
import { z } from 'zod';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { ApiError } from '../../http/api-error.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { SaveInfoPointsBody, type ProjectInfoPoints, type ResourceVo } from '../../../../sdk/contract/resource.js';
import { INFO_POINT_IMPORT_LIMITS, InfoPointListWire, type InfoPointImportRefused, type InfoPointWire } from '../../../../sdk/contract/info-point-list.js';
import { CopyProInfoPoints, DeleteProInfoPoints, FindProInfoPoints, ImportInfoPoints, UpdateProInfoPoints } from '../../../../sdk/contract/endpoints/index.js';
import { ownedProject } from '../scenes/scene-store.js';
import { changeProjects } from '../projects/project-store.js';
import { importName, uniqueName, uniqueNames } from './name-rules.js';
import { createDataResource, toResourceVo } from './resource-store.js';
import { copy, find, namesIn, remove, requireName, upsert } from './pro-resource-routes.js';
import { readInfoPointFileOffThread } from '../../workers/json-workers.js';
import type { InfoPointFileResult } from './info-point-file.js';

const R = 'resource';
const TYPE = 'info-point';

/** A resource as an info-point set: a row whose data is not a point list (an icon imported before issue 29) has none. */
function asPointSet(vo: ResourceVo): ProjectInfoPoints {
  const points = InfoPointListWire.safeParse(vo.data);
  return { ...vo, data: points.success ? points.data : [] };
}

/** A refused import as a 400 whose data lists the refused lines in the caller's language. */
function importRefused(ctx: RouteContext, result: Extract<InfoPointFileResult, { ok: false }>): ApiError {
  const data: InfoPointImportRefused = {
    refusals: result.refusals.map((r) => ({ line: r.line, message: ctx.t(r.key, { line: r.line, ...r.vars }) })),
    total: result.total,
  };
  return new ApiError(ReplyCode.warning, 'infoPoint.importRefused', { httpStatus: 400, vars: { count: result.total }, data });
}

/** Registers the info-point calls. */
export function infoPointRoutes(kit: RouteKit): void {
  kit.endpoint(UpdateProInfoPoints, { resource: R, action: 'write', handler: async (ctx) => asPointSet(await upsert(ctx, TYPE, ctx.body)) });
  kit.endpoint(FindProInfoPoints, { resource: R, action: 'read', handler: async (ctx) => (await find(ctx, TYPE, ctx.query)).map(asPointSet) });
  kit.endpoint(CopyProInfoPoints, { resource: R, action: 'write', handler: async (ctx) => asPointSet(await copy(ctx, TYPE, ctx.body)) });
  kit.endpoint(DeleteProInfoPoints, { resource: R, action: 'delete', handler: (ctx) => remove(ctx, TYPE, ctx.params.uuid) });

  kit.endpoint(ImportInfoPoints, {
    resource: R, action: 'write',
    async handler(ctx) {
      await ownedProject(ctx, ctx.body.project);
      const file = ctx.file('file');
      if (file.data.byteLength > INFO_POINT_IMPORT_LIMITS.maxFileBytes) throw new ApiError(ReplyCode.warning, 'error.tooLarge', { httpStatus: 413 });
      const base = requireName(importName(ctx.body.filename?.trim() ? ctx.body.filename : file.filename));
      const result = await readInfoPointFileOffThread(file.data, file.filename);
      if (!result.ok) throw importRefused(ctx, result);
      const points: InfoPointWire[] = result.points;
      const name = uniqueName(base, await namesIn(ctx, TYPE, ctx.body.project));
      // One row: the file's points are stored together or not at all.
      const row = await createDataResource(ctx, { projectUuid: ctx.body.project, sceneUuid: null, typeId: TYPE, name, groups: [], data: points });
      return { ...toResourceVo(row), data: points };
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-resource/save-info-points', resource: R, action: 'write',
    body: SaveInfoPointsBody, response: z.array(z.record(z.string(), z.unknown())),
    summary: 'Set the info-point icons of a project (name, url, category; spec 000 Project.infoPoints); names made unique with .1, .2 …',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.body.projectId);
      for (const p of ctx.body.infoPoints) requireName(p.name);
      const names = uniqueNames(ctx.body.infoPoints.map((p) => p.name.trim()));
      const points = ctx.body.infoPoints.map((p, i) => ({ ...p, name: names[i] }));
      await changeProjects(ctx, [{ row: project, set: { info_points: JSON.stringify(points), updated_at: ctx.clock.now() } }]);
      return points;
    },
  });
}
