import type { JsonValue, LogicActionArg, LogicActionContribution } from '../../sdk/index.js';
import type { CheckContext, Refusal } from './message-checks.js';

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128;

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function fits(arg: LogicActionArg, value: JsonValue, ctx: CheckContext): boolean {
  switch (arg.type) {
    case 'node': return isId(value) && ctx.nodeType(value) !== undefined;
    case 'animation': return isId(value) && ctx.animation(value) !== undefined;
    case 'number': return typeof value === 'number' && Number.isFinite(value) && value >= arg.min && value <= arg.max && (!arg.integer || Number.isInteger(value));
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
    if (!fits(action.args[i], args[i] as JsonValue, ctx)) {
      return { refusal: { key: 'logicRuntime.refused.actionArg', values: { action: action.id, index: i + 1, type: action.args[i].type, value: short(args[i]) } } };
    }
  }
  return { action };
}
