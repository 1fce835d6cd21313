/** The address of a publish link's viewer on this site (`/preview/:shortKey`, docs/publishing.md). */
export function linkAddress(origin: string, shortKey: string): string {
  return `${origin}/preview/${encodeURIComponent(shortKey)}`;
}
