import type { JsonObject, JsonValue } from '../scene/json.js';
import type { NodeId } from '../scene/document.js';

/**
 * Live data on the scene document (docs/live-data.md): the data sources a scene connects to and the bindings from
 * their messages to node properties. Both live in one prop of the Scene root, {@link LIVE_DATA_PROP}, like the root's
 * other scene-wide settings (allowedOrigins): so a binding is an ordinary `setProp` edit (undoable, saved with the
 * scene, exported in `.kzs`), and the scene document format did not change.
 */
export const LIVE_DATA_PROP = 'liveData';

/** Upper bounds of the live-data prop: a value read from a scene is cut to them, an editor refuses to go past them. */
export const LIVE_DATA_LIMITS = Object.freeze({
  /** Most data sources of one scene. */
  sources: 32,
  /** Most bindings of one scene. */
  bindings: 10_000,
  /** Characters of an id (source or binding). */
  idChars: 64,
  /** Characters of a source's name. */
  nameChars: 64,
  /** Characters of a URL. */
  urlChars: 2048,
  /** Characters of a user name or password. */
  credentialChars: 256,
  /** Characters of a topic (an MQTT topic filter, a path of the source). */
  topicChars: 256,
  /** Characters of a JSON path into a message. */
  pathChars: 256,
  /** Most transforms of one binding. */
  transforms: 8,
  /** Most steps of a thresholds transform or entries of a lookup table. */
  steps: 64,
  /** Characters of a text value (a threshold's status or colour, a lookup value, a property key). */
  textChars: 256,
  /** Characters of a formula. */
  formulaChars: 256,
  /** Seconds without a message before a live source counts as stale. */
  staleAfter: { min: 1, max: 3600, default: 10 },
  /** Most request headers of one source (HTTP polling, Server-Sent Events). */
  headers: 16,
  /** Characters of a header's name. */
  headerNameChars: 64,
  /** Characters of a header's value. */
  headerValueChars: 1024,
  /** Milliseconds between two polls of an HTTP source. */
  pollInterval: { min: 500, max: 3_600_000, default: 5000 },
  /** Largest message a source passes on, in characters (larger ones are counted and dropped). */
  messageChars: 256 * 1024,
  /**
   * Most messages of one source taken as they come in one second; past it, only the newest message of each topic is
   * kept and taken when the second ends (the ones it replaces are counted flooded and dropped).
   */
  messagesPerSecond: 20_000,
  /** Most topics of one source kept past the rate limit within one second (a newcomer past it is dropped). */
  heldTopics: 20_000,
  /** Most characters of one source's messages kept past the rate limit within one second. */
  heldChars: 8 * 1024 * 1024,
  /** Milliseconds before the first reconnection; doubled at each failure up to `reconnectMaxMs`. */
  reconnectBaseMs: 500,
  /** Longest wait between two reconnections. */
  reconnectMaxMs: 30_000,
});

/** MQTT quality of service a subscription asks for. */
export type DataQos = 0 | 1;

/** One data source of a scene: which kind of feed, where, and how it is judged stale. */
export interface DataSourceConfig {
  /** Unique within the scene. */
  readonly id: string;
  /** The `DataSources` contribution that connects it (e.g. 'mqtt', 'websocket'). */
  readonly kind: string;
  /** Shown in the binding panel. */
  readonly name: string;
  /** Where to connect: ws(s):// for MQTT and WebSocket, http(s):// for SSE and polling. */
  readonly url: string;
  /** Seconds without a message before the source's status turns stale. */
  readonly staleAfter: number;
  /** User name, for sources that sign in (MQTT); '' for none. */
  readonly username: string;
  /** Password, for sources that sign in; '' for none. Saved in the scene: use a read-only account (see docs). */
  readonly password: string;
  /** MQTT: quality of service of the subscriptions. */
  readonly qos: DataQos;
  /** HTTP polling: milliseconds between polls. */
  readonly interval: number;
  /** HTTP polling and Server-Sent Events: request headers (e.g. an API key), in order; none when absent. */
  readonly headers?: readonly DataSourceHeader[];
  /**
   * For the 'relay' kind: the id of a data relay of the scene's project, which holds the feed's address and
   * credentials on the server (docs/live-data.md "The relay"); absent for other kinds.
   */
  readonly relay?: string;
}

/** One request header of an HTTP source. */
export interface DataSourceHeader {
  readonly name: string;
  readonly value: string;
}

/** A header name is an HTTP token (RFC 9110). */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Whether `name: value` may be sent as a request header: the name an HTTP token, the value without line breaks or
 * control characters, both within their limits.
 */
export function validDataSourceHeader(name: string, value: string): boolean {
  return name.length > 0 && name.length <= LIVE_DATA_LIMITS.headerNameChars && HEADER_NAME.test(name)
    && value.length <= LIVE_DATA_LIMITS.headerValueChars && !hasControlCharacter(value);
}

/** Whether a text has a control character other than a tab (a line break would split a header in two). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

/** What a binding writes: a declared property of a node, or one field of one item of a list property. */
export interface BindingTarget {
  /** The node. */
  readonly node: NodeId;
  /** A key of the node type's descriptor table (e.g. 'visible', 'infoPoints'). */
  readonly property: string;
  /** For a list of items with ids (info points, heat-map points, text points): the item's id; '' for the whole value. */
  readonly item: string;
  /** With `item`: the item's field (e.g. 'status', 'value', 'text'); '' for the whole item. */
  readonly field: string;
}

/**
 * A binding target's `property` that plays a state animation instead of writing a property: `item` is the state
 * animation's id and `node` its owner (the Scene root for the scene's own). A text value jumps to the state of that id
 * or name (with the animation's transition); a number sets a progress-mode animation's progress (0–1). At run time
 * only, like every bound value: the animation's saved state does not change.
 */
export const STATE_ANIMATION_TARGET = '@stateAnimation';

/** A scalar a transform may produce. */
export type BindingScalar = string | number | boolean;

/** One step of a binding's value on its way from the message to the property, applied in order. */
export type BindingTransform =
  /** value × scale + offset. */
  | { readonly kind: 'scale'; readonly scale: number; readonly offset: number }
  /** The value kept within min..max. */
  | { readonly kind: 'clamp'; readonly min: number; readonly max: number }
  /** The `value` of the last step whose `atLeast` the number reaches (steps ascending), else `below`. */
  | { readonly kind: 'thresholds'; readonly below: BindingScalar; readonly steps: readonly { readonly atLeast: number; readonly value: BindingScalar }[] }
  /** The value of the entry whose key is the value's text, else `fallback` (or the value itself when fallback is null). */
  | { readonly kind: 'lookup'; readonly entries: readonly { readonly key: string; readonly value: BindingScalar }[]; readonly fallback: BindingScalar | null }
  /** A formula of the safe expression language over `value` (docs/live-data.md). */
  | { readonly kind: 'formula'; readonly expression: string };

/** The kinds of transform. */
export type BindingTransformKind = BindingTransform['kind'];

/** One binding: a value in a source's messages, transformed, shown on a node's property. */
export interface BindingData {
  /** Unique within the scene. */
  readonly id: string;
  /** The data source's id. */
  readonly source: string;
  /** Which messages: an MQTT topic filter (+ and # wildcards), or '' for every message of the source. */
  readonly topic: string;
  /** A JSON path into the message (`a.b[0].c`, `$` or '' for the whole message). */
  readonly path: string;
  /** Applied in order. */
  readonly transforms: readonly BindingTransform[];
  /** Where the value goes. */
  readonly target: BindingTarget;
}

/** The live data of a scene: the value of the Scene root's {@link LIVE_DATA_PROP}. */
export interface LiveDataConfig {
  readonly sources: readonly DataSourceConfig[];
  readonly bindings: readonly BindingData[];
  /** Whether the player shows the sources' status over the scene (the designer's panel always does). */
  readonly showStatus?: boolean;
}

/** A scene without live data. */
export const EMPTY_LIVE_DATA: LiveDataConfig = Object.freeze({ sources: Object.freeze([]), bindings: Object.freeze([]) });

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');
const finite = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const within = (v: number, range: { readonly min: number; readonly max: number }) => Math.min(range.max, Math.max(range.min, v));
const scalar = (v: unknown): BindingScalar | undefined =>
  typeof v === 'string' ? v.slice(0, LIVE_DATA_LIMITS.textChars) : typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? v : undefined;

function readHeaders(raw: unknown): DataSourceHeader[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, LIVE_DATA_LIMITS.headers).flatMap((h: unknown) =>
    isObject(h) && typeof h.name === 'string' && typeof h.value === 'string' && validDataSourceHeader(h.name, h.value) ? [{ name: h.name, value: h.value }] : []);
}

function readSource(raw: unknown): DataSourceConfig | undefined {
  if (!isObject(raw)) return undefined;
  const id = text(raw.id, LIVE_DATA_LIMITS.idChars);
  const kind = text(raw.kind, LIVE_DATA_LIMITS.idChars);
  if (!id || !kind) return undefined;
  return {
    id,
    kind,
    name: text(raw.name, LIVE_DATA_LIMITS.nameChars),
    url: text(raw.url, LIVE_DATA_LIMITS.urlChars),
    staleAfter: within(finite(raw.staleAfter, LIVE_DATA_LIMITS.staleAfter.default), LIVE_DATA_LIMITS.staleAfter),
    username: text(raw.username, LIVE_DATA_LIMITS.credentialChars),
    password: text(raw.password, LIVE_DATA_LIMITS.credentialChars),
    qos: raw.qos === 1 ? 1 : 0,
    interval: within(finite(raw.interval, LIVE_DATA_LIMITS.pollInterval.default), LIVE_DATA_LIMITS.pollInterval),
    headers: readHeaders(raw.headers),
    ...(typeof raw.relay === 'string' && raw.relay ? { relay: raw.relay.slice(0, LIVE_DATA_LIMITS.idChars) } : {}),
  };
}

function readTransform(raw: unknown): BindingTransform | undefined {
  if (!isObject(raw)) return undefined;
  switch (raw.kind) {
    case 'scale':
      return { kind: 'scale', scale: finite(raw.scale, 1), offset: finite(raw.offset, 0) };
    case 'clamp': {
      const min = finite(raw.min, 0);
      const max = finite(raw.max, 1);
      return { kind: 'clamp', min: Math.min(min, max), max: Math.max(min, max) };
    }
    case 'thresholds': {
      const steps = (Array.isArray(raw.steps) ? raw.steps : []).slice(0, LIVE_DATA_LIMITS.steps).flatMap((s: unknown) => {
        if (!isObject(s)) return [];
        const value = scalar(s.value);
        return typeof s.atLeast === 'number' && Number.isFinite(s.atLeast) && value !== undefined ? [{ atLeast: s.atLeast, value }] : [];
      });
      steps.sort((a, b) => a.atLeast - b.atLeast);
      return { kind: 'thresholds', below: scalar(raw.below) ?? '', steps };
    }
    case 'lookup': {
      const entries = (Array.isArray(raw.entries) ? raw.entries : []).slice(0, LIVE_DATA_LIMITS.steps).flatMap((e: unknown) => {
        if (!isObject(e)) return [];
        const value = scalar(e.value);
        return typeof e.key === 'string' && value !== undefined ? [{ key: e.key.slice(0, LIVE_DATA_LIMITS.textChars), value }] : [];
      });
      return { kind: 'lookup', entries, fallback: scalar(raw.fallback) ?? null };
    }
    case 'formula':
      return typeof raw.expression === 'string' ? { kind: 'formula', expression: raw.expression.slice(0, LIVE_DATA_LIMITS.formulaChars) } : undefined;
    default:
      return undefined;
  }
}

function readBinding(raw: unknown): BindingData | undefined {
  if (!isObject(raw) || !isObject(raw.target)) return undefined;
  const id = text(raw.id, LIVE_DATA_LIMITS.idChars);
  const source = text(raw.source, LIVE_DATA_LIMITS.idChars);
  const node = text(raw.target.node, LIVE_DATA_LIMITS.idChars);
  const property = text(raw.target.property, LIVE_DATA_LIMITS.textChars);
  if (!id || !source || !node || !property) return undefined;
  const transforms = (Array.isArray(raw.transforms) ? raw.transforms : []).slice(0, LIVE_DATA_LIMITS.transforms).map(readTransform).filter((t): t is BindingTransform => t !== undefined);
  return {
    id,
    source,
    topic: text(raw.topic, LIVE_DATA_LIMITS.topicChars),
    path: text(raw.path, LIVE_DATA_LIMITS.pathChars),
    transforms,
    target: { node, property, item: text(raw.target.item, LIVE_DATA_LIMITS.idChars), field: text(raw.target.field, LIVE_DATA_LIMITS.textChars) },
  };
}

/**
 * The live data of a Scene root's {@link LIVE_DATA_PROP} value as well-formed configuration: a scene is hostile input,
 * so anything that is not an object of the right shape is dropped, texts are cut and numbers kept within their
 * limits, at most the limits' counts are read, and ids are unique (a later duplicate is dropped).
 */
export function readLiveData(value: JsonValue | undefined): LiveDataConfig {
  if (!isObject(value)) return EMPTY_LIVE_DATA;
  const unique = <T extends { readonly id: string }>(items: readonly (T | undefined)[]): T[] => {
    const seen = new Set<string>();
    return items.filter((item): item is T => item !== undefined && !seen.has(item.id) && !!seen.add(item.id));
  };
  const sources = unique((Array.isArray(value.sources) ? value.sources : []).slice(0, LIVE_DATA_LIMITS.sources).map(readSource));
  const bindings = unique((Array.isArray(value.bindings) ? value.bindings : []).slice(0, LIVE_DATA_LIMITS.bindings).map(readBinding));
  return value.showStatus === true ? { sources, bindings, showStatus: true } : { sources, bindings };
}

/** The live data as the JSON the Scene root stores. */
export function liveDataToJson(config: LiveDataConfig): JsonObject {
  return JSON.parse(JSON.stringify({ sources: config.sources, bindings: config.bindings, ...(config.showStatus ? { showStatus: true } : {}) })) as JsonObject;
}

/** The configuration with `source` added, or replacing the source of the same id. */
export function withDataSource(config: LiveDataConfig, source: DataSourceConfig): LiveDataConfig {
  const at = config.sources.findIndex((s) => s.id === source.id);
  if (at < 0 && config.sources.length >= LIVE_DATA_LIMITS.sources) throw new RangeError(`A scene has at most ${LIVE_DATA_LIMITS.sources} data sources`);
  const sources = at < 0 ? [...config.sources, source] : config.sources.map((s, i) => (i === at ? source : s));
  return { ...config, sources };
}

/** The configuration without the source `id` and without the bindings that read it. */
export function withoutDataSource(config: LiveDataConfig, id: string): LiveDataConfig {
  return { ...config, sources: config.sources.filter((s) => s.id !== id), bindings: config.bindings.filter((b) => b.source !== id) };
}

/** The configuration with `binding` added, or replacing the binding of the same id. */
export function withBinding(config: LiveDataConfig, binding: BindingData): LiveDataConfig {
  const at = config.bindings.findIndex((b) => b.id === binding.id);
  if (at < 0 && config.bindings.length >= LIVE_DATA_LIMITS.bindings) throw new RangeError(`A scene has at most ${LIVE_DATA_LIMITS.bindings} bindings`);
  const bindings = at < 0 ? [...config.bindings, binding] : config.bindings.map((b, i) => (i === at ? binding : b));
  return { ...config, bindings };
}

/** The configuration without the binding `id`. */
export function withoutBinding(config: LiveDataConfig, id: string): LiveDataConfig {
  return { ...config, bindings: config.bindings.filter((b) => b.id !== id) };
}

/** The bindings that write a property of `node`, in order. */
export function bindingsOfNode(config: LiveDataConfig, node: NodeId): BindingData[] {
  return config.bindings.filter((b) => b.target.node === node);
}

/** A new id, not among `taken`, starting with `prefix`. */
export function newLiveDataId(prefix: string, taken: readonly { readonly id: string }[]): string {
  const ids = new Set(taken.map((t) => t.id));
  for (let n = taken.length + 1; ; n++) if (!ids.has(`${prefix}${n}`)) return `${prefix}${n}`;
}
