import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { ContributionCheckContext } from '../kernel/contribution-point.js';
import { PUZZLE_API_METHODS } from './puzzle-api.js';
import { PUZZLE_LIMITS } from './puzzle-messages.js';

/**
 * One argument of a logic action, as the page checks it before the action's handler runs: a node or an animation of
 * the scene (by id), a finite number within `min`..`max`, a string of at most `maxLength` characters, a boolean, or
 * one of a list of strings. A call whose arguments do not fit is refused and said in the player's console.
 */
export type LogicActionArg =
  | { readonly type: 'node' }
  | { readonly type: 'animation' }
  | { readonly type: 'number'; readonly min: number; readonly max: number; readonly integer?: boolean }
  | { readonly type: 'string'; readonly maxLength: number }
  | { readonly type: 'boolean' }
  | { readonly type: 'enum'; readonly values: readonly string[] };

/** The value a checked argument has when it reaches the handler. */
export type LogicActionArgValue<A extends LogicActionArg> = A extends { readonly type: 'number' } ? number : A extends { readonly type: 'boolean' } ? boolean : string;

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
}

/** Most arguments an action declares. */
export const LOGIC_ACTION_MAX_ARGS = 8;
/** Most strings an enum argument lists. */
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

function argProblem(arg: LogicActionArg): string | undefined {
  switch (arg?.type) {
    case 'node': case 'animation': case 'boolean': return undefined;
    case 'number': return Number.isFinite(arg.min) && Number.isFinite(arg.max) && arg.min <= arg.max ? undefined : 'a number needs finite min ≤ max';
    case 'string': return Number.isInteger(arg.maxLength) && arg.maxLength >= 0 && arg.maxLength <= PUZZLE_LIMITS.stringChars ? undefined : `a string needs a maxLength of 0 to ${PUZZLE_LIMITS.stringChars}`;
    case 'enum': return Array.isArray(arg.values) && arg.values.length > 0 && arg.values.length <= LOGIC_ACTION_MAX_ENUM && arg.values.every((v) => typeof v === 'string' && v.length <= 128)
      ? undefined : `an enum needs 1 to ${LOGIC_ACTION_MAX_ENUM} strings`;
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
    const problem = argProblem(arg);
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
