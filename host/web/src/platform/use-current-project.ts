import { GetAllProjects, GetDefaultProject } from '../../../../sdk/contract/endpoints/index.js';
import { liveSelection, sameSelection } from './current-project.js';
import { useApi, useAsync, useSession } from './hooks.js';

/**
 * The current project, checked against the live projects (and made so on a fresh login): uuid and name.
 * `enabled` false (a user without projects of their own) asks nothing; `silent` keeps a failure off the screen.
 */
export function useCurrentProject(options: { readonly enabled?: boolean; readonly silent?: boolean } = {}) {
  const api = useApi();
  const session = useSession();
  const enabled = options.enabled ?? true;
  const silent = options.silent ?? false;
  return useAsync(async (): Promise<{ uuid: string; name: string } | undefined> => {
    if (!enabled) return undefined;
    let projects = await api.call(GetAllProjects, {}, { silent });
    // The server makes the default project when it is missing.
    if (projects.length === 0) projects = [await api.call(GetDefaultProject, {}, { silent })];
    const next = liveSelection(session.selectedProjects, projects);
    if (!sameSelection(next, session.selectedProjects)) session.setSelectedProjects(next);
    const current = projects.find((p) => p.uuid === next[0]);
    return current && { uuid: current.uuid, name: current.name };
  }, [enabled]);
}
