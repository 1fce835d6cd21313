import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { LocaleId } from '../../../sdk/index.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The app kernel's text modules, one per language (host/web/src/kernel/app-texts/<locale>.ts). */
export const APP_TEXTS_FILE = /\/host\/web\/src\/kernel\/app-texts\/(en|zh-CN|zh-TW)\.ts$/;

/** The source of one language's text module as the browser gets it: the evaluated table, parsed from one string. */
export function appTextsModule(texts: Readonly<Record<string, string>>): string {
  // JSON.parse of a string is quicker to load than an object literal of the same size, and it is the same table.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`;
}

/**
 * The app kernel's texts in `locale`, evaluated from the sources as host/web/src/kernel/app-texts.ts makes them (whose
 * `import.meta.glob` of the locale files exists only in Vite's module graph, so the files are listed here).
 */
export async function evaluatedAppTexts(locale: LocaleId): Promise<Record<string, string>> {
  const { tsImport } = await import('tsx/esm/api');
  const load = async <T>(path: string) => (await tsImport(pathToFileURL(path).href, pathToFileURL(`${repoRoot}/`).href)) as T;
  const { platformTexts } = await load<typeof import('../../../core/services/platform-texts.js')>(join(repoRoot, 'core/services/platform-texts.ts'));
  const { bundlesOf, textsIn } = await load<typeof import('../src/kernel/locale-bundles.js')>(join(repoRoot, 'host/web/src/kernel/locale-bundles.ts'));
  const dir = join(repoRoot, 'host/web/src/locales');
  const bundles = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
    for (const [, bundle] of bundlesOf(await load<Record<string, unknown>>(join(dir, name)))) bundles.push(bundle);
  }
  return textsIn(locale, platformTexts(locale), bundles);
}

/**
 * In the browser build, each host/web/src/kernel/app-texts/<locale>.ts is replaced by its evaluated texts: the sources
 * keep every text as a triple of the three languages, so without this each language's chunk would carry the other
 * two. Evaluated at build time from the same sources (one source, as for the endpoint descriptors); `vite dev` and the
 * tests run the modules as they are.
 */
export function appTextsPlugin(): Plugin {
  return {
    name: 'scene-app-texts',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0];
      const locale = APP_TEXTS_FILE.exec(file)?.[1] as LocaleId | undefined;
      if (!locale) return undefined;
      return appTextsModule(await evaluatedAppTexts(locale));
    },
  };
}
