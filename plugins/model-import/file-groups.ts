import { findCompanion } from './companion-files.js';
import { MODEL_EXTENSIONS, extensionOf, gltfReferences } from './model-files.js';
import type { GltfJson, NamedBytes } from './model-files.js';
import { objCompanions } from './obj-files.js';

/** One model among files dropped or chosen together, with the files it names. */
export interface ModelFileGroup {
  /** The model file (.gltf, .glb, .obj, .stl). */
  readonly main: NamedBytes;
  /** The given files it uses: a .gltf's buffers and images; an .obj's .mtl files and their textures. */
  readonly companions: readonly NamedBytes[];
  /** Files it names that were not given. */
  readonly missing: readonly string[];
}

/** The files of one drop or file dialog, sorted into models and what each uses. */
export interface ModelFileGroups {
  /** One group per model file, in the order given. */
  readonly groups: readonly ModelFileGroup[];
  /** Files no model uses. */
  readonly unused: readonly NamedBytes[];
}

function gltfCompanions(main: NamedBytes, files: readonly NamedBytes[]): { used: NamedBytes[]; missing: string[] } {
  let json: GltfJson;
  try {
    json = JSON.parse(new TextDecoder().decode(main.bytes)) as GltfJson;
  } catch {
    return { used: [], missing: [] }; // the importer refuses it with the parse error
  }
  const used: NamedBytes[] = [];
  const missing: string[] = [];
  for (const uri of gltfReferences(json)) {
    const file = findCompanion(uri, files);
    if (!file) missing.push(uri);
    else if (!used.includes(file)) used.push(file);
  }
  return { used, missing };
}

/** Sort files into models and the companions each one names (a companion may serve several models). */
export function groupModelFiles(files: readonly NamedBytes[]): ModelFileGroups {
  const mains = files.filter((f) => MODEL_EXTENSIONS.includes(extensionOf(f.name)));
  const others = files.filter((f) => !mains.includes(f));
  const groups = mains.map((main): ModelFileGroup => {
    const ext = extensionOf(main.name);
    const found = ext === '.gltf' ? gltfCompanions(main, others) : ext === '.obj' ? objCompanions(main, others) : { used: [], missing: [] };
    return { main, companions: found.used, missing: found.missing };
  });
  const used = new Set(groups.flatMap((g) => g.companions));
  return { groups, unused: others.filter((f) => !used.has(f)) };
}
