/** The designer address of a scene (artist designer route). */
export function designerPath(projectUuid: string, sceneId: string, version: number | string): string {
  return `/artistDesigner/${encodeURIComponent(projectUuid)}/${encodeURIComponent(sceneId)}/${encodeURIComponent(String(version))}`;
}
