import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { FeatureLock, TranslateFn } from '../../sdk/index.js';
import { PadlockIcon } from './padlock-icon.js';

/** How a title is coloured: orange exposed, green state-driven, white otherwise. */
export type TitleState = 'exposed' | 'state' | 'normal';

/** Title colours by state (spec 001 §4). */
export const TITLE_COLORS: Readonly<Record<TitleState, string>> = { exposed: '#ff9900', state: '#3fbf3f', normal: '#ffffff' };

/** The actions of a title, the same by mouse, by keyboard and from its menu. */
export type TitleAction = 'expose' | 'addToAnimation' | 'removeFromAnimation' | 'bindLiveData';

const MENU: readonly TitleAction[] = ['expose', 'addToAnimation', 'removeFromAnimation', 'bindLiveData'];

interface Props {
  /** Property name (test ids). */
  readonly name: string;
  /** Title in the active language: the accessible name. */
  readonly title: string;
  readonly titleState: TitleState;
  /** Id the row's editor group is labelled by. */
  readonly id: string;
  readonly t: TranslateFn;
  /** The plan's lock on adding to animations (shown on that menu item, with an Upgrade link), if the plan refuses it. */
  readonly lock?: FeatureLock;
  /** Set while an animation drives the property: the marker's text (the value the document keeps). */
  readonly animatedNote?: string;
  /** Set while a live-data binding writes the property: the marker's text. */
  readonly boundNote?: string;
  readonly onAction: (action: TitleAction) => void;
}

/**
 * A property title (spec 001 §4): Ctrl+click adds to the animation, Ctrl+Shift+click removes, double-click sets
 * parameters. It is a focusable button named by its label: Enter / Space set parameters, Ctrl+Enter adds,
 * Ctrl+Shift+Enter removes, and the menu key, Shift+F10 or a right-click open a menu with all three.
 */
export function PropertyTitle({ name, title, titleState, id, t, lock, animatedNote, boundNote, onAction }: Props) {
  const hintId = useId();
  const titleRef = useRef<HTMLSpanElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const stateText = titleState === 'exposed' ? t('inspector.titleExposed') : titleState === 'state' ? t('inspector.titleState') : '';

  const onClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey) onAction(event.shiftKey ? 'removeFromAnimation' : 'addToAnimation');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) onAction(event.shiftKey ? 'removeFromAnimation' : 'addToAnimation');
      else onAction('expose');
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      setMenuOpen(true);
    }
  };
  const closeMenu = (refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) titleRef.current?.focus();
  };

  return (
    <span className="kf-inspector-title-cell">
      <span
        ref={titleRef}
        id={id}
        role="button"
        tabIndex={0}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-describedby={hintId}
        className="kf-inspector-title"
        style={{ color: TITLE_COLORS[titleState] }}
        title={title}
        onClick={onClick}
        onDoubleClick={() => onAction('expose')}
        onKeyDown={onKeyDown}
        onContextMenu={(event) => {
          event.preventDefault();
          setMenuOpen(true);
        }}
        data-testid={`inspector-title-${name}`}
      >
        {title}
      </span>
      {animatedNote && (
        <span className="kf-inspector-animated" data-testid={`inspector-animated-${name}`} role="img" aria-label={animatedNote} title={animatedNote}>▶</span>
      )}
      {boundNote && (
        <span className="kf-inspector-bound" data-testid={`inspector-bound-${name}`} role="img" aria-label={boundNote} title={boundNote}>⚡</span>
      )}
      <span id={hintId} hidden>{[stateText, animatedNote, boundNote, t('inspector.titleHint'), lock?.reason].filter(Boolean).join('. ')}</span>
      {menuOpen && (
        <TitleMenu
          label={t('inspector.titleMenu', { property: title })}
          name={name}
          t={t}
          lock={lock}
          onPick={(action) => {
            closeMenu(true);
            onAction(action);
          }}
          onClose={closeMenu}
        />
      )}
    </span>
  );
}

function TitleMenu({ label, name, t, lock, onPick, onClose }: {
  label: string; name: string; t: TranslateFn; lock?: FeatureLock; onPick: (a: TitleAction) => void; onClose: (refocus: boolean) => void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const items = MENU.length + (lock ? 1 : 0);
  useEffect(() => {
    (menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active])?.focus();
  }, [active]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((i) => (i + moves[event.key] + items) % items);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : items - 1);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };
  return (
    <div
      ref={menuRef}
      className="kf-inspector-title-menu"
      role="menu"
      aria-label={label}
      data-testid={`inspector-title-menu-${name}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!menuRef.current?.contains(event.relatedTarget as Node | null)) onClose(false);
      }}
    >
      {MENU.map((action, i) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          tabIndex={i === active ? 0 : -1}
          data-testid={`inspector-title-action-${action}`}
          data-locked={lock && action === 'addToAnimation' ? 'true' : undefined}
          title={action === 'addToAnimation' ? lock?.reason : undefined}
          onClick={(event) => {
            event.stopPropagation();
            onPick(action);
          }}
        >
          {lock && action === 'addToAnimation' && <PadlockIcon />}{t(`inspector.action.${action}`)}
        </button>
      ))}
      {lock && (
        <a
          role="menuitem"
          tabIndex={active === MENU.length ? 0 : -1}
          href={lock.upgradeUrl}
          target="_blank"
          rel="noopener"
          title={lock.reason}
          data-testid="inspector-title-upgrade"
          onClick={() => onClose(false)}
        >
          {t('inspector.upgrade')}
        </a>
      )}
    </div>
  );
}
