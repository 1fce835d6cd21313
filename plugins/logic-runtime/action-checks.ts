import type { JsonValue, LogicActionArg, LogicActionContribution } from '../../sdk/index.js';
import type { CheckContext, Refusal } from './message-checks.js';

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const VECTOR_KEYS = ['x', 'y', 'z'];

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** What the console calls an argument's type. */
function label(arg: LogicActionArg): string {
  switch (arg.type) {
    case 'animation': return arg.kind ? `${arg.kind} animation` : 'animation';
    case 'color': return '#rrggbb colour';
    case 'vector': return `{ x, y, z } vector (${arg.min} to ${arg.max})`;
    default: return arg.type;
  }
}

/** Whether a node's type declares `prop` (of one of `types`, when given). */
function declares(ctx: CheckContext, nodeId: string, prop: string, types?: readonly string[]): boolean {
  const type = ctx.nodeType(nodeId);
  const descriptor = type === undefined ? undefined : ctx.descriptors(type)?.find((d) => d.name === prop);
  return descriptor !== undefined && (!types || types.includes(descriptor.type));
}

/**
 * Whether one argument fits its declaration: true, false (said as "argument n must be a …"), or a more precise
 * refusal (a node without the property, an animation without the state). `args` are the call's arguments, of which
 * the earlier ones are already checked (an `of` names an earlier one).
 */
function fits(arg: LogicActionArg, value: JsonValue, args: readonly JsonValue[], ctx: CheckContext): boolean | Refusal {
  switch (arg.type) {
    case 'node': {
      if (!isId(value) || ctx.nodeType(value) === undefined) return false;
      if (arg.declares !== undefined && !declares(ctx, value, arg.declares, arg.declaredTypes)) {
        return { key: 'logicRuntime.refused.unknownProp', values: { node: value, prop: arg.declares } };
      }
      return true;
    }
    case 'animation': {
      const animation = isId(value) ? ctx.animation(value) : undefined;
      return animation !== undefined && (arg.kind === undefined || animation.kind === arg.kind);
    }
    case 'animationState': {
      const animation = ctx.animation(String(args[arg.of]));
      if (animation?.kind === 'state' && typeof value === 'string' && animation.states.some((s) => s.stateId === value)) return true;
      return { key: 'logicRuntime.refused.unknownState', values: { animation: animation?.name ?? short(args[arg.of]), state: short(value) } };
    }
    case 'property': {
      if (typeof value !== 'string' || !arg.values.includes(value)) return false;
      const nodeId = String(args[arg.of]);
      return declares(ctx, nodeId, value) || { key: 'logicRuntime.refused.unknownProp', values: { node: nodeId, prop: value } };
    }
    case 'number': return typeof value === 'number' && Number.isFinite(value) && value >= arg.min && value <= arg.max && (!arg.integer || Number.isInteger(value));
    case 'vector': return isObject(value) && Object.keys(value).length === 3 && VECTOR_KEYS.every((k) => {
      const n = value[k];
      return typeof n === 'number' && Number.isFinite(n) && n >= arg.min && n <= arg.max;
    });
    case 'color': return typeof value === 'string' && HEX_COLOR.test(value);
    case 'string': return typeof value === 'string' && value.length <= arg.maxLength;
    case 'boolean': return typeof value === 'boolean';
    case 'enum': return typeof value === 'string' && arg.values.includes(value);
    default: return false;
  }
}

/**
 * Check a call of a contributed action against its declaration: an action that exists, as many arguments as it
 * declares (at most LOGIC_ACTION_MAX_ARGS, so the check is bounded), each of its declared type and range.
 */
export function checkActionCall(name: unknown, args: unknown, ctx: CheckContext): { readonly action: LogicActionContribution } | { readonly refusal: Refusal } {
  const action = typeof name === 'string' ? ctx.action(name) : undefined;
  if (!action) return { refusal: { key: 'logicRuntime.refused.unknownAction', values: { action: short(name) } } };
  if (!Array.isArray(args) || args.length !== action.args.length) {
    return { refusal: { key: 'logicRuntime.refused.actionArgs', values: { action: action.id, count: action.args.length } } };
  }
  for (let i = 0; i < action.args.length; i++) {
    const fit = fits(action.args[i], args[i] as JsonValue, args as JsonValue[], ctx);
    if (fit === true) continue;
    return { refusal: fit || { key: 'logicRuntime.refused.actionArg', values: { action: action.id, index: i + 1, type: label(action.args[i]), value: short(args[i]) } } };
  }
  return { action };
}
