import { sha256Hex } from '../../libs/mesh-format/index.js';
import { findCompanion } from './companion-files.js';
import { extensionOf } from './model-files.js';
import type { NamedBytes } from './model-files.js';

/** MTL statements that name a texture file (lower case). */
const TEXTURE_KEYS = new Set(['map_ka', 'map_kd', 'map_ks', 'map_ke', 'map_ns', 'map_d', 'map_bump', 'bump', 'norm', 'disp', 'decal', 'refl']);

/** How many arguments each MTL texture option takes (numbers are read greedily up to this count). */
const OPTION_ARGUMENTS: Readonly<Record<string, number>> = {
  '-o': 3, '-s': 3, '-t': 3, '-mm': 2, '-bm': 1, '-boost': 1, '-texres': 1, '-blendu': 1, '-blendv': 1, '-cc': 1, '-clamp': 1, '-imfchan': 1, '-type': 1,
};

/** Options whose argument is a word (on/off, a channel, a type), not a number. */
const WORD_OPTIONS = new Set(['-blendu', '-blendv', '-cc', '-clamp', '-imfchan', '-type']);

/** One texture statement of an MTL file: `map_Kd -s 1 1 wood.png`. */
export interface MtlTextureStatement {
  /** Key, lower case. */
  readonly key: string;
  /** Options with their arguments, in order (e.g. ['-bm', '0.5']). */
  readonly options: readonly string[];
  /** The file it names (may contain spaces). */
  readonly file: string;
}

/** Read a texture statement of an MTL line, or undefined when the line is something else. */
export function parseMtlTexture(line: string): MtlTextureStatement | undefined {
  const tokens = line.trim().split(/\s+/);
  const key = tokens[0]?.toLowerCase() ?? '';
  if (!TEXTURE_KEYS.has(key) || tokens.length < 2) return undefined;
  const options: string[] = [];
  let i = 1;
  while (i < tokens.length - 1 && tokens[i].startsWith('-') && Number.isNaN(Number(tokens[i]))) {
    const flag = tokens[i].toLowerCase();
    options.push(flag);
    i++;
    const max = OPTION_ARGUMENTS[flag] ?? 3;
    const numeric = !WORD_OPTIONS.has(flag);
    for (let n = 0; n < max && i < tokens.length - 1 && (!numeric || !Number.isNaN(Number(tokens[i]))); n++) options.push(tokens[i++]);
  }
  return { key, options, file: tokens.slice(i).join(' ') };
}

/** Write a texture statement the way Babylon's MTL loader reads it: `bump` as `map_bump`, only `-bm` kept. */
export function formatMtlTexture(statement: MtlTextureStatement, file: string): string {
  const key = statement.key === 'bump' ? 'map_bump' : statement.key;
  const bm = statement.options.indexOf('-bm');
  const kept = key === 'map_bump' && bm >= 0 && statement.options[bm + 1] !== undefined ? `-bm ${statement.options[bm + 1]} ` : '';
  return `${key} ${kept}${file}`;
}

const MTLLIB = /^[ \t]*mtllib[ \t]+(.+?)[ \t]*\r?$/gim;

/** The `mtllib` statements of an OBJ text: each one's file names (a whole name with spaces, or several names). */
export function materialLibrariesOf(objText: string, files: readonly NamedBytes[]): string[] {
  const names: string[] = [];
  for (const match of objText.matchAll(MTLLIB)) {
    const rest = match[1];
    if (findCompanion(rest, files)) names.push(rest);
    else names.push(...rest.split(/\s+/).filter(Boolean));
  }
  return [...new Set(names)];
}

/** The texture files an MTL text names. */
export function texturesOf(mtlText: string): string[] {
  const names = mtlText.split('\n').flatMap((line) => parseMtlTexture(line)?.file ?? []);
  return [...new Set(names)];
}

/** The companion files an OBJ uses: its material libraries and their textures (found among `files`), and the names missing. */
export function objCompanions(obj: NamedBytes, files: readonly NamedBytes[]): { used: NamedBytes[]; missing: string[] } {
  const used: NamedBytes[] = [];
  const missing: string[] = [];
  const take = (reference: string) => {
    const file = findCompanion(reference, files);
    if (!file) missing.push(reference);
    else if (!used.includes(file)) used.push(file);
    return file;
  };
  for (const library of materialLibrariesOf(text(obj.bytes), files)) {
    const mtl = take(library);
    if (mtl) for (const texture of texturesOf(text(mtl.bytes))) take(texture);
  }
  return { used, missing: [...new Set(missing)] };
}

/** What importing one OBJ stores. */
export interface ObjImport {
  /** The stored OBJ: content-hash name; its `mtllib` names the stored material library. */
  readonly model: NamedBytes;
  /** Every asset to store: the OBJ, its material library (all of its .mtl files merged) and the textures. */
  readonly assets: readonly NamedBytes[];
  /** Files the OBJ or its materials name that were not given (their statements are left out). */
  readonly missing: readonly string[];
}

function text(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

async function hashedName(bytes: Uint8Array, extension: string): Promise<string> {
  return `${await sha256Hex(bytes)}${extension}`;
}

/**
 * Prepare an OBJ and its companions for storing as scene assets: every texture under its content-hash name, the
 * material libraries merged into one .mtl that names those textures, and the OBJ naming that .mtl — so the stored
 * files find each other by name, and the same bytes are stored once.
 */
export async function objAssets(main: NamedBytes, companions: readonly NamedBytes[]): Promise<ObjImport> {
  const objText = text(main.bytes);
  const libraries = materialLibrariesOf(objText, companions);
  const missing: string[] = [];
  const textures = new Map<NamedBytes, NamedBytes>();
  const mtlTexts: string[] = [];
  for (const library of libraries) {
    const mtl = findCompanion(library, companions);
    if (!mtl) {
      missing.push(library);
      continue;
    }
    const lines: string[] = [];
    for (const line of text(mtl.bytes).split(/\r?\n/)) {
      const statement = parseMtlTexture(line);
      if (!statement) {
        lines.push(line);
        continue;
      }
      const image = findCompanion(statement.file, companions);
      if (!image) {
        missing.push(statement.file);
        continue;
      }
      let stored = textures.get(image);
      if (!stored) {
        stored = { name: await hashedName(image.bytes, extensionOf(image.name)), bytes: image.bytes };
        textures.set(image, stored);
      }
      lines.push(formatMtlTexture(statement, stored.name));
    }
    mtlTexts.push(lines.join('\n'));
  }
  const assets: NamedBytes[] = [];
  let objBytes = main.bytes;
  if (libraries.length) {
    let library: NamedBytes | undefined;
    if (mtlTexts.length) {
      const bytes = new TextEncoder().encode(mtlTexts.join('\n'));
      library = { name: await hashedName(bytes, '.mtl'), bytes };
    }
    let first = true;
    const rewritten = objText.replace(MTLLIB, () => {
      const line = first && library ? `mtllib ${library.name}` : '';
      first = false;
      return line;
    });
    objBytes = new TextEncoder().encode(rewritten);
    if (library) assets.push(library);
  }
  const model = { name: await hashedName(objBytes, '.obj'), bytes: objBytes };
  return { model, assets: [model, ...assets, ...textures.values()], missing: [...new Set(missing)] };
}
