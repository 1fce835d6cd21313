import type { ResourceGroup } from '../../../../../sdk/contract/resource.js';
import { useT } from '../../kernel/kernel-context.js';

/** The resource group tree with new-subgroup, rename and delete on each group. */
export function GroupTree({ groups, selected, onSelect, onRename, onDelete, onCreateChild }: { readonly groups: readonly ResourceGroup[]; readonly selected?: string; readonly onSelect: (g: ResourceGroup) => void; readonly onRename: (g: ResourceGroup) => void; readonly onDelete: (g: ResourceGroup) => void; readonly onCreateChild: (g: ResourceGroup) => void }) {
  const t = useT();
  return (
    <ul className="kf-tree">
      {groups.map((g) => (
        <li key={g.id}>
          <div className="kf-row" style={{ gap: 2 }}>
            <button type="button" className={selected === g.id ? 'kf-side-item active' : 'kf-side-item'} onClick={() => onSelect(g)} data-testid="file-group" data-name={g.name} aria-pressed={selected === g.id}>
              <span className="kf-side-label">{g.name}</span>
            </button>
            <button type="button" className="kf-btn link small" aria-label={`${t('platform.files.newSubgroup')} ${g.name}`} title={t('platform.files.newSubgroup')} onClick={() => onCreateChild(g)}>
              +
            </button>
            <button type="button" className="kf-btn link small" aria-label={`${t('platform.rename')} ${g.name}`} title={t('platform.rename')} onClick={() => onRename(g)} data-testid="file-group-rename">
              ✎
            </button>
            <button type="button" className="kf-btn link small" aria-label={`${t('platform.delete')} ${g.name}`} title={t('platform.delete')} onClick={() => onDelete(g)} data-testid="file-group-delete">
              ✕
            </button>
          </div>
          {g.children.length > 0 && <GroupTree groups={g.children} selected={selected} onSelect={onSelect} onRename={onRename} onDelete={onDelete} onCreateChild={onCreateChild} />}
        </li>
      ))}
    </ul>
  );
}
