import type { SessionControl } from '../../../../core/services/session/session-control.js';

/** The current project: the first of the locally kept selection. */
export function currentProjectUuid(session: SessionControl): string | undefined {
  return session.selectedProjects[0];
}

/** A live project as the choice needs it. */
export interface ProjectChoice {
  readonly uuid: string;
  readonly isDefault?: boolean;
}

/**
 * The selection kept to live projects, with a current one whenever a project exists: a project deleted elsewhere
 * leaves it, and a fresh login (nothing selected) gets the default project, else the first.
 */
export function liveSelection(selected: readonly string[], projects: readonly ProjectChoice[]): string[] {
  const live = selected.filter((uuid) => projects.some((p) => p.uuid === uuid));
  if (live.length > 0) return live;
  const fallback = projects.find((p) => p.isDefault) ?? projects[0];
  return fallback ? [fallback.uuid] : [];
}

/** Whether two selections are the same list. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((uuid, i) => uuid === b[i]);
}
