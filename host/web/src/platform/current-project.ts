import type { SessionService } from '../../../../sdk/index.js';

/** The current project: the first of the locally kept selection. */
export function currentProjectUuid(session: SessionService): string | undefined {
  return session.selectedProjects[0];
}
