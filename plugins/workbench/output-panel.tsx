import type { ComponentType } from 'react';
import type { I18nService, PanelProps } from '../../sdk/index.js';
import type { OutputLog } from './output-log.js';
import { useStream } from './use-stream.js';

function clock(time: number): string {
  const d = new Date(time);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The Output panel: every notification of this session with its time and kind. */
export function outputPanelFor(i18n: I18nService, log: OutputLog): ComponentType<PanelProps> {
  return function OutputPanel() {
    useStream(i18n.onDidChangeTexts, i18n.locale);
    const entries = useStream(log.onDidChange, log.entries);
    return (
      <div className="kf-output">
        <div className="kf-output-toolbar">
          <button type="button" className="kf-button kf-button-small" onClick={() => log.clear()} disabled={entries.length === 0}>
            {i18n.t('workbench.output.clear')}
          </button>
        </div>
        {entries.length === 0 ? (
          <p className="kf-output-empty">{i18n.t('workbench.output.empty')}</p>
        ) : (
          <ol className="kf-output-list">
            {entries.map((n) => (
              <li key={n.id} data-kind={n.kind} data-testid="output-entry">
                <time>{clock(n.time)}</time>
                <span className="kf-output-kind">{i18n.t(`workbench.kind.${n.kind}`)}</span>
                <span>{n.title ? `${n.title}: ${n.message}` : n.message}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  };
}
