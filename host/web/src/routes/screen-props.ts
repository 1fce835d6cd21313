import type { RouteParams } from './route-params.js';
import type { RouteDefinition } from './route-table.js';

/** What the router hands every screen (the default export of screens/<screen>/index.tsx). */
export interface ScreenProps {
  /** The route's parameters, parsed and decoded. */
  readonly params: RouteParams;
  /** The route definition that matched. */
  readonly route: RouteDefinition;
  /** False while a kept-alive screen is hidden because the user switched away. */
  readonly active: boolean;
}
