import type { RouteDefinition } from './route-table.js';

/** The react-router `handle` of every screen route: its definition from the route table. */
export interface RouteHandle {
  readonly route: RouteDefinition;
}
