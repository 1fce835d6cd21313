import { useEffect, useRef, useState } from 'react';
import type { TranslateFn } from '../../sdk/index.js';

/** What the capture box needs. */
export interface ChordCaptureProps {
  readonly commandTitle: string;
  /** The binding a key press spells on this platform. */
  readonly bindingOf: (event: KeyboardEvent) => string | undefined;
  readonly label: (binding: string) => string;
  /** Titles of the commands that already answer a binding (shown while the user holds it). */
  readonly conflictsOf: (binding: string) => readonly string[];
  readonly onConfirm: (binding: string) => void;
  readonly onCancel: () => void;
  readonly t: TranslateFn;
}

/**
 * A focused box that records the next key chord: the keys pressed are shown, Enter keeps them, Escape cancels. Tab
 * and Shift+Tab are not recorded, so focus can always leave by keyboard.
 */
export function ChordCapture({ commandTitle, bindingOf, label, conflictsOf, onConfirm, onCancel, t }: ChordCaptureProps) {
  const box = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<string | undefined>(undefined);
  useEffect(() => box.current?.focus(), []);
  const conflicts = pending ? conflictsOf(pending) : [];
  return (
    <div className="kf-kb-capture">
      <input
        ref={box}
        readOnly
        className="kf-kb-capture-box"
        data-testid="keybinding-capture"
        aria-label={t('keybindings.capture.label', { command: commandTitle })}
        aria-describedby="kf-kb-capture-hint"
        value={pending ? label(pending) : ''}
        placeholder={t('keybindings.capture.placeholder')}
        onBlur={onCancel}
        onKeyDown={(event) => {
          const plain = !event.ctrlKey && !event.altKey && !event.metaKey;
          if (event.key === 'Tab' && plain) return;
          event.preventDefault();
          event.stopPropagation();
          if (event.key === 'Escape' && plain && !event.shiftKey) return onCancel();
          if (event.key === 'Enter' && plain && !event.shiftKey) {
            if (pending) onConfirm(pending);
            return;
          }
          const binding = bindingOf(event.nativeEvent);
          if (binding) setPending(binding);
        }}
      />
      <span id="kf-kb-capture-hint" className="kf-kb-hint">{t('keybindings.capture.hint')}</span>
      {conflicts.length > 0 && (
        <span className="kf-kb-conflict" role="status" data-testid="keybinding-capture-conflict">
          {t('keybindings.capture.conflict', { count: conflicts.length, commands: conflicts.join(', ') })}
        </span>
      )}
    </div>
  );
}
