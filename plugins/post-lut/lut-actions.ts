import { defaultsOf, MAX_POST_PROCESSES, POST_PROCESS_CONTAINER_ID, appendPostProcessPatch, postProcessNodes } from '../../sdk/index.js';
import type { I18nService, NodeId, SceneDocumentService, SceneNodeData, SelectionService, UndoService } from '../../sdk/index.js';
import type { BuiltinLut } from '../../sdk/endpoints.js';
import { LUT_CLASS_NAME, lut, MAX_LUT_URL } from './lut-effect.js';

/** What the LUT pipeline's edits need. */
export interface LutActionsDeps {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly selection: SelectionService;
  readonly i18n: I18nService | undefined;
}

/** A LUT the user picked (an entry of the server's LUT list). */
export type LutChoice = Pick<BuiltinLut, 'url' | 'name' | 'preview'> & { readonly titles?: BuiltinLut['titles'] };

/** Error with a translated message for the user. */
export class LutError extends Error {}

const MAX_NAME = 100;

/**
 * The LUT pipeline's edits, each one undo step that marks the scene as needing save: a LUT effect is an ordinary
 * effect node under the post-process container (so it renders in chain order and the rendering pipeline lists it too).
 */
export class LutActions {
  constructor(private readonly deps: LutActionsDeps, private readonly t: (key: string, values?: Record<string, string | number>) => string) {}

  /** The scene's LUT effects in render order. */
  list(): SceneNodeData[] {
    return postProcessNodes((id) => this.deps.document.get(id)).filter((n) => n.type === LUT_CLASS_NAME);
  }

  /** Add a LUT effect at the end of the chain and select it; returns its id. */
  add(choice: LutChoice): NodeId {
    const { document, undo, selection, i18n } = this.deps;
    const url = choice.url.trim();
    if (!url) throw new LutError(this.t('postLut.noUrl'));
    if (url.length > MAX_LUT_URL || choice.preview.length > MAX_LUT_URL) throw new LutError(this.t('postLut.urlTooLong', { max: MAX_LUT_URL }));
    if (postProcessNodes((id) => document.get(id)).length >= MAX_POST_PROCESSES) throw new LutError(this.t('postLut.tooMany', { max: MAX_POST_PROCESSES }));
    const title = choice.titles && i18n ? i18n.pick(choice.titles) : choice.name;
    const id = document.newId();
    const node: SceneNodeData = {
      id, type: LUT_CLASS_NAME, parent: POST_PROCESS_CONTAINER_ID, name: (title || choice.name).slice(0, MAX_NAME),
      props: { ...defaultsOf(lut.effect.descriptors), url, preview: choice.preview }, children: [],
    };
    undo.execute([appendPostProcessPatch(document, node, this.t('postLut.container'))]);
    selection.set([id]);
    return id;
  }

  /** Delete LUT effects (other ids are ignored). */
  remove(ids: readonly NodeId[]): void {
    const luts = new Set(this.list().map((n) => n.id));
    const targets = ids.filter((id) => luts.has(id));
    if (!targets.length) return;
    const { document, undo, selection } = this.deps;
    undo.execute(targets.map((id) => document.removePatch(id)));
    selection.set(selection.selected.filter((id) => !targets.includes(id)));
  }
}
