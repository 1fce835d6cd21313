import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** The area a file belongs to for the rules of ARCHITECTURE.md. */
export type Area = 'sdk' | 'core' | 'host/web' | 'host/server' | 'host/cli' | `plugins/${string}` | `libs/${string}` | 'other';

/** One broken rule. */
export interface RuleViolation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const BROWSER_PACKAGES = /^(react|react-dom|react-router|react-router-dom|dockview|dockview-react|monaco-editor|blockly|@babylonjs\/[^/]+|i18next|react-i18next)(\/|$)/;
const UI_PACKAGES = /^(react|react-dom|react-router|react-router-dom|dockview|dockview-react|react-i18next)(\/|$)/;

/**
 * The SDK files a plugin may import: the package's published entries (packages/sdk/package.json `exports`, see
 * PACKAGE_ENTRIES in packages/sdk/scripts/api-report.ts) and sdk/index.ts, which is the main and viewport entries
 * together. Anything else under sdk/ is a deep import: an outside author cannot make it, so a built-in may not.
 */
export const SDK_ENTRY_FILES: readonly string[] = ['sdk/index.ts', 'sdk/package-index.ts', 'sdk/viewport/index.ts', 'sdk/endpoints.ts', 'sdk/sandbox.ts'];

/** The bare specifiers the package publishes (its `exports` without ./package.json). */
export const SDK_PACKAGE_SPECIFIERS: readonly string[] = [
  '@scene-platform/sdk', '@scene-platform/sdk/viewport', '@scene-platform/sdk/endpoints', '@scene-platform/sdk/sandbox', '@scene-platform/sdk/testing',
];

/** Which area a repository-relative path (forward slashes) is in. */
export function areaOf(path: string): Area {
  const parts = path.split('/');
  if (parts[0] === 'sdk' || parts[0] === 'core') return parts[0];
  if (parts[0] === 'host' && (parts[1] === 'web' || parts[1] === 'server' || parts[1] === 'cli')) return `host/${parts[1]}`;
  if (parts[0] === 'plugins' && parts.length > 2) return `plugins/${parts[1]}`;
  if (parts[0] === 'libs' && parts.length > 2) return `libs/${parts[1]}`;
  return 'other';
}

/** Every import specifier in a source text (static, re-export and dynamic). */
export function importsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: string[] = [];
  for (const match of withoutComments.matchAll(IMPORT_PATTERN)) found.push(match[1] ?? match[2]);
  return found;
}

/** Check one file's imports; `file` is repository-relative with forward slashes. */
export function checkImports(file: string, specifiers: readonly string[]): RuleViolation[] {
  const from = areaOf(file);
  const violations: RuleViolation[] = [];
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      const target = normalize(join(dirname(file), specifier)).split(sep).join('/');
      const to = target.startsWith('..') ? 'other' : areaOf(target);
      const reason = ruleForOurs(from, to) ?? ruleForDeepImport(from, to, target);
      if (reason) violations.push({ file, specifier, reason });
    } else {
      const reason = ruleForPackage(from, specifier);
      if (reason) violations.push({ file, specifier, reason });
    }
  }
  return violations;
}

/**
 * Libraries (`libs/<name>/`, e.g. libs/mesh-format) are implementations shared by several parts that are no part of
 * the SDK's declarations: a library imports nothing of ours but another library; plugins, core and the hosts may
 * import them; the SDK may not (it stays declarations an outside author compiles against).
 */
const isLibrary = (area: Area) => area.startsWith('libs/');

function ruleForOurs(from: Area, to: Area): string | undefined {
  if (from === to || from === 'other') return undefined;
  // The command line runs the server's archive code offline (host/server/modules/archive): the one import of a host.
  if (from === 'host/cli' && to === 'host/server') return undefined;
  if (to === 'host/web' || to === 'host/server' || to === 'host/cli') return `${from} imports ${to}: nothing imports host/`;
  if (from === 'sdk') return `sdk imports ${to}: sdk imports nothing of ours`;
  if (isLibrary(from)) return isLibrary(to) ? undefined : `${from} imports ${to}: a library imports nothing of ours but other libraries`;
  if (isLibrary(to)) return undefined;
  if (from === 'core' && to !== 'sdk') return `core imports ${to}: core imports sdk and libraries only`;
  if (from.startsWith('plugins/') && to !== 'sdk') return `${from} imports ${to}: a plugin imports sdk and libraries only`;
  if (from === 'host/server' && to !== 'sdk') return `host/server imports ${to}: the server imports sdk and libraries only`;
  return undefined;
}

function ruleForDeepImport(from: Area, to: Area, target: string): string | undefined {
  if (!from.startsWith('plugins/') || to !== 'sdk') return undefined;
  const file = target.replace(/\.(js|ts|tsx)$/, '.ts');
  if (SDK_ENTRY_FILES.includes(file)) return undefined;
  return `${from} imports ${target}: a plugin imports only the SDK's entries (${SDK_ENTRY_FILES.join(', ')}), not a file inside sdk/`;
}

function ruleForPackage(from: Area, specifier: string): string | undefined {
  if (specifier.startsWith('@scene-platform/sdk') && !SDK_PACKAGE_SPECIFIERS.includes(specifier)) {
    return `${from} imports ${specifier}: the SDK package publishes only ${SDK_PACKAGE_SPECIFIERS.join(', ')}`;
  }
  if (from === 'core' && UI_PACKAGES.test(specifier)) return `core imports ${specifier}: the kernel has no UI library`;
  if (from === 'host/server' && BROWSER_PACKAGES.test(specifier)) return `host/server imports browser code ${specifier}`;
  if (from === 'host/cli' && UI_PACKAGES.test(specifier)) return `host/cli imports ${specifier}: the command line has no UI library`;
  if (isLibrary(from) && BROWSER_PACKAGES.test(specifier)) return `${from} imports ${specifier}: a library runs in the browser and on the server, without UI or engine`;
  if ((from === 'sdk' || from.startsWith('plugins/') || isLibrary(from)) && specifier === 'inversify') return `${from} imports inversify: only core sees the container`;
  return undefined;
}

/** Walk the repository's source areas and return every broken rule. */
export function checkRepository(root: string): RuleViolation[] {
  const violations: RuleViolation[] = [];
  for (const top of ['sdk', 'core', 'plugins', 'host', 'libs']) {
    for (const path of sourceFiles(join(root, top))) {
      const file = relative(root, path).split(sep).join('/');
      violations.push(...checkImports(file, importsOf(readFileSync(path, 'utf8'))));
    }
  }
  return violations;
}

function* sourceFiles(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry === 'public') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry)) yield path;
  }
}
