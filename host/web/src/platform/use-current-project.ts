import { GetAllProjects, GetDefaultProject } from '../../../../sdk/contract/endpoints/index.js';
import { liveSelection, sameSelection } from './current-project.js';
import { useApi, useAsync, useSession } from './hooks.js';

/** The current project, checked against the live projects (and made so on a fresh login): uuid and name. */
export function useCurrentProject() {
  const api = useApi();
  const session = useSession();
  return useAsync(async (): Promise<{ uuid: string; name: string } | undefined> => {
    let projects = await api.call(GetAllProjects);
    // The server makes the default project when it is missing.
    if (projects.length === 0) projects = [await api.call(GetDefaultProject)];
    const next = liveSelection(session.selectedProjects, projects);
    if (!sameSelection(next, session.selectedProjects)) session.setSelectedProjects(next);
    const current = projects.find((p) => p.uuid === next[0]);
    return current && { uuid: current.uuid, name: current.name };
  }, []);
}
