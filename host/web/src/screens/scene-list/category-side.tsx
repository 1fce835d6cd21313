import { DEFAULT_SCENE_CATEGORY } from '../../../../../sdk/contract/scene.js';
import { useT } from '../../kernel/kernel-context.js';
import { ALL } from './scene-dialog.js';
import type { CategoryCount } from './use-scene-categories.js';

/** The category side bar: all, each category with its count, rename and delete for all but the default. */
export function CategorySide({ categories, total, category, categoryLabel, onSelect, onRename, onDelete }: { readonly categories: readonly CategoryCount[]; readonly total: number; readonly category: string; readonly categoryLabel: (name: string) => string; readonly onSelect: (category: string) => void; readonly onRename: (category: string) => void; readonly onDelete: (category: string) => void }) {
  const t = useT();
  return (
    <aside className="kf-side" aria-label={t('platform.scenes.categories')}>
      <div className="kf-side-title">{t('platform.scenes.categories')}</div>
      <button type="button" className={category === ALL ? 'kf-side-item active' : 'kf-side-item'} onClick={() => onSelect(ALL)} data-testid="category-all" aria-pressed={category === ALL}>
        <span className="kf-side-label">{t('platform.scenes.all')}</span>
        <span className="kf-badge muted">{total}</span>
      </button>
      {categories.map((c) => (
        <div key={c.category} className="kf-row" style={{ gap: 2 }}>
          <button
            type="button"
            className={category === c.category ? 'kf-side-item active' : 'kf-side-item'}
            onClick={() => onSelect(c.category)}
            data-testid="category"
            data-category={c.category}
            aria-pressed={category === c.category}
          >
            <span className="kf-side-label">{categoryLabel(c.category)}</span>
            <span className="kf-badge muted" data-testid="category-count">
              {c.count}
            </span>
          </button>
          {c.category !== DEFAULT_SCENE_CATEGORY && (
            <>
              <button type="button" className="kf-btn link small" title={t('platform.rename')} aria-label={`${t('platform.rename')} ${c.category}`} onClick={() => onRename(c.category)} data-testid="category-rename">
                ✎
              </button>
              <button type="button" className="kf-btn link small" title={t('platform.delete')} aria-label={`${t('platform.delete')} ${c.category}`} onClick={() => onDelete(c.category)} data-testid="category-delete">
                ✕
              </button>
            </>
          )}
        </div>
      ))}
    </aside>
  );
}
