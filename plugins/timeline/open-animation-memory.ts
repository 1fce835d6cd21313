import type { Disposable, KeyframeAnimationService, OpenScenesService, SceneDocumentService, SettingsService } from '../../sdk/index.js';
import { toDisposable } from '../../sdk/index.js';

/** The setting that holds each scene's open animation: a JSON object of scene uuid → animation id. */
export const OPEN_ANIMATIONS_SETTING = 'timeline.openAnimations';
/** Scenes remembered; the least recently used is forgotten first. */
export const OPEN_ANIMATIONS_KEPT = 50;

function read(settings: SettingsService): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(settings.get<string>(OPEN_ANIMATIONS_SETTING) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * Keeps the open animation of each saved scene in the user's settings and opens it again when that scene is loaded
 * (a reload, a tab switch), so the timeline does not fall back to '(no animation)'.
 */
export function rememberOpenAnimation(animation: KeyframeAnimationService, document: SceneDocumentService, openScenes: OpenScenesService, settings: SettingsService): Disposable {
  // Set when a document loads, cleared once the registry names the scene it belongs to (after the load).
  let loading = false;
  const sceneId = () => {
    const id = openScenes.activeId;
    return id && !openScenes.tabs.find((tab) => tab.id === id)?.temporary ? id : undefined;
  };
  const remember = (id: string | undefined) => {
    const scene = sceneId();
    if (loading || !scene) return;
    const map = read(settings);
    if (map[scene] === id) return;
    delete map[scene];
    if (id) map[scene] = id;
    const kept = Object.entries(map).slice(-OPEN_ANIMATIONS_KEPT);
    settings.set(OPEN_ANIMATIONS_SETTING, JSON.stringify(Object.fromEntries(kept)));
  };
  const subscriptions = [
    // A load first closes the animation (the animation service hears the load before this does): the close is read
    // after the load has been seen, so it does not erase the scene's memory.
    animation.onDidChangeCurrent.subscribe((current) => queueMicrotask(() => remember(current?.id))),
    document.onDidLoad.subscribe(() => {
      loading = true;
    }),
    openScenes.onDidChange.subscribe(() => {
      const scene = sceneId();
      if (!loading || !scene) return;
      loading = false;
      const id = read(settings)[scene];
      if (id && !animation.current && animation.animations.some((a) => a.id === id)) animation.setCurrent(id);
    }),
  ];
  return toDisposable(() => subscriptions.forEach((s) => s.unsubscribe()));
}
