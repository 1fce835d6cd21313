/** The screens the router can show; each lives in host/web/src/screens/<screen>/index.tsx. */
export type ScreenName =
  | 'login'
  | 'register'
  | 'designer'
  | 'project-list'
  | 'scene-list'
  | 'recycle-bin'
  | 'my-files'
  | 'user-settings'
  | 'notifications'
  | 'outbox'
  | 'subscription'
  | 'my-publications'
  | 'market'
  | 'preview'
  | 'presenter'
  | 'product-exhibition'
  | 'not-found';

/** One route: its path (react-router syntax), the screen it shows and its metadata. */
export interface RouteDefinition {
  /** Stable id, also the react-router route id. */
  readonly id: string;
  /** Path pattern; `:name` is a parameter, `:name?` an optional one. */
  readonly path: string;
  /** The screen shown. */
  readonly screen: ScreenName;
  /** Keep the screen mounted (hidden) when the user switches away, so its state survives. */
  readonly keepAlive?: boolean;
  /** Extra mode the screen is opened in. */
  readonly mode?: 'presenter';
  /** True for routes we added beyond the table of spec 000 §2. */
  readonly extension?: boolean;
}

/**
 * Every route of spec 000 §2, in the spec's order, plus the routes of screens the spec names without a path
 * (marked `extension`). `/preview/:projectUuid/:sceneId/:ticket/:data` shares its shape with the console route
 * and is told apart by the parameter parser (see parseRouteParams).
 */
export const ROUTES: readonly RouteDefinition[] = [
  { id: 'root', path: '/', screen: 'login' },
  { id: 'login-group-role', path: '/login/:group/:role', screen: 'login' },
  { id: 'login-ticket', path: '/login/:ticket', screen: 'login' },
  { id: 'login-group-role-ticket', path: '/login/:group/:role/:ticket', screen: 'login' },
  { id: 'register', path: '/register', screen: 'register' },
  { id: 'design', path: '/design', screen: 'designer' },
  { id: 'design-project', path: '/design/:projectUuid/:projectName/:ticket', screen: 'designer' },
  { id: 'project-open', path: '/project/:projectUuid/:ticket', screen: 'designer' },
  { id: 'page-open', path: '/page/:projectUuid/:pageId/:ticket', screen: 'designer' },
  { id: 'project-list', path: '/project', screen: 'project-list' },
  { id: 'project-list-ticket', path: '/project/:ticket', screen: 'project-list' },
  { id: 'preview', path: '/preview/:projectUuid/:sceneId/:ticket', screen: 'preview' },
  { id: 'preview-console', path: '/preview/:projectUuid/:sceneId/:consoleFlag/:ticket', screen: 'preview' },
  { id: 'preview-console-short-key', path: '/preview/:projectUuid/:sceneId/:consoleFlag/:shortKey/:ticket', screen: 'preview' },
  { id: 'presenter', path: '/presenter/:shortKey', screen: 'presenter' },
  // A publish link's viewer (docs/publishing.md): under /preview/ so the server gives it the player's page policy.
  { id: 'preview-link', path: '/preview/:shortKey', screen: 'preview', extension: true },
  { id: 'artist-designer', path: '/artistDesigner/:projectUuid/:sceneId/:sceneIdVersion/:ticket?', screen: 'designer', keepAlive: true },
  {
    id: 'artist-designer-category',
    path: '/artistDesignerWithCategory/:projectUuid/:sceneId/:sceneIdVersion/:category',
    screen: 'designer',
    keepAlive: true,
  },
  { id: 'artist-designer-project', path: '/artistDesigner/:projectUuid', screen: 'designer', keepAlive: true },
  { id: 'product-exhibition', path: '/productExhibition', screen: 'product-exhibition' },
  { id: 'product-exhibition-presenter', path: '/productExhibition/presenter/:shortKey', screen: 'product-exhibition', mode: 'presenter' },
  { id: 'scene-list', path: '/scenes/:projectUuid', screen: 'scene-list', extension: true },
  { id: 'recycle-bin', path: '/recycleBin', screen: 'recycle-bin', extension: true },
  { id: 'my-files', path: '/myFiles', screen: 'my-files', extension: true },
  { id: 'user-settings', path: '/userSettings', screen: 'user-settings', extension: true },
  { id: 'notifications', path: '/notifications', screen: 'notifications', extension: true },
  { id: 'outbox', path: '/outbox', screen: 'outbox', extension: true },
  // The commercial side (docs/commerce.md): plans and checkout, order history, AI points, code exchange, a payment's result.
  { id: 'subscription', path: '/subscription', screen: 'subscription', extension: true },
  { id: 'subscription-orders', path: '/subscription/orders', screen: 'subscription', extension: true },
  { id: 'subscription-points', path: '/subscription/points', screen: 'subscription', extension: true },
  { id: 'subscription-redeem', path: '/subscription/redeem', screen: 'subscription', extension: true },
  { id: 'subscription-result', path: '/subscription/result/:orderUuid', screen: 'subscription', extension: true },
  { id: 'my-publications', path: '/myPublications', screen: 'my-publications', extension: true },
  // The market (docs/market.md); a market item's page names the item's id in the sceneId parameter.
  { id: 'market', path: '/market', screen: 'market', extension: true },
  { id: 'market-libraries', path: '/market/libraries', screen: 'market', extension: true },
  { id: 'market-item', path: '/market/:sceneId', screen: 'market', extension: true },
  { id: 'not-found', path: '*', screen: 'not-found' },
];

/** The route with this id; throws for an unknown id. */
export function routeById(id: string): RouteDefinition {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route '${id}'`);
  return route;
}
