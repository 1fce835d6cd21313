import { describe, expect, it } from 'vitest';
import {
  ApiService, CommandService, createServiceId, DialogService, ExposedPropertiesService, I18nService, LayoutService, NotificationService,
  PermissionService, SceneAssetsService, SceneDocumentService, SceneIoService, SceneRuntimeService, SelectionService, SessionService,
  SettingsService, UndoService,
} from '../../sdk/index.js';
import { coreServiceModules, designerServiceModules, platformServiceModules } from '../services/index.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { createEditorKernel, serviceModule, type ServiceModule } from './editor-kernel.js';
import { ServiceContainer } from './service-container.js';
import { lazy, optional, provide } from './service-declaration.js';

const PLATFORM_IDS = [I18nService, NotificationService, DialogService, ApiService, SessionService, PermissionService];
const DESIGNER_IDS = [
  CommandService, LayoutService, SettingsService, SceneDocumentService, SelectionService, UndoService, ExposedPropertiesService,
  SceneAssetsService, SceneIoService, SceneRuntimeService,
];

/** A reproducible shuffle (mulberry32), so a failing order can be replayed from its seed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('kernel wiring from declared dependencies', () => {
  it('makes the same working services whatever the order of the modules', async () => {
    const quiet = i18nModule({ store: new MemoryStore(), languages: ['en'], reload: () => undefined });
    const modules: ServiceModule[] = [...coreServiceModules.filter((m) => m !== platformServiceModules[0]), quiet];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const order = seed === 1 ? [...modules].reverse() : shuffled(modules, seed);
      const kernel = await createEditorKernel(order);
      for (const id of [...PLATFORM_IDS, ...DESIGNER_IDS]) expect(kernel.services.has(id), `${id.id} (seed ${seed})`).toBe(true);
      // The wiring works end to end: the api reads the session lazily, undo writes the document plugins read,
      // the exposed-properties service follows the document, commands translate their failures.
      expect(kernel.services.get(SessionService).state).toBe('anonymous');
      const document = kernel.services.get(SceneDocumentService);
      const undo = kernel.services.get(UndoService);
      undo.execute([document.setPropPatch('scene', 'width', 640)]);
      expect(document.root.props.width).toBe(640);
      expect(kernel.services.get(ExposedPropertiesService).all).toEqual([]);
      expect(kernel.services.get(I18nService).t('core.language.en')).toBe('English');
      await kernel.dispose();
    }
  });

  it('the platform modules alone give the platform services and none of the designer', async () => {
    const kernel = await createEditorKernel([...platformServiceModules]);
    for (const id of PLATFORM_IDS) expect(kernel.services.has(id)).toBe(true);
    for (const id of DESIGNER_IDS) expect(kernel.services.has(id), id.id).toBe(false);
    await kernel.dispose();
    expect(designerServiceModules.length).toBeGreaterThan(0);
  });

  it('a bound value wins over a declaration and a declaration over a fallback, in any order', async () => {
    const Greeting = createServiceId<{ text: string }>('test.greeting');
    const declared = serviceModule([provide(Greeting, [], () => ({ text: 'declared' }))]);
    const fallback = serviceModule([provide(Greeting, [], () => ({ text: 'fallback' }), { fallback: true })]);
    const value: ServiceModule = ({ services }) => services.bindValue(Greeting, { text: 'value' });
    for (const modules of [[declared, fallback], [fallback, declared]]) {
      const kernel = await createEditorKernel(modules);
      expect(kernel.services.get(Greeting).text).toBe('declared');
    }
    for (const modules of [[value, declared, fallback], [declared, fallback, value]]) {
      const kernel = await createEditorKernel(modules);
      expect(kernel.services.get(Greeting).text).toBe('value');
    }
    expect((await createEditorKernel([fallback])).services.get(Greeting).text).toBe('fallback');
  });

  it('refuses two declarations of one service, a missing dependency and a cycle, with clear messages', async () => {
    const A = createServiceId<{ b: unknown }>('test.a');
    const B = createServiceId<{ a: unknown }>('test.b');
    const Missing = createServiceId<unknown>('test.missing');
    const twice = serviceModule([provide(A, [], () => ({ b: 1 }))]);
    await expect(createEditorKernel([twice, twice])).rejects.toThrow(/'test.a' is declared by 2 modules/);
    await expect(createEditorKernel([serviceModule([provide(A, [Missing], (m) => ({ b: m }))])])).rejects.toThrow(/'test.a' needs 'test.missing', which no module provides/);
    const cycle = serviceModule([provide(A, [B], (b) => ({ b })), provide(B, [A], (a) => ({ a }))]);
    await expect(createEditorKernel([cycle])).rejects.toThrow(/cycle: test.a → test.b → test.a/);
    // A lazy dependency breaks the cycle; an optional one may be missing.
    const broken = serviceModule([provide(A, [B], (b) => ({ b })), provide(B, [lazy(A), optional(Missing)], (a, missing) => ({ a, missing }))]);
    const kernel = await createEditorKernel([broken]);
    const b = kernel.services.get(B) as { a: () => unknown; missing: unknown };
    expect(b.a()).toBe(kernel.services.get(A));
    expect(b.missing).toBeUndefined();
  });

  it('releases made services newest first when the kernel is disposed', async () => {
    const released: string[] = [];
    const First = createServiceId<string>('test.first');
    const Second = createServiceId<string>('test.second');
    const module = serviceModule([
      provide(Second, [First], (first) => `${first}+second`, { dispose: (s) => released.push(s) }),
      provide(First, [], () => 'first', { dispose: (s) => released.push(s) }),
    ]);
    const kernel = await createEditorKernel([module]);
    await kernel.dispose();
    expect(released).toEqual(['first+second', 'first']);
  });

  it('a container keeps the plain bindValue/get contract', () => {
    const container = new ServiceContainer();
    const Id = createServiceId<number>('test.number');
    expect(() => container.get(Id)).toThrow(/No service is bound for 'test.number'/);
    container.bindValue(Id, 1);
    container.bindValue(Id, 2);
    expect(container.get(Id)).toBe(2);
    expect(container.tryGet(createServiceId('test.none'))).toBeUndefined();
  });
});
