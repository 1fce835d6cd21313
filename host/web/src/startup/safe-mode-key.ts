/** The address flag of safe mode: the plugin manager loads no remembered plugin while it is set. */
export const SAFE_MODE_PARAM = 'safeMode';

/** An address without the safe-mode flag (where "Leave safe mode" goes). */
export function addressWithoutSafeMode(href: string): string {
  const address = new URL(href);
  address.searchParams.delete(SAFE_MODE_PARAM);
  return address.href;
}

/** How long after the page starts a held Shift key turns safe mode on (ms). */
export const SAFE_MODE_KEY_WINDOW = 4000;

/**
 * Shift held while the page starts (the key repeats, and the pointer's events carry it), alone, turns on safe mode: the host
 * adds `?safeMode=1` to the address, which the plugin manager reads before it loads the user's remembered plugins, and
 * which stays on a reload until the user leaves safe mode from its banner. Listens for the first seconds only, so a
 * Shift typed later does not change the next start.
 */
export function watchSafeModeKey(target: Window = window, windowMs = SAFE_MODE_KEY_WINDOW): () => void {
  const turnOn = (event: KeyboardEvent | MouseEvent) => {
    // Held, not typed: a repeating Shift key alone (the page started while it was down), or a pointer event with Shift
    // alone. A shortcut with Shift (Ctrl+Shift+P soon after the start) does not count.
    const alone = !event.ctrlKey && !event.altKey && !event.metaKey;
    const held = event instanceof KeyboardEvent ? event.key === 'Shift' && event.repeat : event.shiftKey;
    if (!held || !alone) return;
    const address = new URL(target.location.href);
    if (address.searchParams.get(SAFE_MODE_PARAM) !== '1') {
      address.searchParams.set(SAFE_MODE_PARAM, '1');
      target.history.replaceState(target.history.state, '', address.href);
    }
    stop();
  };
  const events = ['keydown', 'mousedown', 'mousemove'] as const;
  for (const name of events) target.addEventListener(name, turnOn as EventListener, { capture: true });
  const timer = setTimeout(() => stop(), windowMs);
  function stop() {
    clearTimeout(timer);
    for (const name of events) target.removeEventListener(name, turnOn as EventListener, { capture: true });
  }
  return stop;
}
