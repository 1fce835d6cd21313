import type { AnimationEntity, JsonValue, LogicActionContribution, PropertyDescriptor, SandboxToPage } from '../../sdk/index.js';
import { readTextureValue } from '../../sdk/index.js';
import { checkActionCall } from './action-checks.js';
import { allowedUrl } from './allowed-origins.js';
import { isBoundedJson } from './json-limits.js';

/** What the checks read of the player: nodes, their type's descriptors, animations and the allow list. */
export interface CheckContext {
  nodeType(id: string): string | undefined;
  descriptors(type: string): readonly PropertyDescriptor[] | undefined;
  animation(id: string): AnimationEntity | undefined;
  allowedOrigins(): readonly string[];
  /** A contributed action by name. */
  action(name: string): LogicActionContribution | undefined;
}

/** Why a message was refused: a text key of the plugin's locales and its values. */
export interface Refusal {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A checked message: safe to act on, or refused. */
export type Checked = { readonly ok: true; readonly message: SandboxToPage } | { readonly ok: false; readonly refusal: Refusal };

const refuse = (key: string, values?: Record<string, string | number>): Checked => ({ ok: false, refusal: { key, values } });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Whether a value fits a descriptor's type; numbers are also within min/max. */
export function fitsDescriptor(d: PropertyDescriptor, value: JsonValue): boolean {
  const numberIn = (v: unknown) => finite(v) && (d.min === undefined || v >= d.min) && (d.max === undefined || v <= d.max);
  const fields = (v: unknown, keys: readonly string[]) => isObject(v) && keys.every((k) => finite(v[k])) && Object.keys(v).every((k) => keys.includes(k));
  switch (d.type) {
    case 'boolean': case 'switch': return typeof value === 'boolean';
    case 'number': return numberIn(value);
    case 'int': return numberIn(value) && Number.isInteger(value);
    case 'string': case 'text': return typeof value === 'string';
    case 'texture': return value === '' || readTextureValue(value) !== undefined;
    case 'enum': return (d.enum ?? []).some((o) => o.value === value);
    case 'vector2': return fields(value, ['x', 'y']);
    case 'vector3': return fields(value, ['x', 'y', 'z']);
    case 'color3': return fields(value, ['r', 'g', 'b']) && ['r', 'g', 'b'].every((k) => (value as Record<string, number>)[k] >= 0 && (value as Record<string, number>)[k] <= 1);
    case 'color4': case 'color': return fields(value, ['r', 'g', 'b', 'a']) || fields(value, ['r', 'g', 'b']);
    case 'stringArray': return Array.isArray(value) && value.every((s) => typeof s === 'string');
    default: return true; // json-like types: bounded JSON is all we ask
  }
}

/**
 * Check one message from a sandbox before the page acts on it: its shape, that the node it names exists, that a
 * property is declared by the node's type, writable and of the right type, that a contributed action's arguments fit
 * its declaration (action-checks.ts), and that a fetch goes to an allowed origin. Anything else is refused with a
 * reason for the console.
 */
export function checkSandboxMessage(raw: unknown, ctx: CheckContext): Checked {
  if (!isObject(raw) || typeof raw.kind !== 'string') return refuse('logicRuntime.refused.shape', { kind: '?' });
  if (!isBoundedJson(raw)) return refuse('logicRuntime.refused.tooLarge', { kind: raw.kind });
  const m = raw as Record<string, JsonValue>;
  const node = (key = 'nodeId'): Checked | string => {
    const id = m[key];
    if (!isId(id)) return refuse('logicRuntime.refused.shape', { kind: String(m.kind) });
    const type = ctx.nodeType(id);
    return type ?? refuse('logicRuntime.refused.unknownNode', { node: short(id) });
  };
  const declared = (type: string, prop: string): PropertyDescriptor | undefined => ctx.descriptors(type)?.find((d) => d.name === prop);
  const ok: Checked = { ok: true, message: m as unknown as SandboxToPage };
  switch (m.kind) {
    case 'heartbeat': return m.busyMs === undefined || (finite(m.busyMs) && m.busyMs >= 0) ? ok : refuse('logicRuntime.refused.shape', { kind: m.kind });
    case 'ready': return ok;
    case 'notice': return ['tooLarge', 'tooManyHandlers', 'tooManyLines'].includes(String(m.notice)) && (m.what === undefined || (typeof m.what === 'string' && m.what.length <= 40))
      ? ok : refuse('logicRuntime.refused.shape', { kind: m.kind });
    case 'failed': return typeof m.error === 'string' ? ok : refuse('logicRuntime.refused.shape', { kind: m.kind });
    case 'log': return Array.isArray(m.values) && ['info', 'warn', 'error'].includes(String(m.level)) ? ok : refuse('logicRuntime.refused.shape', { kind: m.kind });
    case 'set': {
      const type = node();
      if (typeof type !== 'string') return type;
      const prop = m.prop;
      if (typeof prop !== 'string') return refuse('logicRuntime.refused.shape', { kind: m.kind });
      const d = declared(type, prop);
      if (!d) return refuse('logicRuntime.refused.unknownProp', { node: String(m.nodeId), prop: short(prop) });
      if (d.isConst || d.rw === 'r') return refuse('logicRuntime.refused.readOnly', { node: String(m.nodeId), prop });
      if (m.value === undefined || !fitsDescriptor(d, m.value)) return refuse('logicRuntime.refused.wrongType', { node: String(m.nodeId), prop, type: d.type, value: short(m.value) });
      return ok;
    }
    case 'action': {
      const call = checkActionCall(m.action, m.args, ctx);
      return 'refusal' in call ? { ok: false, refusal: call.refusal } : ok;
    }
    case 'fetchJson': {
      if (!finite(m.requestId) || typeof m.url !== 'string' || typeof m.notify !== 'boolean') return refuse('logicRuntime.refused.shape', { kind: m.kind });
      return allowedUrl(m.url, ctx.allowedOrigins()) ? ok : refuse('logicRuntime.refused.origin', { url: short(m.url) });
    }
    default:
      return refuse('logicRuntime.refused.shape', { kind: short(m.kind) });
  }
}
