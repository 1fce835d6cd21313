import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from './route-table.js';
import { SCREEN_LOADERS, prefetchNextScreens } from './screen-loaders.js';
import { screenRoute } from './screen-route.js';
import type { RouteHandle } from './route-handle.js';
import { RootLayout } from './root-layout.js';
import { ScreenLoading } from './screen-loading.js';
import { RouteError } from './route-error.js';

/** The react-router route object of one table entry; the screen module loads on first visit. */
export function toRouteObject(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  return {
    id: route.id,
    path: route.path,
    handle,
    // A screen whose code failed to load or that threw shows a translated page with Reload, inside the root layout.
    errorElement: <RouteError />,
    lazy: async () => {
      const module = await SCREEN_LOADERS[route.screen]();
      prefetchNextScreens(route.screen);
      return { Component: screenRoute(route, module.default) };
    },
  };
}

/** The whole route tree: one layout route around every screen route. */
export function createAppRoutes(): RouteObject[] {
  return [{ id: 'app', element: <RootLayout />, HydrateFallback: ScreenLoading, children: ROUTES.map(toRouteObject) }];
}

/** The browser router of the web app. */
export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
