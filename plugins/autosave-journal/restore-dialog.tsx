import { useEffect, useId, useRef } from 'react';
import type { DialogLayerProps, OpenSceneTab, PatchSummary, TranslateFn } from '../../sdk/index.js';
import type { RestoreAnswer } from './journal-recorder.js';
import type { JournalHead } from './journal-store.js';

/** At most this many lines of the difference are listed; the rest are counted. */
const MAX_LINES = 200;

interface DiffLine {
  readonly group: string;
  readonly text: string;
}

/** The difference as lines under their group's heading, in the user's language. */
export function diffLines(summary: PatchSummary, t: TranslateFn): DiffLine[] {
  return [
    ...summary.added.map((n) => ({ group: t('autosaveJournal.added'), text: n.name })),
    ...summary.removed.map((n) => ({ group: t('autosaveJournal.removed'), text: n.name })),
    ...summary.moved.map((n) => ({ group: t('autosaveJournal.moved'), text: n.name })),
    ...summary.renamed.map((n) => ({ group: t('autosaveJournal.renamed'), text: t('autosaveJournal.renamedFrom', { from: n.from, name: n.name }) })),
    ...summary.changed.map((n) => ({ group: t('autosaveJournal.changed'), text: `${n.name}: ${n.keys.join(', ')}` })),
    ...summary.sections.map((s) => ({ group: t('autosaveJournal.sections'), text: s })),
  ];
}

/** The offer to restore a scene's journal: what it would change, then Restore or Discard. */
export function RestoreDialog({ close, t, tab, head, summary, locale }: DialogLayerProps<RestoreAnswer> & {
  readonly t: TranslateFn; readonly tab: OpenSceneTab; readonly head: JournalHead; readonly summary: PatchSummary; readonly locale: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector<HTMLButtonElement>('button.primary')?.focus(), []);
  const lines = diffLines(summary, t);
  const groups = new Map<string, string[]>();
  for (const line of lines.slice(0, MAX_LINES)) groups.set(line.group, [...(groups.get(line.group) ?? []), line.text]);
  const time = new Date(head.updatedAt).toLocaleString(locale);
  return (
    <div className="kf-aj-backdrop">
      <div ref={ref} className="kf-aj-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-t`} aria-describedby={`${id}-m`} data-testid="autosave-restore-dialog">
        <h2 id={`${id}-t`}>{t('autosaveJournal.title')}</h2>
        <p id={`${id}-m`}>{t('autosaveJournal.message', { count: head.count, name: tab.name, version: head.baseVersion, time })}</p>
        {head.baseVersion !== tab.version && <p className="kf-aj-warning">{t('autosaveJournal.newerVersion', { version: tab.version })}</p>}
        <div className="kf-aj-diff" data-testid="autosave-restore-diff">
          {[...groups].map(([group, texts]) => (
            <section key={group}>
              <h3>{group}</h3>
              <ul>{texts.map((text, i) => <li key={i}>{text}</li>)}</ul>
            </section>
          ))}
          {lines.length > MAX_LINES && <p>{t('autosaveJournal.more', { count: lines.length - MAX_LINES })}</p>}
        </div>
        <div className="kf-aj-actions">
          <button type="button" className="kf-aj-discard" data-testid="autosave-discard" onClick={() => close('discard')}>{t('autosaveJournal.discard')}</button>
          <button type="button" className="primary" data-testid="autosave-restore" onClick={() => close('restore')}>{t('autosaveJournal.restore')}</button>
        </div>
      </div>
    </div>
  );
}
