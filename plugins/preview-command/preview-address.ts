/** The preview route of a scene (spec 000 §2): `/preview/:projectUuid/:sceneId/:ticket`, or with the console flag. */
export function previewAddress(projectUuid: string, sceneId: string, ticket: string, withConsole: boolean): string {
  const parts = ['preview', projectUuid, sceneId, ...(withConsole ? ['1'] : []), ticket].map(encodeURIComponent);
  return `/${parts.join('/')}`;
}
