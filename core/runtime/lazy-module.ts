/** A module loaded on first use: `load` imports it once (again after a failure), `loaded` is it once it has come. */
export interface LazyModule<T> {
  load(): Promise<T>;
  readonly loaded: T | undefined;
}

/** Wrap a dynamic `import()` so that code which can use the module at once, once it is there, need not wait. */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  const lazy = {
    loaded: undefined as T | undefined,
    load: (): Promise<T> => (loading ??= importer().then((module) => (lazy.loaded = module), (error: unknown) => {
      loading = undefined;
      throw error;
    })),
  };
  return lazy;
}
