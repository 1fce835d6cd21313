import { topicMatches } from '../../libs/data-paths/index.js';

/** Most topics whose routes are remembered per source (a feed of more distinct topics clears the memory and starts again). */
const REMEMBERED_TOPICS = 20_000;

/** Whether a topic filter has MQTT wildcards (`+` or `#` as a level). */
const isWildcard = (filter: string) => filter.split('/').some((level) => level === '+' || level === '#');

interface SourceRoutes<T> {
  /** Entries of bindings whose topic has no wildcard, by that topic. */
  readonly exact: Map<string, T[]>;
  /** Entries of bindings with a wildcard filter, grouped by filter: one match per distinct filter, however many bind it. */
  readonly wildcard: Map<string, T[]>;
  /** Entries of bindings with topic '' (every message of the source). */
  readonly every: T[];
  /** The routes of topics seen lately (exact, wildcard and '' together). */
  readonly remembered: Map<string, readonly T[]>;
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * The bindings of a scene indexed for routing: by source, then by exact topic, with a short list of wildcard filters
 * (one entry per distinct filter) and the bindings that take every message. A message's bindings are found with one
 * map lookup and one match per distinct wildcard filter, never a walk over every binding of its source; the answer is
 * remembered per topic, so a feed of many topics repeating pays the wildcard matches once.
 */
export class BindingRoutes<T extends { readonly binding: { readonly source: string; readonly topic: string } }> {
  private readonly bySource = new Map<string, SourceRoutes<T>>();

  constructor(entries: Iterable<T>) {
    for (const entry of entries) {
      const { source, topic } = entry.binding;
      let routes = this.bySource.get(source);
      if (!routes) this.bySource.set(source, (routes = { exact: new Map(), wildcard: new Map(), every: [], remembered: new Map() }));
      if (!topic) routes.every.push(entry);
      else push(isWildcard(topic) ? routes.wildcard : routes.exact, topic, entry);
    }
  }

  /** The entries a message of `source` on `topic` goes to, in the order the bindings were given within each group. */
  routesOf(source: string, topic: string): readonly T[] {
    const routes = this.bySource.get(source);
    if (!routes) return NONE;
    const known = routes.remembered.get(topic);
    if (known) return known;
    const found: T[] = [...(routes.exact.get(topic) ?? NONE)];
    for (const [filter, entries] of routes.wildcard) if (topicMatches(filter, topic)) found.push(...entries);
    found.push(...routes.every);
    if (routes.remembered.size >= REMEMBERED_TOPICS) routes.remembered.clear();
    routes.remembered.set(topic, found);
    return found;
  }

  /** Whether any binding reads `source`. */
  has(source: string): boolean {
    return this.bySource.has(source);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
