import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { BUILTIN_RESOURCE_MIME } from '../../sdk/index.js';
import type { AnyEndpoint, ApiService, BuiltinResourceDrag, PanelProps } from '../../sdk/index.js';
import { BuiltinHdrs, BuiltinImages, BuiltinLights, BuiltinModels, BuiltinParticles, BuiltinSimpleMaterials } from '../../sdk/endpoints.js';
import './resources.css';

/** The catalogue lists shown, with their call and kind. */
export const RESOURCE_LISTS = [
  { kind: 'light', endpoint: BuiltinLights, titleKey: 'builtinResources.lights' },
  { kind: 'model', endpoint: BuiltinModels, titleKey: 'builtinResources.models' },
  { kind: 'material', endpoint: BuiltinSimpleMaterials, titleKey: 'builtinResources.materials' },
  { kind: 'hdr', endpoint: BuiltinHdrs, titleKey: 'builtinResources.hdrs' },
  { kind: 'image', endpoint: BuiltinImages, titleKey: 'builtinResources.images' },
  { kind: 'particle', endpoint: BuiltinParticles, titleKey: 'builtinResources.particles' },
] as const satisfies readonly { readonly kind: BuiltinResourceDrag['kind']; readonly endpoint: AnyEndpoint; readonly titleKey: string }[];

/** What the panel needs. */
export interface ResourcesPanelServices {
  readonly api: ApiService | undefined;
  insert(drag: BuiltinResourceDrag): void;
  t(key: string, values?: Record<string, string | number>): string;
  /** The item's title in the user's language (its name when it carries none). */
  title(item: Readonly<Record<string, unknown>>): string;
}

type Item = Readonly<Record<string, unknown>> & { uuid: string; name: string; preview?: string };

/** Create the built-in resources panel: lists from the server's catalogue, each item draggable into the viewport. */
export function createResourcesPanel(s: ResourcesPanelServices): ComponentType<PanelProps> {
  return function ResourcesPanel({ visible }: PanelProps) {
    const [lists, setLists] = useState<Record<string, Item[]>>();
    const [error, setError] = useState<string>();
    useEffect(() => {
      if (!visible || lists || !s.api) return;
      Promise.all(RESOURCE_LISTS.map((l) => s.api!.call<typeof l.endpoint>(l.endpoint).then((items): Item[] => items).catch((): Item[] => [])))
        .then((all) => setLists(Object.fromEntries(RESOURCE_LISTS.map((l, i) => [l.kind, all[i]]))))
        .catch((e: unknown) => setError(String(e)));
    }, [visible, lists]);
    if (error) return <p className="kf-res-error">{s.t('builtinResources.loadFailed', { message: error })}</p>;
    if (!lists) return <p className="kf-res-hint">{s.t('builtinResources.loading')}</p>;
    return (
      <div className="kf-res" data-testid="builtin-resources">
        <p className="kf-res-hint">{s.t('builtinResources.hint')}</p>
        {RESOURCE_LISTS.map((list) => (
          <section key={list.kind}>
            <h4>{s.t(list.titleKey)}</h4>
            <div className="kf-res-grid">
              {(lists[list.kind] ?? []).map((item) => {
                const drag: BuiltinResourceDrag = { kind: list.kind, item };
                return (
                  <div key={item.uuid} className="kf-res-item" draggable title={s.title(item)} data-testid={`builtin-${list.kind}-${item.name}`}
                    onDragStart={(e) => {
                      e.dataTransfer.setData(BUILTIN_RESOURCE_MIME, JSON.stringify(drag));
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onDoubleClick={() => s.insert(drag)}>
                    {item.preview ? <img src={item.preview} alt="" draggable={false} /> : <span className="kf-res-icon">{list.kind === 'light' ? '☀' : '▣'}</span>}
                    <span data-testid="builtin-title">{s.title(item)}</span>
                  </div>
                );
              })}
            </div>
          </section>
        ))}
      </div>
    );
  };
}
