import { useMemo, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { parseRouteParams } from './route-params.js';
import type { RouteDefinition } from './route-table.js';
import type { ScreenProps } from './screen-props.js';
import { useScreenActive } from './screen-activity.js';

/** Wrap a screen so it receives its route's parsed parameters, its definition and whether it is shown. */
export function screenRoute(route: RouteDefinition, Screen: ComponentType<ScreenProps>): ComponentType {
  function ScreenRoute() {
    const raw = useParams();
    const active = useScreenActive();
    const key = JSON.stringify(raw);
    // The JSON key stands for the params object, which react-router renews on every render.
    const params = useMemo(() => parseRouteParams(raw), [key]);
    return <Screen params={params} route={route} active={active} />;
  }
  ScreenRoute.displayName = `ScreenRoute(${route.id})`;
  return ScreenRoute;
}
