import {
  MAX_POST_PROCESSES, POST_PROCESS_CONTAINER_ID, POST_PROCESS_ENABLED_PROP, appendPostProcessPatch, isPostProcessEnabled, postProcessNodes,
} from '../../sdk/index.js';
import type { I18nService, NodeId, PostProcessContribution, SceneDocumentService, SceneNodeData, SelectionService, UndoService } from '../../sdk/index.js';
import { defaultsOf } from '../../sdk/index.js';

export { MAX_POST_PROCESSES };

/** What the pipeline's edits need. */
export interface PipelineDeps {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly selection: SelectionService;
  readonly i18n: I18nService | undefined;
  /** The contributed effects now. */
  effects(): readonly PostProcessContribution[];
}

/** Error with a translated message for the user. */
export class PipelineError extends Error {}

/**
 * The rendering pipeline's edits, each one undo step: add an effect (the container is created with the first one),
 * delete, switch on and off, move up and down. Every edit marks the scene as needing save (the undo service does).
 */
export class PipelineActions {
  constructor(private readonly deps: PipelineDeps, private readonly t: (key: string, values?: Record<string, string | number>) => string) {}

  /** The effect nodes in render order. */
  list(): SceneNodeData[] {
    return postProcessNodes((id) => this.deps.document.get(id));
  }

  /** Add an effect of a contributed class at the end of the chain and select it; returns its id. */
  add(className: string): NodeId {
    const { document, undo, selection, i18n } = this.deps;
    const effect = this.deps.effects().find((e) => e.id === className);
    if (!effect) throw new PipelineError(this.t('postProcessing.unknownEffect', { name: className }));
    const existing = this.list();
    if (existing.length >= MAX_POST_PROCESSES) throw new PipelineError(this.t('postProcessing.tooMany', { max: MAX_POST_PROCESSES }));
    const id = document.newId();
    const name = i18n ? i18n.pick(effect.titles) : effect.titles.en;
    const node: SceneNodeData = { id, type: className, parent: POST_PROCESS_CONTAINER_ID, name, props: defaultsOf(effect.descriptors), children: [] };
    undo.execute([appendPostProcessPatch(document, node, this.t('postProcessing.container'))]);
    selection.set([id]);
    return id;
  }

  /** Delete effects (ids that are not effects are ignored). */
  remove(ids: readonly NodeId[]): void {
    const effects = new Set(this.list().map((n) => n.id));
    const targets = ids.filter((id) => effects.has(id));
    if (!targets.length) return;
    const { document, undo, selection } = this.deps;
    undo.execute(targets.map((id) => document.removePatch(id)));
    selection.set(selection.selected.filter((id) => !targets.includes(id)));
  }

  /** Switch an effect on or off. */
  setEnabled(id: NodeId, enabled: boolean): void {
    const node = this.deps.document.get(id);
    if (!node || isPostProcessEnabled(node) === enabled) return;
    this.deps.undo.execute([this.deps.document.setPropPatch(id, POST_PROCESS_ENABLED_PROP, enabled)]);
  }

  /** Move an effect by `delta` places in the chain (clamped to the ends). */
  move(id: NodeId, delta: number): void {
    const ids = this.list().map((n) => n.id);
    const from = ids.indexOf(id);
    if (from < 0) return;
    const to = Math.max(0, Math.min(ids.length - 1, from + delta));
    if (to === from) return;
    this.deps.undo.execute([this.deps.document.movePatch(id, { parent: POST_PROCESS_CONTAINER_ID, index: to })]);
  }
}
