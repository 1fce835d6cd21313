import type { ComponentType } from 'react';

/**
 * A React component (function or class) receiving props `P`. In the published package this type is declared
 * without React (`packages/sdk/declaration-overrides/`): a function of props, or a class constructed with them, so
 * that type-checking a plugin needs no React install. A plugin without React of its own uses the `mount` form of a
 * contribution instead.
 */
export type ReactComponent<P> = ComponentType<P>;
