/**
 * Scene documents from older forms to the current one (format 'scene-document', version 1, every section present).
 * Version 1 is the only version the product has written so far; what came before it is the form the loader
 * (`parseSceneContent`) still accepts and fills in: empty content, a document without a version or without some
 * sections, and the logic kept only in the scene record's `logic`/`logicXml` fields. A newer version is refused: this
 * tool does not know it. A future version 2 adds one step here, from 1 to 2.
 */
import { createEmptySceneDocument } from '../../../../sdk/scene/empty-document.js';
import { SCENE_ROOT_ID, type SceneDocumentData, type SceneLogic } from '../../../../sdk/scene/document.js';
import type { KzsScene } from '../../../server/modules/archive/kzs-format.js';
import { CliError } from '../cli-error.js';

/** The document version this tool writes. */
export const CURRENT_DOCUMENT_VERSION = 1;

/** A migrated document and what was done to it (empty when it was current already). */
export interface DocumentMigration {
  readonly document: SceneDocumentData;
  readonly steps: readonly string[];
}

const SECTIONS = ['exposed', 'animations', 'logic', 'externalResources'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The logic a scene record carries beside its content (older archives kept it only there). */
function recordLogic(scene: KzsScene): SceneLogic | undefined {
  const code = scene.logic ?? '';
  const xml = scene.logicXml ?? '';
  if (!code && !xml) return undefined;
  return { code, xml, codeBackup: scene.logicBk ?? '', xmlBackup: scene.logicXmlBk ?? '' };
}

/**
 * Brings a scene record's content to the current document version; throws a CliError when it cannot. `parsed` is the
 * content already parsed (readKzs's `parsedContent`), so a large scene is not parsed twice.
 */
export function migrateSceneContent(scene: KzsScene, parsed?: unknown): DocumentMigration {
  const steps: string[] = [];
  if (!scene.content.trim()) {
    steps.push('The empty content became an empty scene document.');
    const logic = recordLogic(scene);
    const empty = createEmptySceneDocument();
    return { document: logic ? { ...empty, logic } : empty, steps };
  }
  let data: unknown = parsed;
  if (data === undefined) {
    try {
      data = JSON.parse(scene.content);
    } catch {
      throw new CliError('The scene content is not valid JSON.');
    }
  }
  if (!isObject(data) || !isObject(data.nodes)) throw new CliError('The scene content is not a scene document (it has no nodes).');
  if (!isObject(data.nodes[SCENE_ROOT_ID])) throw new CliError(`The scene content has no '${SCENE_ROOT_ID}' root node.`);
  if (data.format === undefined) steps.push("Added the format marker 'scene-document'.");
  else if (data.format !== 'scene-document') throw new CliError(`The scene content has the format '${String(data.format).slice(0, 80)}', not 'scene-document'.`);
  const version = data.version;
  if (typeof version === 'number' && version > CURRENT_DOCUMENT_VERSION) {
    throw new CliError(`The scene document is version ${version}; this tool knows versions up to ${CURRENT_DOCUMENT_VERSION}. Use a newer scene-designer.`);
  }
  if (version !== CURRENT_DOCUMENT_VERSION) steps.push(`Set the document version ${String(version ?? 'none')} to ${CURRENT_DOCUMENT_VERSION}.`);
  const empty = createEmptySceneDocument();
  const sections: Record<string, unknown> = {};
  for (const name of SECTIONS) {
    if (data[name] !== undefined) sections[name] = data[name];
    else if (name === 'logic' && recordLogic(scene)) {
      sections.logic = recordLogic(scene);
      steps.push("Moved the logic from the scene record's logic fields into the document's logic section.");
    } else {
      sections[name] = empty[name];
      steps.push(`Added the missing section '${name}'.`);
    }
  }
  const document = { format: 'scene-document', version: CURRENT_DOCUMENT_VERSION, nodes: data.nodes, ...sections } as unknown as SceneDocumentData;
  return { document, steps };
}
