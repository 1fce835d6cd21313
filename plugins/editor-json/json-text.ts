import type { JsonValue } from '../../sdk/index.js';

/** Debounce of JSON edits (spec 001 §9). */
export const JSON_DEBOUNCE_MS = 400;
/** Default code-mode height (spec 001 §2). */
export const JSON_DEFAULT_HEIGHT = 600;

/** Show a value as indented JSON. */
export function formatJson(value: JsonValue | undefined): string {
  return JSON.stringify(value ?? null, null, 2);
}

/** Parse typed JSON: the value, or the parser's error message. */
export function parseJsonText(text: string): { ok: true; value: JsonValue } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Calls `run` with the latest argument once no call came for `ms`; flush() runs a pending call now. */
export function debounce<T>(run: (arg: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { arg: T } | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const call = pending;
    pending = undefined;
    if (call) run(call.arg);
  };
  return {
    call(arg: T) {
      pending = { arg };
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, ms);
    },
    flush,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
