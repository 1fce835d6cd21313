/** Run `fn` before the browser's next frame (a timer where there are no frames: tests, a worker). */
export function requestFrame(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') requestAnimationFrame(() => fn());
  else setTimeout(fn, 16);
}
