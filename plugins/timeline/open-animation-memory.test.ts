import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { KeyframeAnimationService, OpenScenesService, OpenSceneTab, SceneDocumentService, SettingsService } from '../../sdk/index.js';
import { OPEN_ANIMATIONS_SETTING, rememberOpenAnimation } from './open-animation-memory.js';

const tick = () => new Promise<void>((done) => queueMicrotask(done));

function setup() {
  const current = new BehaviorSubject<{ id: string; name: string } | undefined>(undefined);
  let animations = [{ id: 'a1' }, { id: 'a2' }];
  const animation = {
    get current() { return current.value; },
    get animations() { return animations; },
    onDidChangeCurrent: current.asObservable(),
    setCurrent: (id: string | undefined) => current.next(id ? { id, name: id } : undefined),
  } as unknown as KeyframeAnimationService;
  const loads = new Subject<void>();
  const document = { onDidLoad: loads.asObservable() } as unknown as SceneDocumentService;
  const tabs = new Subject<readonly OpenSceneTab[]>();
  let active: string | undefined;
  const openScenes = {
    get activeId() { return active; },
    get tabs() { return active ? [{ id: active, temporary: active.startsWith('+') }] : []; },
    onDidChange: tabs.asObservable(),
  } as unknown as OpenScenesService;
  const values = new Map<string, string>();
  const settings = { get: (key: string) => values.get(key), set: (key: string, value: string) => values.set(key, value) } as unknown as SettingsService;
  rememberOpenAnimation(animation, document, openScenes, settings);
  /** What the registry does when it opens a scene: the document loads (the animation service closes the animation first), then the tabs change. */
  const open = async (scene: string, list = animations) => {
    animations = list;
    current.next(undefined);
    loads.next();
    await tick();
    active = scene;
    tabs.next([]);
    await tick();
  };
  return { animation, open, values };
}

describe('the open animation per scene', () => {
  it('opens the animation a scene had open when it is loaded again, per scene', async () => {
    const { animation, open, values } = setup();
    await open('s1');
    animation.setCurrent('a2');
    await tick();
    await open('s2');
    expect(animation.current).toBeUndefined();
    animation.setCurrent('a1');
    await tick();
    await open('s1');
    expect(animation.current?.id).toBe('a2');
    await open('s2');
    expect(animation.current?.id).toBe('a1');
    expect(JSON.parse(values.get(OPEN_ANIMATIONS_SETTING)!)).toEqual({ s1: 'a2', s2: 'a1' });
  });

  it('forgets a scene whose user closed the animation; ignores animations gone, unsaved scenes and damaged settings', async () => {
    const { animation, open, values } = setup();
    await open('s1');
    animation.setCurrent('a1');
    await tick();
    animation.setCurrent(undefined);
    await tick();
    await open('s1');
    expect(animation.current).toBeUndefined();
    animation.setCurrent('a2');
    await tick();
    await open('s1', [{ id: 'a1' }]);
    expect(animation.current).toBeUndefined();
    await open('+123');
    animation.setCurrent('a1');
    await tick();
    expect(JSON.parse(values.get(OPEN_ANIMATIONS_SETTING)!)).not.toHaveProperty('+123');
    values.set(OPEN_ANIMATIONS_SETTING, '{not json');
    await open('s1');
    expect(animation.current).toBeUndefined();
  });
});
