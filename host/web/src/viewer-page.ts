import type { RouteDefinition } from './routes/route-table.js';

/** A publish link's page as the viewer's own entry shows it: the screen, its route and the link's short key. */
export interface ViewerPage {
  readonly screen: 'preview' | 'presenter' | 'product-exhibition';
  readonly route: RouteDefinition;
  readonly shortKey: string;
}

/** At most this many characters of a short key are read from an address (keys have 22). */
const KEY_CHARS = 64;

/**
 * The publish link page at `pathname` (the routes `preview-link`, `presenter` and `product-exhibition-presenter` of
 * routes/route-table.ts, the same ids and screens), or undefined for any other address.
 */
export function viewerPageOf(pathname: string): ViewerPage | undefined {
  const segments = pathname.split('/').filter((s) => s !== '');
  let page: Omit<ViewerPage, 'shortKey'> | undefined;
  let key: string | undefined;
  if (segments.length === 2 && segments[0] === 'preview') {
    page = { screen: 'preview', route: { id: 'preview-link', path: '/preview/:shortKey', screen: 'preview', extension: true } };
    key = segments[1];
  } else if (segments.length === 2 && segments[0] === 'presenter') {
    page = { screen: 'presenter', route: { id: 'presenter', path: '/presenter/:shortKey', screen: 'presenter' } };
    key = segments[1];
  } else if (segments.length === 3 && segments[0] === 'productExhibition' && segments[1] === 'presenter') {
    page = { screen: 'product-exhibition', route: { id: 'product-exhibition-presenter', path: '/productExhibition/presenter/:shortKey', screen: 'product-exhibition', mode: 'presenter' } };
    key = segments[2];
  }
  if (!page || key === undefined || key.length > KEY_CHARS || !/^[A-Za-z0-9_-]+$/.test(key)) return undefined;
  return { ...page, shortKey: key };
}
