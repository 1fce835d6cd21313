/** Every parameter a route of spec 000 §2 may carry, already decoded. */
export interface RouteParams {
  readonly projectUuid?: string;
  readonly projectName?: string;
  readonly pageId?: string;
  readonly sceneId?: string;
  readonly sceneIdVersion?: string;
  readonly category?: string;
  /** Whether the preview shows its console ('1', 'true', 'console' and 'yes' mean on). */
  readonly consoleFlag?: boolean;
  readonly shortKey?: string;
  readonly ticket?: string;
  readonly data?: string;
  readonly group?: string;
  readonly role?: string;
  /** An order of the commercial side (the payment result page). */
  readonly orderUuid?: string;
}

/** The names of every route parameter, in the order of spec 000 §2. */
export const ROUTE_PARAM_NAMES = [
  'projectUuid',
  'projectName',
  'pageId',
  'sceneId',
  'sceneIdVersion',
  'category',
  'consoleFlag',
  'shortKey',
  'ticket',
  'data',
  'group',
  'role',
  'orderUuid',
] as const;

const CONSOLE_FLAG_VALUES = new Set(['0', '1', 'true', 'false', 'console', 'noconsole', 'yes', 'no', 'on', 'off']);
const CONSOLE_ON = new Set(['1', 'true', 'console', 'yes', 'on']);

/** Whether a path segment is a console flag (and not a ticket). */
export function isConsoleFlag(segment: string | undefined): boolean {
  return segment !== undefined && CONSOLE_FLAG_VALUES.has(segment.toLowerCase());
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Turn react-router's raw params into typed route parameters.
 * Unknown names are dropped, empty values become undefined. The preview routes
 * `/preview/:projectUuid/:sceneId/:consoleFlag/:ticket` and `/preview/:projectUuid/:sceneId/:ticket/:data`
 * have the same shape; the third segment decides: a console flag value means the first, anything else the second.
 */
export function parseRouteParams(raw: Readonly<Record<string, string | undefined>>): RouteParams {
  const values: Record<string, string | boolean> = {};
  for (const name of ROUTE_PARAM_NAMES) {
    const value = raw[name];
    if (value === undefined || value === '') continue;
    values[name] = decode(value);
  }
  if (typeof values.consoleFlag === 'string') {
    const flag = values.consoleFlag;
    if (isConsoleFlag(flag) || values.shortKey !== undefined) {
      values.consoleFlag = CONSOLE_ON.has(flag.toLowerCase());
    } else {
      // The other preview shape: /preview/:projectUuid/:sceneId/:ticket/:data
      delete values.consoleFlag;
      if (values.ticket !== undefined && values.shortKey === undefined) values.data = values.ticket;
      values.ticket = flag;
    }
  }
  return values as RouteParams;
}
