// `node --import tsx tests/tools/sdk-function-users.ts [--all] [--json]`: every function the SDK package exports
// from its published entries (PACKAGE_ENTRIES, sdk/ only) with the code outside sdk/ that imports it. A user is an
// area (core, host/web, host/server, one plugin); tests are counted apart, they are not users. Prints the functions
// with at most one user (all with --all) and a summary; the SDK should hold declarations and a few pure helpers
// (docs/plugins.md, "small pure helpers the SDK keeps"), not a utility library for one caller.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PACKAGE_ENTRIES } from '../../packages/sdk/scripts/api-report.js';
import { areaOf } from './dependency-rules.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One exported function and who imports it. */
export interface SdkFunctionUse {
  readonly name: string;
  /** Entries that export it, e.g. '.', './viewport'. */
  readonly entries: readonly string[];
  /** Declaring source file, repository-relative. */
  readonly source: string;
  /** Areas outside sdk/ whose non-test files import it, sorted. */
  readonly users: readonly string[];
  /** Test files outside sdk/ that import it. */
  readonly tests: number;
}

const isTest = (file: string) => file.startsWith('tests/') || /\.test\.(ts|tsx)$/.test(file) || file.includes('/testing/');

function isFunctionDeclaration(declaration: ts.Declaration): boolean {
  if (ts.isFunctionDeclaration(declaration)) return true;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    return ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer);
  }
  return false;
}

/** The functions the published entries export: name → entries and declaring file. */
export function publishedFunctions(repoRoot = root): Map<string, { entries: string[]; source: string }> {
  const entries = Object.entries(PACKAGE_ENTRIES).filter(([, file]) => file.startsWith('sdk/'));
  const program = ts.createProgram(entries.map(([, file]) => join(repoRoot, file)), { noEmit: true, allowJs: false, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const found = new Map<string, { entries: string[]; source: string }>();
  for (const [subpath, file] of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(join(repoRoot, file))!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.find(isFunctionDeclaration);
      if (!declaration) continue;
      const name = exported.getName();
      const source = relative(repoRoot, declaration.getSourceFile().fileName).split(sep).join('/');
      const seen = found.get(name) ?? { entries: [], source };
      seen.entries.push(subpath);
      found.set(name, seen);
    }
  }
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'public' || name === 'dist' || name === 'fixtures') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Whether an import specifier written in `file` points into sdk/ (by path or by the package name). */
function pointsIntoSdk(file: string, specifier: string): boolean {
  if (specifier.startsWith('@scene-platform/sdk')) return !specifier.endsWith('/testing');
  if (!specifier.startsWith('.')) return false;
  return normalize(join(dirname(file), specifier)).split(sep).join('/').startsWith('sdk/');
}

/** Names each file outside sdk/ imports from the SDK (named imports and re-exports). */
export function sdkImportsByFile(repoRoot = root): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const top of ['core', 'plugins', 'host', 'tests', 'packages']) {
    for (const path of sourceFiles(join(repoRoot, top))) {
      const file = relative(repoRoot, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      if (!text.includes('sdk')) continue;
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const names = new Set<string>();
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
        const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
        if (!from || !pointsIntoSdk(file, from)) continue;
        const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
        }
      }
      if (names.size) byFile.set(file, names);
    }
  }
  return byFile;
}

/** Every published function with its users outside sdk/, sorted by user count then name. */
export function sdkFunctionUses(repoRoot = root): SdkFunctionUse[] {
  const functions = publishedFunctions(repoRoot);
  const imports = sdkImportsByFile(repoRoot);
  const uses: SdkFunctionUse[] = [];
  for (const [name, { entries, source }] of functions) {
    const users = new Set<string>();
    let tests = 0;
    for (const [file, names] of imports) {
      if (!names.has(name)) continue;
      if (isTest(file)) tests++;
      else users.add(areaOf(file) === 'other' ? file.split('/').slice(0, 2).join('/') : areaOf(file));
    }
    uses.push({ name, entries, source, users: [...users].sort(), tests });
  }
  return uses.sort((a, b) => a.users.length - b.users.length || a.name.localeCompare(b.name));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const uses = sdkFunctionUses();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(uses, null, 2));
  } else {
    const shown = process.argv.includes('--all') ? uses : uses.filter((u) => u.users.length <= 1);
    for (const u of shown) console.log(`${String(u.users.length).padStart(2)}  ${u.name.padEnd(36)} ${u.source.padEnd(44)} ${u.users.join(' ') || '—'}${u.tests ? `  (tests: ${u.tests})` : ''}`);
    const none = uses.filter((u) => u.users.length === 0).length;
    const one = uses.filter((u) => u.users.length === 1).length;
    console.log(`\n${uses.length} exported functions; ${none} with no user outside sdk/, ${one} with one, ${uses.length - none - one} with more.`);
  }
}
