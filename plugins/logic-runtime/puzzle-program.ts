import { LOCKED_GLOBALS } from './lock-down.js';
import type { PuzzleApi } from '../../sdk/sandbox.js';

/** Names the program's function shadows as parameters (bound to undefined), on top of the worker's lock-down. */
const SHADOWED = [...new Set<string>([...LOCKED_GLOBALS, 'window', 'self', 'globalThis', 'postMessage', 'close', 'onmessage'])];

/**
 * Compile a puzzle's generated code as the strict-mode body of a function whose only useful parameter is `scene`.
 * Throws a SyntaxError for code that does not parse.
 */
export function compilePuzzle(code: string): (api: PuzzleApi) => void {
  // eslint-disable-next-line no-new-func -- running generated code is the sandbox's purpose (in its worker only)
  const body = new Function('scene', ...SHADOWED, `'use strict';\n${code}\n`) as (api: PuzzleApi, ...rest: undefined[]) => void;
  return (api) => body.call(undefined, api);
}
