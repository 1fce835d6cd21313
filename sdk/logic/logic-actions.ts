import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { ContributionCheckContext } from '../kernel/contribution-point.js';
import type { JsonValue } from '../scene/json.js';
import { PUZZLE_API_METHODS } from './puzzle-api.js';
import type { PuzzleVector } from './puzzle-api.js';
import { PUZZLE_LIMITS } from './puzzle-messages.js';

/**
 * One argument of a logic action, as the page checks it before the action's handler runs. A call whose arguments do
 * not fit is refused and said in the player's console.
 *
 * - `node`: the id of a node of the scene; with `declares`, one whose type declares that property (of one of
 *   `declaredTypes`, when given: `{ type: 'node', declares: 'color', declaredTypes: ['color3'] }`).
 * - `animation`: the id of an animation of the scene (of that `kind` only, when given).
 * - `animationState`: the id of a state of the state animation named by argument `of` (an earlier `animation`).
 * - `property`: one of `values`, and a property the node named by argument `of` (an earlier `node`) declares.
 * - `number`: a finite number within `min`..`max` (a whole one when `integer`).
 * - `vector`: `{ x, y, z }`, three finite numbers within `min`..`max` and no other keys.
 * - `color`: a CSS hex colour, `'#rgb'` or `'#rrggbb'`.
 * - `string`: at most `maxLength` characters; `boolean`; `enum`: one of a list of strings.
 */
export type LogicActionArg =
  | { readonly type: 'node'; readonly declares?: string; readonly declaredTypes?: readonly string[] }
  | { readonly type: 'animation'; readonly kind?: 'keyframe' | 'state' | 'group' }
  | { readonly type: 'animationState'; readonly of: number }
  | { readonly type: 'property'; readonly of: number; readonly values: readonly string[] }
  | { readonly type: 'number'; readonly min: number; readonly max: number; readonly integer?: boolean }
  | { readonly type: 'vector'; readonly min: number; readonly max: number }
  | { readonly type: 'color' }
  | { readonly type: 'string'; readonly maxLength: number }
  | { readonly type: 'boolean' }
  | { readonly type: 'enum'; readonly values: readonly string[] };

/** The value a checked argument has when it reaches the handler. */
export type LogicActionArgValue<A extends LogicActionArg> = A extends { readonly type: 'number' } ? number
  : A extends { readonly type: 'boolean' } ? boolean : A extends { readonly type: 'vector' } ? PuzzleVector : string;

/** The handler's arguments for a list of argument declarations, in order. */
export type LogicActionArgValues<A extends readonly LogicActionArg[]> = { -readonly [K in keyof A]: A[K] extends LogicActionArg ? LogicActionArgValue<A[K]> : never };

/** What an action's handler may do besides its own work, for the logic run that called it. */
export interface LogicActionContext {
  /**
   * Call `step` before each of the next frames with the frame time in ms, until it returns false or the logic stops
   * (a tween ends with the run that started it).
   */
  animate(step: (now: number) => boolean): void;
  /** Write a line to the player's console. */
  log(level: 'info' | 'warn' | 'error', text: string): void;
  /**
   * Write a property of a node the way the logic's own `scene.set` does: queued, applied before the next frame in one
   * batch with the logic's other writes (the latest value per node and property wins), then told to the sandbox.
   */
  setProp(nodeId: string, prop: string, value: JsonValue): void;
}

/** Most arguments an action declares. */
export const LOGIC_ACTION_MAX_ARGS = 8;
/** Most strings an enum or property argument lists (and a node argument's `declaredTypes`). */
export const LOGIC_ACTION_MAX_ENUM = 64;

/**
 * A call the scene's logic may make: generated code calls `scene.<id>(…args)` in the sandbox, the sandbox sends the
 * call to the page, the page checks the arguments against `args` and then runs `run` (on the page, with the plugin's
 * services). Contributed by the plugin whose logic blocks generate the call, so a new action touches one plugin.
 */
export interface LogicActionContribution<A extends readonly LogicActionArg[] = readonly LogicActionArg[]> {
  /** The method name on `scene`: a letter, then letters and digits (at most 64); your prefix (`acmeBlink`). */
  readonly id: string;
  /** The arguments, in order (at most 8); the page refuses a call whose arguments do not fit. */
  readonly args: A;
  /** Do the action with checked arguments (on the page; not in the sandbox). */
  run(args: LogicActionArgValues<A>, context: LogicActionContext): void;
}

const NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

const boundedStrings = (values: unknown, max: number): boolean =>
  Array.isArray(values) && values.length > 0 && values.length <= max && values.every((v) => typeof v === 'string' && v.length <= 128);

/** Whether argument `of` of an action is an earlier argument of type `type`. */
const earlier = (args: readonly LogicActionArg[], index: number, of: unknown, type: LogicActionArg['type']): boolean =>
  Number.isInteger(of) && (of as number) >= 0 && (of as number) < index && args[of as number]?.type === type;

function argProblem(arg: LogicActionArg, index: number, args: readonly LogicActionArg[]): string | undefined {
  switch (arg?.type) {
    case 'boolean': case 'color': return undefined;
    case 'node': return (arg.declares === undefined || (typeof arg.declares === 'string' && arg.declares.length > 0 && arg.declares.length <= 128))
      && (arg.declaredTypes === undefined || (arg.declares !== undefined && boundedStrings(arg.declaredTypes, LOGIC_ACTION_MAX_ENUM)))
      ? undefined : `a node's declares is a property name (with declaredTypes: 1 to ${LOGIC_ACTION_MAX_ENUM} type names)`;
    case 'animation': return arg.kind === undefined || ['keyframe', 'state', 'group'].includes(arg.kind) ? undefined : 'an animation\'s kind is keyframe, state or group';
    case 'animationState': return earlier(args, index, arg.of, 'animation') ? undefined : 'an animation state names an earlier animation argument (of)';
    case 'property': return earlier(args, index, arg.of, 'node') && boundedStrings(arg.values, LOGIC_ACTION_MAX_ENUM)
      ? undefined : `a property names an earlier node argument (of) and 1 to ${LOGIC_ACTION_MAX_ENUM} property names`;
    case 'number': case 'vector': return Number.isFinite(arg.min) && Number.isFinite(arg.max) && arg.min <= arg.max ? undefined : `a ${arg.type} needs finite min ≤ max`;
    case 'string': return Number.isInteger(arg.maxLength) && arg.maxLength >= 0 && arg.maxLength <= PUZZLE_LIMITS.stringChars ? undefined : `a string needs a maxLength of 0 to ${PUZZLE_LIMITS.stringChars}`;
    case 'enum': return boundedStrings(arg.values, LOGIC_ACTION_MAX_ENUM) ? undefined : `an enum needs 1 to ${LOGIC_ACTION_MAX_ENUM} strings`;
    default: return 'unknown argument type';
  }
}

/** The admission of an action: a method name `scene` does not have yet, and bounded argument declarations. */
function admitLogicAction(action: LogicActionContribution, context: ContributionCheckContext<LogicActionContribution>): LogicActionContribution | undefined {
  if (!action || typeof action !== 'object' || typeof action.id !== 'string' || !NAME.test(action.id)) {
    throw new Error(context.text('core.plugin.logicActionName', { id: String(action?.id).slice(0, 80) }, `logic action "${String(action?.id).slice(0, 80)}": a name is a letter, then letters and digits (at most 64)`));
  }
  if ((PUZZLE_API_METHODS as readonly string[]).includes(action.id)) {
    throw new Error(context.text('core.plugin.logicActionBuiltin', { id: action.id }, `logic action "${action.id}": scene.${action.id} is the sandbox's own`));
  }
  const taken = context.others.find((a) => a.id === action.id);
  if (taken) {
    context.warn(context.text('core.plugin.logicActionTaken', { id: action.id, owner: context.ownerName(taken) }, `logic action "${action.id}" belongs to "${context.ownerName(taken)}"; refused`));
    return undefined;
  }
  if (!Array.isArray(action.args) || action.args.length > LOGIC_ACTION_MAX_ARGS || typeof action.run !== 'function') {
    throw new Error(context.text('core.plugin.logicActionShape', { id: action.id, max: LOGIC_ACTION_MAX_ARGS }, `logic action "${action.id}" needs args (at most ${LOGIC_ACTION_MAX_ARGS}) and run`));
  }
  for (const [index, arg] of action.args.entries()) {
    const problem = argProblem(arg, index, action.args);
    if (problem) throw new Error(context.text('core.plugin.logicActionArg', { id: action.id, index, problem }, `logic action "${action.id}", argument ${index}: ${problem}`));
  }
  return action;
}

/** Actions the scene's logic may call (the player runs them); see `LogicActionContribution`. */
export const LogicActions = defineContributionPoint<LogicActionContribution>('logic.actions', { admit: admitLogicAction });

/** Declare an action with its argument types inferred from `args`, so `run` receives typed values. */
export function defineLogicAction<const A extends readonly LogicActionArg[]>(action: LogicActionContribution<A>): LogicActionContribution {
  return action as unknown as LogicActionContribution;
}
