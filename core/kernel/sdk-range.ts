// npm-style semver ranges, enough for a plugin's `sdk` field: `1.2.3`, `=1.2.3`, `^1.2`, `~1.2.3`, `1.x`, `*`,
// comparators (`>=1.2 <2`), hyphen ranges (`1.0 - 1.4`) and alternatives joined by `||`. Pre-release tags are
// compared as in semver (a version with one only matches a comparator on the same major.minor.patch).

interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  readonly pre: readonly string[];
}

type Comparator = { readonly op: '<' | '<=' | '>' | '>=' | '='; readonly version: Version };

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parse a full version (`1.2.3`, `1.2.3-beta.1`); undefined when it is not one. */
export function parseVersion(text: string): Version | undefined {
  const m = VERSION.exec(text.trim());
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ? m[4].split('.') : [] };
}

/** Whether `version` satisfies `range`; throws a RangeError when either is not valid syntax. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) throw new RangeError(`'${version}' is not a version`);
  const alternatives = parseRange(range);
  return alternatives.some((set) => set.every((c) => test(parsed, c)) && preReleaseAllowed(parsed, set));
}

/** Whether `range` is valid syntax. */
export function isValidRange(range: string): boolean {
  try {
    parseRange(range);
    return true;
  } catch {
    return false;
  }
}

function parseRange(range: string): Comparator[][] {
  if (typeof range !== 'string') throw new RangeError('A range must be a string');
  return range.split('||').map((part) => {
    const text = part.trim().replace(/(<=|>=|<|>|=|\^|~)\s+/g, '$1');
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    if (hyphen) return [...lowerBound(hyphen[1]), ...upperBound(hyphen[2])];
    const tokens = text === '' ? ['*'] : text.split(/\s+/);
    return tokens.flatMap(comparatorsOf);
  });
}

function comparatorsOf(token: string): Comparator[] {
  const m = /^(<=|>=|<|>|=|\^|~)?(.*)$/.exec(token)!;
  const op = m[1] ?? '';
  const p = partial(m[2]);
  if (p.major === undefined) return op === '<' || op === '>' ? [{ op: '<', version: v(0, 0, 0) }] : [];
  const { major } = p;
  const lo = v(major, p.minor ?? 0, p.patch ?? 0, p.pre);
  switch (op) {
    case '^': {
      const hi = major > 0 || p.minor === undefined ? v(major + 1, 0, 0) : p.minor > 0 || p.patch === undefined ? v(0, p.minor + 1, 0) : v(0, 0, p.patch + 1);
      return [{ op: '>=', version: lo }, { op: '<', version: hi }];
    }
    case '~':
      return [{ op: '>=', version: lo }, { op: '<', version: p.minor === undefined ? v(major + 1, 0, 0) : v(major, p.minor + 1, 0) }];
    case '>':
      return [{ op: p.minor === undefined ? '>=' : p.patch === undefined ? '>=' : '>', version: p.minor === undefined ? v(major + 1, 0, 0) : p.patch === undefined ? v(major, p.minor + 1, 0) : lo }];
    case '<':
      return [{ op: '<', version: lo }];
    case '>=':
      return [{ op: '>=', version: lo }];
    case '<=':
      return p.patch !== undefined ? [{ op: '<=', version: lo }] : [{ op: '<', version: p.minor === undefined ? v(major + 1, 0, 0) : v(major, p.minor + 1, 0) }];
    default:
      if (p.patch !== undefined) return [{ op: '=', version: lo }];
      return [{ op: '>=', version: lo }, { op: '<', version: p.minor === undefined ? v(major + 1, 0, 0) : v(major, p.minor + 1, 0) }];
  }
}

function lowerBound(text: string): Comparator[] {
  const p = partial(text);
  return p.major === undefined ? [] : [{ op: '>=', version: v(p.major, p.minor ?? 0, p.patch ?? 0, p.pre) }];
}

function upperBound(text: string): Comparator[] {
  const p = partial(text);
  if (p.major === undefined) return [];
  if (p.patch !== undefined) return [{ op: '<=', version: v(p.major, p.minor!, p.patch, p.pre) }];
  return [{ op: '<', version: p.minor === undefined ? v(p.major + 1, 0, 0) : v(p.major, p.minor + 1, 0) }];
}

interface Partial {
  readonly major?: number;
  readonly minor?: number;
  readonly patch?: number;
  readonly pre: readonly string[];
}

function partial(text: string): Partial {
  const m = PARTIAL.exec(text);
  if (!m) throw new RangeError(`'${text}' is not a version range`);
  const num = (s: string | undefined) => (s === undefined || /[xX*]/.test(s) ? undefined : Number(s));
  const major = num(m[1]);
  const minor = major === undefined ? undefined : num(m[2]);
  const patch = minor === undefined ? undefined : num(m[3]);
  return { major, minor, patch, pre: patch !== undefined && m[4] ? m[4].split('.') : [] };
}

function v(major: number, minor: number, patch: number, pre: readonly string[] = []): Version {
  return { major, minor, patch, pre };
}

function test(version: Version, c: Comparator): boolean {
  const order = compare(version, c.version);
  switch (c.op) {
    case '<': return order < 0;
    case '<=': return order <= 0;
    case '>': return order > 0;
    case '>=': return order >= 0;
    default: return order === 0;
  }
}

/** A pre-release version only satisfies a set in which some comparator names the same major.minor.patch with a tag. */
function preReleaseAllowed(version: Version, set: readonly Comparator[]): boolean {
  if (version.pre.length === 0) return true;
  return set.some((c) => c.version.pre.length > 0 && c.version.major === version.major && c.version.minor === version.minor && c.version.patch === version.patch);
}

function compare(a: Version, b: Version): number {
  const main = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (main !== 0) return Math.sign(main);
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length === 0 ? 0 : a.pre.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Math.sign(Number(x) - Number(y));
    if (nx) return -1;
    if (ny) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}
