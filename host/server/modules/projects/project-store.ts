import type { ProjectVo } from '../../../../sdk/contract/project.js';
import type { ProjectTable } from '../../db/schema.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext } from '../../http/route-kit.js';

/** A live (not deleted) project of the signed-in user, or a 404 refusal (another user's id gets the same refusal). */
export async function requireOwnedProject(ctx: Pick<RouteContext, 'db' | 'user'>, uuid: string): Promise<ProjectTable> {
  const row = await ctx.db.selectFrom('projects').selectAll()
    .where('uuid', '=', uuid).where('user_id', '=', ctx.user.id).where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('project.notFound');
  return row;
}

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The wire form of a project row. */
export function toProjectVo(row: ProjectTable): ProjectVo {
  return {
    uuid: row.uuid,
    name: row.name,
    groups: parseList(row.groups),
    desRoutes: parseList(row.des_routes),
    infoPoints: parseList(row.info_points) as ProjectVo['infoPoints'],
    isDefault: row.is_default === 1,
    componentLib: row.kind === 'component-lib',
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
