/** A version's display text (spec 000 §5): cut at the first '.', and anything up to ':' dropped. */
export function versionLabel(version: string | number): string {
  let text = String(version);
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot);
  const colon = text.lastIndexOf(':');
  if (colon >= 0) text = text.slice(colon + 1);
  return text.trim();
}

/** Whether a scene uuid is temporary: '+' and a timestamp, or a number above 1e12 (spec 000 §5). */
export function isTemporarySceneId(id: string): boolean {
  return id.startsWith('+') || (/^\d+$/.test(id) && Number(id) > 1e12);
}
