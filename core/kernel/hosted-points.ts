import { Commands, GeometryBuilders, NodeAdapters, Panels, PropertyEditors } from '../../sdk/index.js';
import type { ContributionPoint } from '../../sdk/index.js';

/**
 * The SDK's points that declare checks, declared to the registry before any plugin runs: a plugin that names a point
 * by a plain `{ id }` (plain JavaScript) or by an object with other checks still gets the point's own checks. Nothing
 * here is per point: each point's checks are in its declaration.
 */
export const HOSTED_POINTS: readonly ContributionPoint<unknown>[] = [Commands, Panels, PropertyEditors, GeometryBuilders, NodeAdapters];
