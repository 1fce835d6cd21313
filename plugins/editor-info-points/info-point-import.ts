import { ImportInfoPoints, InfoPointImportRefused } from '../../sdk/endpoints.js';
import type { InfoPointImportRefusal } from '../../sdk/endpoints.js';
import { ApiError, readInfoPoints } from '../../sdk/index.js';
import type { ApiService, InfoPointData, JsonValue, OpenScenesService } from '../../sdk/index.js';

/** How an import went: the file's points, or the server's refusal (its message and refused lines, in the user's language). */
export type InfoPointImportResult =
  | { readonly ok: true; readonly points: InfoPointData[] }
  | { readonly ok: false; readonly message: string; readonly refusals: readonly InfoPointImportRefusal[]; readonly total: number };

/** The project of the scene being edited, where an imported file is kept as a project info-point set. */
export function activeProject(scenes: OpenScenesService | undefined): string | undefined {
  return scenes?.tabs.find((tab) => tab.id === scenes.activeId)?.projectUuid;
}

/**
 * Send a CSV or JSON file of points to the server (kf-resource/import-info-point): it is kept in the project as an
 * info-point set and its points come back; a refused file comes back as its refused lines, nothing kept.
 */
export async function importInfoPointFile(api: ApiService, project: string, file: File): Promise<InfoPointImportResult> {
  const form = new FormData();
  form.append('project', project);
  form.append('file', file, file.name);
  try {
    const set = await api.call(ImportInfoPoints, { body: form }, { handle: [405] });
    return { ok: true, points: readInfoPoints(set.data as JsonValue) };
  } catch (error) {
    // A refusal by the plan (storage used up) was shown by the api service with its Upgrade link.
    if (!(error instanceof ApiError) || error.code !== 405 || error.upgrade) throw error;
    const refused = InfoPointImportRefused.safeParse(error.data);
    return { ok: false, message: error.serverMessage ?? error.message, refusals: refused.success ? refused.data.refusals : [], total: refused.success ? refused.data.total : 1 };
  }
}
