/**
 * The one resolver of URLs that come from scene content or logic (texture, background, environment images…): the
 * URL the engine may fetch, or undefined when it would leave the page's origin.
 *
 * - `data:` URLs pass (no network); `blob:` URLs pass when made by this origin.
 * - A name (no scheme, not starting with `/` or `\`) is a stored scene asset: `assetUrl(name)`.
 * - Anything else is parsed with `URL` against the page, the way the browser will read it, and passes only when its
 *   origin is the page's: `/\evil.example/x`, `\\evil.example`, `//evil`, `http://evil`, ` //evil` (leading
 *   spaces and control characters stripped by the parser), tabs or newlines inside the host… all resolve to another
 *   origin and are refused. The asset URL is checked the same way.
 */
export function resolveSceneUrl(ref: string, assetUrl: (name: string) => string, pageUrl: string = globalThis.location?.href ?? 'http://localhost/'): string | undefined {
  if (typeof ref !== 'string' || !ref) return undefined;
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (/^data:/i.test(ref)) return ref;
  // eslint-disable-next-line no-control-regex -- the URL parser strips leading C0 controls; so does this test
  const isName = !/^[\s\u0000-\u001f]*([a-z][a-z0-9+.-]*:|[/\\])/i.test(ref);
  const candidate = isName ? assetUrl(ref) : ref;
  let url: URL;
  try {
    url = new URL(candidate, page);
  } catch {
    return undefined;
  }
  if (url.protocol === 'blob:') {
    try {
      return new URL(url.pathname).origin === page.origin ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== page.origin || url.username || url.password) return undefined;
  return isName ? candidate : url.href;
}
