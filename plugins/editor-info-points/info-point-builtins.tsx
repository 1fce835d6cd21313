import { useState } from 'react';
import { BuiltinInfoPointsByCategory } from '../../sdk/endpoints.js';
import type { BuiltinInfoPoint } from '../../sdk/endpoints.js';
import { readInfoPoints } from '../../sdk/index.js';
import type { ApiService, InfoPointData, LocaleId, TranslateFn } from '../../sdk/index.js';

/** What the built-in picker uses: the server, the user's language, texts and messages. */
export interface InfoPointBuiltinDeps {
  readonly t: TranslateFn;
  readonly api?: ApiService;
  readonly locale: () => LocaleId;
  readonly inform: (message: string) => void;
}

interface Props {
  readonly deps: InfoPointBuiltinDeps;
  readonly readOnly: boolean;
  /** Where a new point goes: one unit along x from the first selected point, else the origin (as Add places it). */
  readonly position: readonly [number, number, number];
  /** Add points to the list (one undo step); false when the list refused them. */
  readonly append: (incoming: readonly InfoPointData[]) => boolean;
}

/** Categories the picker has texts for; another category the server names is shown as it is named. */
const KNOWN_CATEGORIES = new Set(['general', 'alert', 'device']);
/** The most built-in points shown (the catalogue is small; this bounds what a server could send). */
const MAX_SHOWN = 200;

/** A built-in point's icon URL, only when it is on the page's own origin (the catalogue's files are). */
export function sameOriginIcon(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The point a built-in entry adds: its fields, named by its title in the user's language, at `position`. */
export function builtinPoint(entry: BuiltinInfoPoint, locale: LocaleId, position: readonly [number, number, number]): InfoPointData | undefined {
  const title = entry.titles[locale] || entry.titles.en || entry.point.name;
  return readInfoPoints([{ ...entry.point, name: title, position: [...position] }])[0];
}

/**
 * Built-in info points by category (spec 000 §7 `kf-resource/info-points-by-category/{category}/{n}`): a category
 * choice (All, then the categories the server lists) and the category's points with their pin icons; a click adds
 * that point to the list (name made unique, selected), one undo step.
 */
export function InfoPointBuiltins({ deps, readOnly, position, append }: Props) {
  const { t, api, locale, inform } = deps;
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState('all');
  const [categories, setCategories] = useState<readonly string[]>([]);
  const [entries, setEntries] = useState<readonly BuiltinInfoPoint[]>();
  const [busy, setBusy] = useState(false);

  const load = async (chosen: string) => {
    if (!api) return;
    setBusy(true);
    setCategory(chosen);
    try {
      const reply = (await api.call(BuiltinInfoPointsByCategory, { params: { category: chosen, n: 0 } })).slice(0, MAX_SHOWN);
      setEntries(reply);
      if (chosen === 'all') setCategories([...new Set(reply.map((e) => e.category))]);
    } catch {
      // The api service has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const categoryTitle = (c: string) => (KNOWN_CATEGORIES.has(c) ? t(`infoPoints.builtinCategory.${c}`) : c);
  const pick = (entry: BuiltinInfoPoint) => {
    const point = builtinPoint(entry, locale(), position);
    if (point && append([point])) inform(t('infoPoints.builtinAdded', { name: point.name }));
  };

  return (
    <>
      <div className="kf-ip-bar">
        <button
          type="button"
          className="kf-ip-button"
          data-testid="info-points-builtins"
          aria-expanded={open}
          title={t('infoPoints.builtinsTitle')}
          disabled={!api || readOnly}
          onClick={() => {
            setOpen(!open);
            if (!open && !entries) void load('all');
          }}
        >
          {t('infoPoints.builtins')}
        </button>
        {open && (
          <select className="kf-ip-field" data-testid="info-points-builtin-category" aria-label={t('infoPoints.builtinCategory')} value={category} disabled={busy}
            onChange={(e) => void load(e.target.value)}>
            <option value="all">{t('infoPoints.builtinCategory.all')}</option>
            {categories.map((c) => <option key={c} value={c}>{categoryTitle(c)}</option>)}
          </select>
        )}
      </div>
      {open && (
        <div className="kf-ip-builtins" role="group" aria-label={t('infoPoints.builtins')} data-testid="info-points-builtin-list" aria-busy={busy}>
          {entries?.length === 0 && <div className="kf-ip-note">{t('infoPoints.builtinNone')}</div>}
          {entries?.map((entry) => {
            const icon = sameOriginIcon(entry.preview, window.location.origin);
            const title = entry.titles[locale()] || entry.titles.en;
            return (
              <button key={entry.uuid} type="button" className="kf-ip-builtin" data-testid={`info-points-builtin-${entry.name}`} title={t('infoPoints.builtinAddTitle', { name: title })}
                disabled={readOnly} onClick={() => pick(entry)}>
                {icon && <img src={icon} alt="" width={20} height={20} referrerPolicy="no-referrer" />}
                <span>{title}</span>
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
