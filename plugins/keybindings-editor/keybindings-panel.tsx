import { useEffect, useMemo, useRef, useState } from 'react';
import { chordKey } from '../../sdk/index.js';
import type { CommandContribution, ContributionList, KeybindingService, NotificationService, PanelProps, TranslateFn } from '../../sdk/index.js';
import { ChordCapture } from './chord-capture.js';
import { filterRows, keybindingRows, type KeybindingRow } from './keybinding-rows.js';
import './keybindings-editor.css';

/** What the shortcut panel reads and changes. */
export interface KeybindingsPanelDeps {
  readonly keys: KeybindingService;
  readonly commands: ContributionList<CommandContribution>;
  readonly notifications: NotificationService | undefined;
  readonly t: TranslateFn;
}

/** A chord the user recorded that other commands already answer, waiting for the user's choice. */
interface PendingConflict {
  readonly commandId: string;
  readonly binding: string;
  readonly others: readonly string[];
}

/** Follow the user's bindings and the contributed commands; the rows to show. */
function useRows({ keys, commands, t }: KeybindingsPanelDeps): KeybindingRow[] {
  const compute = () => keybindingRows(keys.entries, t, (b) => keys.label(b));
  const [rows, setRows] = useState(compute);
  useEffect(() => {
    const update = () => setRows(compute());
    const subscriptions = [keys.onDidChange.subscribe(update), commands.onDidChange.subscribe(update)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);
  return rows;
}

/**
 * The shortcut panel: every command with its keys, a search, and per command Change (record a chord, with the
 * commands it conflicts with and a choice), Remove and Reset; Reset all for every command.
 */
export function createKeybindingsPanel(deps: KeybindingsPanelDeps) {
  const { keys, notifications, t } = deps;
  const titleOf = (rows: readonly KeybindingRow[], id: string) => rows.find((r) => r.commandId === id)?.title ?? id;
  const attempt = (action: () => void) => {
    try {
      action();
    } catch (error) {
      notifications?.error(t('keybindings.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return function KeybindingsPanel(_props: PanelProps) {
    const rows = useRows(deps);
    const [query, setQuery] = useState('');
    const [editing, setEditing] = useState<string | undefined>(undefined);
    const [conflict, setConflict] = useState<PendingConflict | undefined>(undefined);
    const shown = useMemo(() => filterRows(rows, query), [rows, query]);
    const conflictBox = useRef<HTMLDivElement>(null);
    useEffect(() => conflictBox.current?.querySelector('button')?.focus(), [conflict]);

    const apply = (commandId: string, binding: string, takeFrom: readonly string[]) => attempt(() => {
      const wanted = chordKey(binding);
      for (const other of takeFrom) keys.setBindings(other, keys.bindingsOf(other).filter((b) => chordKey(b) !== wanted));
      keys.setBindings(commandId, [binding]);
      notifications?.success(t('keybindings.changed', { command: titleOf(rows, commandId), key: keys.label(binding) }));
    });
    const confirm = (commandId: string, binding: string) => {
      setEditing(undefined);
      const others = keys.conflictsOf(binding, commandId);
      if (others.length > 0) setConflict({ commandId, binding, others });
      else apply(commandId, binding, []);
    };

    return (
      <div className="kf-kb" data-testid="keybindings-panel">
        <div className="kf-kb-bar">
          <input
            type="search" className="kf-kb-search" data-testid="keybindings-search" value={query}
            aria-label={t('keybindings.search')} placeholder={t('keybindings.search')}
            onChange={(event) => setQuery(event.target.value)}
          />
          <span className="kf-kb-count" aria-live="polite">{t('keybindings.count', { shown: shown.length, total: rows.length })}</span>
          <button type="button" data-testid="keybindings-reset-all" disabled={!rows.some((r) => r.customized)} onClick={() => attempt(() => keys.resetAll())}>
            {t('keybindings.resetAll')}
          </button>
        </div>
        {conflict && (
          <div ref={conflictBox} className="kf-kb-conflict-box" role="alertdialog" aria-labelledby="kf-kb-conflict-text" data-testid="keybinding-conflict">
            <p id="kf-kb-conflict-text">
              {t('keybindings.conflict.text', {
                key: keys.label(conflict.binding), command: titleOf(rows, conflict.commandId),
                others: conflict.others.map((id) => titleOf(rows, id)).join(', '),
              })}
            </p>
            <div className="kf-kb-actions">
              <button type="button" data-testid="keybinding-conflict-reassign" onClick={() => {
                apply(conflict.commandId, conflict.binding, conflict.others);
                setConflict(undefined);
              }}>{t('keybindings.conflict.reassign')}</button>
              <button type="button" data-testid="keybinding-conflict-both" onClick={() => {
                apply(conflict.commandId, conflict.binding, []);
                setConflict(undefined);
              }}>{t('keybindings.conflict.both')}</button>
              <button type="button" data-testid="keybinding-conflict-cancel" onClick={() => setConflict(undefined)}>{t('keybindings.conflict.cancel')}</button>
            </div>
          </div>
        )}
        <div className="kf-kb-scroll">
          <table className="kf-kb-table">
            <thead>
              <tr>
                <th scope="col">{t('keybindings.column.command')}</th>
                <th scope="col">{t('keybindings.column.keys')}</th>
                <th scope="col">{t('keybindings.column.source')}</th>
                <th scope="col">{t('keybindings.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.length === 0 && <tr><td colSpan={4} className="kf-kb-empty">{t('keybindings.none')}</td></tr>}
              {shown.map((row) => (
                <tr key={row.commandId} data-testid={`keybinding-row-${row.commandId}`} className={row.customized ? 'is-custom' : ''}>
                  <td>
                    {row.category && <span className="kf-kb-category">{row.category}: </span>}
                    <span className="kf-kb-title">{row.title}</span>
                    <div className="kf-kb-id">{row.commandId}</div>
                  </td>
                  <td className="kf-kb-keys" onDoubleClick={() => setEditing(row.commandId)}>
                    {editing === row.commandId ? (
                      <ChordCapture
                        commandTitle={row.title} t={t} label={(b) => keys.label(b)} bindingOf={(event) => keys.bindingFromEvent(event)}
                        conflictsOf={(b) => keys.conflictsOf(b, row.commandId).map((id) => titleOf(rows, id))}
                        onConfirm={(binding) => confirm(row.commandId, binding)}
                        onCancel={() => setEditing((current) => (current === row.commandId ? undefined : current))}
                      />
                    ) : row.labels.length > 0 ? (
                      row.labels.map((label) => <kbd key={label} data-testid="keybinding-key">{label}</kbd>)
                    ) : (
                      <span className="kf-kb-unbound">{t('keybindings.unbound')}</span>
                    )}
                    {row.sharedWith.length > 0 && editing !== row.commandId && (
                      <span className="kf-kb-shared" data-testid="keybinding-shared" title={row.sharedWith.map((id) => titleOf(rows, id)).join(', ')}>
                        {t('keybindings.shared', { count: row.sharedWith.length })}
                      </span>
                    )}
                  </td>
                  <td className="kf-kb-source">{row.customized ? t('keybindings.source.user') : t('keybindings.source.default')}</td>
                  <td>
                    <div className="kf-kb-actions">
                      <button type="button" data-testid="keybinding-change" aria-label={t('keybindings.change.for', { command: row.title })}
                        onClick={() => setEditing(row.commandId)}>{t('keybindings.change')}</button>
                      <button type="button" data-testid="keybinding-remove" aria-label={t('keybindings.remove.for', { command: row.title })}
                        disabled={row.bindings.length === 0} onClick={() => attempt(() => keys.setBindings(row.commandId, []))}>{t('keybindings.remove')}</button>
                      <button type="button" data-testid="keybinding-reset" aria-label={t('keybindings.reset.for', { command: row.title })}
                        disabled={!row.customized} onClick={() => attempt(() => keys.reset(row.commandId))}>{t('keybindings.reset')}</button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );
  };
}
