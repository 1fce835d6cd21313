import * as Blockly from 'blockly/core';
import 'blockly/blocks';
import { toDisposable } from '../../sdk/index.js';
import type { Disposable, LocaleId, PanelMountContext, SceneLogic } from '../../sdk/index.js';
import { applyBlocklyLocale } from './blockly-locale.js';
import { designerTheme } from './dark-theme.js';
import type { PuzzleMessage } from './puzzle-frame.js';
import type { LogicWindowDeps } from './logic-window-deps.js';
import { LOGIC_MEDIA_BASE } from './media-path.js';
import { buildToolbox, registerContributedBlocks } from './register-blocks.js';
import { refreshSceneFields, registerSceneFields, setFieldSources } from './scene-fields.js';
import { sceneSources } from './scene-sources.js';
import { generateCode, loadWorkspaceText, LOGIC_LIMITS, workspaceText } from './workspace-io.js';
import './logic-window.css';

const WRITE_DELAY_MS = 150;

/**
 * The Blockly workspace in the logic window: loads the scene's logic, writes the workspace (JSON) and its generated
 * code back through the undo service, follows the document (undo, another scene, renames) and the language.
 */
export function mountLogicWorkspace(element: HTMLElement, context: PanelMountContext, deps: LogicWindowDeps): Disposable {
  const { document, undo, notifications, t } = deps;
  const host = element.ownerDocument.createElement('div');
  host.className = 'kf-logic-window';
  host.dataset.testid = 'logic-window';
  element.append(host);
  registerSceneFields();
  // Undo and redo are the logic window's own, and only while the focus is in it (Blockly's shortcuts are page-wide).
  // A second window (after a reload of the layout) finds them gone; unregister warns about a missing name.
  const shortcuts = Blockly.ShortcutRegistry.registry.getRegistry();
  for (const name of [Blockly.ShortcutItems.names.UNDO, Blockly.ShortcutItems.names.REDO]) {
    if (shortcuts[name]) Blockly.ShortcutRegistry.registry.unregister(name);
  }

  let workspace: Blockly.WorkspaceSvg | undefined;
  /** The workspace text the document holds as far as this window knows (written or loaded by it). */
  let known = document.section('logic').xml;
  let writeTimer: ReturnType<typeof setTimeout> | undefined;
  let building: Promise<void> = Promise.resolve();
  let disposed = false;
  let messages = 0;

  const refuse = (type: string, why: string) => notifications?.warning(t('logicWindow.refused', { type, why }));

  const write = () => {
    if (writeTimer !== undefined) clearTimeout(writeTimer);
    writeTimer = undefined;
    if (!workspace) return;
    const xml = workspaceText(workspace);
    if (xml === known) return;
    const code = generateCode(workspace);
    if (xml.length > LOGIC_LIMITS.workspaceChars || code.length > LOGIC_LIMITS.codeChars) {
      notifications?.error(t('logicWindow.tooLarge', { limit: LOGIC_LIMITS.workspaceChars }));
      return;
    }
    known = xml;
    const logic: SceneLogic = document.section('logic');
    undo.execute([document.setSectionPatch('logic', { ...logic, code, xml })], { label: 'logicWindow.edit' });
  };

  /** After a block is added (once its drag ended, as the mode switch rebuilds the layout): Logical mode, then the message. */
  const afterBlockAdded = () => {
    if (workspace?.isDragging()) setTimeout(afterBlockAdded, 50);
    else if (!disposed) deps.puzzle.blockAdded();
  };

  /** The puzzle message: the workspace fits itself to the (new) layout and says so on its element. */
  const onPuzzleMessage = (message: PuzzleMessage) => {
    messages += 1;
    host.dataset.puzzleMessage = `${message.kind}:${message.mode}:${messages}`;
    void building.then(() => workspace && Blockly.svgResize(workspace));
  };
  const detachPuzzle = deps.puzzle.attach(onPuzzleMessage);

  const onChange = (event: Blockly.Events.Abstract) => {
    if (event.isUiEvent) return;
    if (event.type === Blockly.Events.BLOCK_CREATE && (event as Blockly.Events.BlockCreate).recordUndo) afterBlockAdded();
    if (writeTimer !== undefined) clearTimeout(writeTimer);
    writeTimer = setTimeout(write, WRITE_DELAY_MS);
  };

  const build = async (locale: LocaleId) => {
    const text = workspace ? workspaceText(workspace) : known;
    await applyBlocklyLocale(locale);
    if (disposed) return;
    setFieldSources(sceneSources(deps));
    const defined = registerContributedBlocks(deps.blocks.current, locale, refuse);
    workspace?.dispose();
    host.replaceChildren();
    workspace = Blockly.inject(host, {
      toolbox: buildToolbox(defined, locale),
      media: LOGIC_MEDIA_BASE,
      theme: designerTheme(),
      trashcan: true,
      sounds: false,
      zoom: { controls: true, wheel: true, startScale: 0.9 },
      move: { scrollbars: true, drag: true, wheel: false },
      grid: { spacing: 24, length: 2, colour: '#3a3f4b', snap: false },
    });
    try {
      loadWorkspaceText(workspace, text);
    } catch {
      notifications?.error(t('logicWindow.damaged'));
      workspace.clear();
    }
    workspace.addChangeListener(onChange);
    labelWorkspace(workspace, t('logicWindow.title'));
    // The test build's hook (window.__kfLogicWorkspace; none in production). Not withdrawn when the window is rebuilt
    // or closed: a test reading it while the layout switches mode finds the last workspace, as it always did.
    deps.testHooks?.expose('LogicWorkspace', workspace);
  };
  let builtLocale: LocaleId | undefined;
  const rebuild = (locale: LocaleId) => {
    builtLocale = locale;
    building = building.then(() => build(locale)).catch((error: unknown) => {
      host.textContent = t('logicWindow.loadFailed', { message: error instanceof Error ? error.message : String(error) });
    });
  };

  /** The document's logic changed from elsewhere (undo, a save's restore, another scene): show it. */
  const reloadFromDocument = () => {
    const xml = document.section('logic').xml;
    if (xml === known || !workspace) return;
    if (writeTimer !== undefined) clearTimeout(writeTimer);
    writeTimer = undefined;
    known = xml;
    try {
      loadWorkspaceText(workspace, xml);
    } catch {
      notifications?.error(t('logicWindow.damaged'));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    if (!(event.ctrlKey || event.metaKey) || !workspace || (key !== 'z' && key !== 'y')) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    event.stopPropagation();
    workspace.undo(key === 'y' || event.shiftKey);
  };
  host.addEventListener('keydown', onKeyDown, true);

  rebuild(deps.i18n?.locale ?? 'en');
  const subscriptions = [
    document.onDidChange.subscribe((change) => {
      if (change.patches.some((p) => p.op === 'setSection' && p.section === 'logic')) reloadFromDocument();
      if (workspace) refreshSceneFields(workspace);
    }),
    document.onDidLoad.subscribe(() => {
      known = '\u0000';
      reloadFromDocument();
      workspace?.clearUndo();
    }),
    deps.blocks.onDidChange.subscribe(() => rebuild(deps.i18n?.locale ?? 'en')),
    ...(deps.i18n ? [deps.i18n.onDidChangeTexts.subscribe((locale) => locale !== builtLocale && rebuild(locale))] : []),
    ...(deps.openScenes ? [deps.openScenes.onWillSave.subscribe(() => write())] : []),
    context.visible.subscribe((shown) => {
      if (shown && workspace) setTimeout(() => workspace && Blockly.svgResize(workspace), 0);
    }),
  ];
  const resize = new ResizeObserver(() => workspace && Blockly.svgResize(workspace));
  resize.observe(host);

  return toDisposable(() => {
    write();
    disposed = true;
    detachPuzzle();
    for (const subscription of subscriptions) subscription.unsubscribe();
    resize.disconnect();
    host.removeEventListener('keydown', onKeyDown, true);
    workspace?.dispose();
    workspace = undefined;
    host.remove();
  });
}

/**
 * Blockly gives its focusable workspace group an English aria-label but no role, which assistive technology may not
 * announce (axe: aria-prohibited-attr). A named region in the user's language instead.
 */
function labelWorkspace(workspace: Blockly.WorkspaceSvg, label: string): void {
  const group = workspace.getSvgGroup();
  group.setAttribute('role', 'region');
  group.setAttribute('aria-label', label);
}
