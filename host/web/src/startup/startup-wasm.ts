/** Where the start-up WebAssembly module is served from (our own static files, never another host). */
export const STARTUP_WASM_PATH = 'wasm/meshopt_decoder.wasm';

/** The fetch function the loader uses (the browser's by default). */
export type Fetcher = (url: string) => Promise<Response>;

/**
 * Fetch and instantiate the start-up WebAssembly module (the meshoptimizer mesh decoder, no imports needed).
 * Any failure (missing file, network error, bad bytes) is ignored silently: the result is then undefined.
 */
export async function loadStartupWasm(url: string, fetcher: Fetcher = (u) => fetch(u)): Promise<WebAssembly.Instance | undefined> {
  try {
    const response = await fetcher(url);
    if (!response.ok) return undefined;
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    const init = instance.exports.__wasm_call_ctors;
    if (typeof init === 'function') (init as () => void)();
    return instance;
  } catch {
    return undefined;
  }
}

let started: Promise<WebAssembly.Instance | undefined> | undefined;

/** Start loading the module once (at app start); later calls return the same promise. */
export function startupWasm(base: string = import.meta.env.BASE_URL ?? '/'): Promise<WebAssembly.Instance | undefined> {
  started ??= loadStartupWasm(`${base.endsWith('/') ? base : `${base}/`}${STARTUP_WASM_PATH}`);
  return started;
}
