import { httpOriginsOf } from '../../libs/origins/index.js';
import { ALLOWED_ORIGINS_PROP, PUZZLE_LIMITS } from '../../sdk/index.js';
import type { JsonObject } from '../../sdk/index.js';

/** The origins of the Scene root's allow list (one per line or comma separated; http(s) only; at most 32). */
export function allowedOriginsOf(rootProps: JsonObject): string[] {
  const raw = rootProps[ALLOWED_ORIGINS_PROP];
  return typeof raw === 'string' ? httpOriginsOf(raw, PUZZLE_LIMITS.allowedOrigins) : [];
}

/** The URL when it is an http(s) URL on one of the allowed origins; undefined otherwise. */
export function allowedUrl(url: string, origins: readonly string[]): URL | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    if (parsed.username || parsed.password) return undefined;
    return origins.includes(parsed.origin) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
