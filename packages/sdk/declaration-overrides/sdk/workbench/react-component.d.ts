/**
 * A React component (function or class) receiving props `P`, declared without React's types so that
 * type-checking a plugin needs no React install. A plugin without React of its own uses the `mount` form of a
 * contribution instead.
 */
export type ReactComponent<P> = ((props: P) => unknown) | (abstract new (props: P) => unknown);
