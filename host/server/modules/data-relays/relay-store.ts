// Relay rows: what members read (never the secret), and the access checks of the relay calls.
import './relay-tables.js';
import type { DataRelayKind, DataRelayVo } from '../../../../sdk/contract/data-relay.js';
import type { ProjectRole } from '../../../../sdk/contract/project-members.js';
import type { Db } from '../../db/schema.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { Errors } from '../../http/api-error.js';
import { requireRole, roleOf } from '../members/project-access.js';
import type { DataRelayTable } from './relay-tables.js';

function headerNames(row: Pick<DataRelayTable, 'header_names'>): string[] {
  try {
    const names = JSON.parse(row.header_names) as unknown;
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** A relay as members see it: the password and header values never leave the server. */
export function relayVo(row: DataRelayTable): DataRelayVo {
  return {
    id: row.id, projectUuid: row.project_uuid, name: row.name, kind: row.kind as DataRelayKind, url: row.url, username: row.username,
    hasPassword: row.has_password === 1, headerNames: headerNames(row), qos: row.qos === 1 ? 1 : 0,
    createdAt: Number(row.created_at), updatedAt: Number(row.updated_at),
  };
}

/** A relay of a live project the caller has at least `need` in; the same 404 for a missing and a foreign one. */
export async function accessibleRelay(ctx: { readonly db: Db; readonly user: Pick<AuthUser, 'id'> }, id: string, need: ProjectRole): Promise<DataRelayTable> {
  const row = await ctx.db.selectFrom('data_relays').selectAll('data_relays')
    .innerJoin('projects', 'projects.uuid', 'data_relays.project_uuid')
    .leftJoin('project_members', (join) => join.onRef('project_members.project_uuid', '=', 'data_relays.project_uuid').on('project_members.user_id', '=', ctx.user.id))
    .select(['projects.user_id as owner_id', 'project_members.role as member_role'])
    .where('data_relays.id', '=', id).where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('dataRelay.notFound');
  const { owner_id: ownerId, member_role: memberRole, ...relay } = row;
  requireRole(roleOf(ctx.user.id, ownerId, memberRole), need, 'dataRelay.notFound');
  return relay;
}
