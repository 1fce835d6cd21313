import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CommandPaletteService, CommandService, Commands, I18nService, NotificationService, PluginFaultService } from '../../../../sdk/index.js';
import { useContributions, useObservable, useOptionalService, useService, useT } from '../kernel/kernel-context.js';
import { filterPalette, paletteItems } from './palette-items.js';

/** The command palette: every enabled command with its binding, filtered as you type, run with Enter. */
export function CommandPalette() {
  const palette = useService(CommandPaletteService);
  const open = useObservable(palette.onDidChangeOpen, palette.isOpen);
  return open ? <PaletteDialog onClose={() => palette.close()} /> : null;
}

function PaletteDialog({ onClose }: { readonly onClose: () => void }) {
  const t = useT();
  const commands = useService(CommandService);
  const i18n = useService(I18nService);
  const notifications = useService(NotificationService);
  const faults = useOptionalService(PluginFaultService);
  const contributions = useContributions(Commands);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const all = useMemo(
    () =>
      paletteItems({
        commands: contributions,
        isEnabled: (c) => {
          try {
            return c.enabled ? c.enabled() : true;
          } catch {
            return false;
          }
        },
        t: (key) => i18n.t(key),
        keybindingsOf: (id) => commands.keybindingsOf(id),
        ownerOf: (c) => {
          const owner = faults?.ownerOf(c);
          return owner ? faults!.nameOf(owner) : undefined;
        },
      }),
    [contributions, i18n, commands, faults],
  );
  const items = useMemo(() => filterPalette(all, query), [all, query]);
  const index = Math.min(selected, Math.max(items.length - 1, 0));

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [index]);

  const run = (id: string) => {
    onClose();
    commands.execute(id).catch((error: unknown) => notifications.error(error instanceof Error ? error.message : String(error)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setSelected(items.length ? (index + 1) % items.length : 0);
    else if (event.key === 'ArrowUp') setSelected(items.length ? (index - 1 + items.length) % items.length : 0);
    else if (event.key === 'Enter' && items[index]) run(items[index].id);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="kf-overlay kf-palette-backdrop" onMouseDown={onClose}>
      <div className="kf-palette" role="dialog" aria-label={t('designer.palette.label')} data-testid="command-palette" onMouseDown={(e) => e.stopPropagation()}>
        <input
          ref={input}
          className="kf-palette-input"
          value={query}
          placeholder={t('designer.palette.placeholder')}
          aria-label={t('designer.palette.placeholder')}
          role="combobox"
          aria-expanded="true"
          aria-controls="kf-palette-list"
          aria-activedescendant={items[index] ? `kf-palette-${index}` : undefined}
          onChange={(e) => {
            setQuery(e.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul className="kf-palette-list" id="kf-palette-list" role="listbox" ref={list}>
          {items.length === 0 && <li className="kf-palette-empty">{t('designer.palette.empty')}</li>}
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`kf-palette-${i}`}
              role="option"
              aria-selected={i === index}
              data-index={i}
              data-command-id={item.id}
              data-testid="command-palette-item"
              className={i === index ? 'kf-palette-item is-selected' : 'kf-palette-item'}
              onMouseMove={() => setSelected(i)}
              onClick={() => run(item.id)}
            >
              <span className="kf-palette-label">{item.label}</span>
              {item.owner && item.keybindings.length > 0 && <span className="kf-palette-owner" data-testid="command-palette-owner">{item.owner}</span>}
              {item.keybindings.map((binding) => (
                <kbd key={binding}>{binding}</kbd>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
