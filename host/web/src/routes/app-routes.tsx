import { lazy, Suspense, useMemo, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from './route-table.js';
import { SCREEN_LOADERS, prefetchNextScreens } from './screen-loaders.js';
import { screenRoute } from './screen-route.js';
import { RootLayout } from './root-layout.js';
import { ScreenLoading } from './screen-loading.js';
import { RouteErrorBoundary } from './route-error-boundary.js';

/**
 * The element of one table entry: its screen, whose module loads on first visit (the page shows the loading bar until
 * then), inside a boundary that shows a translated page with Reload when the code failed to load or the screen threw.
 */
export function screenElement(route: RouteDefinition): ReactElement {
  const Screen = lazy(async () => {
    const module = await SCREEN_LOADERS[route.screen]();
    prefetchNextScreens(route.screen);
    return { default: screenRoute(route, module.default) };
  });
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The whole route tree: one layout route around every screen route. Declarative routes (inside `BrowserRouter`), not
 * the data router: the app uses no loaders or actions, and the data router's code was 17 kB of the first route's gzip.
 * Navigations run in a transition, so the screen shown stays until the next one's code has arrived.
 */
export function AppRoutes() {
  const screens = useMemo(() => ROUTES.map((route) => ({ route, element: screenElement(route) })), []);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {screens.map(({ route, element }) => <Route key={route.id} path={route.path} element={element} />)}
      </Route>
    </Routes>
  );
}
