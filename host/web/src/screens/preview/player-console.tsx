import { useEffect, useRef, useState } from 'react';
import type { PlayerLogEntry, PlayerService } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';

/** The console panel of a preview with the console flag: the logic's log lines and the runtime's refusals. */
export function PlayerConsole({ player }: { readonly player: PlayerService }) {
  const t = useT();
  const [lines, setLines] = useState<readonly PlayerLogEntry[]>(() => [...player.entries]);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    setLines([...player.entries]);
    const sub = player.onDidLog.subscribe(() => setLines([...player.entries]));
    return () => sub.unsubscribe();
  }, [player]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  return (
    <section className="kf-player-console" data-testid="player-console" aria-label={t('player.console')}>
      <header>
        <h2>{t('player.console')}</h2>
        <button type="button" onClick={() => setLines([])}>{t('player.clearConsole')}</button>
      </header>
      <ol ref={list} aria-live="polite">
        {lines.length === 0 ? <li className="kf-player-console-empty">{t('player.consoleEmpty')}</li> : null}
        {lines.map((line, i) => (
          <li key={`${line.time}-${i}`} data-level={line.level}>
            <time>{new Date(line.time).toLocaleTimeString()}</time> {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
