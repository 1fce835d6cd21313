import type { SerializedDockview } from 'dockview-react';
import type { DesignMode } from '../../../../sdk/index.js';

/** Version of the saved layout format; a saved layout of another version is not restored. */
export const LAYOUT_VERSION = 1;

/** What is kept in localStorage under `kf.layout.<userId|anonymous>`. */
export interface SavedLayout {
  readonly version: number;
  /** dockview's toJSON(). */
  readonly layout: SerializedDockview;
  /** Panel ids that existed when the layout was saved (a known panel missing from the layout was closed by the user). */
  readonly known?: readonly string[];
}

/** The minimal storage the layout store needs (localStorage satisfies it). */
export interface LayoutStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The storage key of a user's layout in a design mode (Design keeps the key layouts had before modes had their own). */
export function layoutKey(userId: string | undefined, mode: DesignMode = 'design'): string {
  return `kf.layout.${userId && userId.length > 0 ? userId : 'anonymous'}${mode === 'design' ? '' : `.${mode}`}`;
}

/** Read a saved layout; undefined when absent, damaged or of another version. */
export function readLayout(storage: LayoutStorage, key: string): SavedLayout | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SavedLayout> | null;
    if (!value || value.version !== LAYOUT_VERSION || !value.layout || typeof value.layout !== 'object') return undefined;
    const known = Array.isArray(value.known) ? value.known.filter((id): id is string => typeof id === 'string') : undefined;
    return { version: LAYOUT_VERSION, layout: value.layout, known };
  } catch {
    return undefined;
  }
}

/** Keep a layout. */
export function writeLayout(storage: LayoutStorage, key: string, layout: SerializedDockview, known: readonly string[]): void {
  const saved: SavedLayout = { version: LAYOUT_VERSION, layout, known: [...known] };
  try {
    storage.setItem(key, JSON.stringify(saved));
  } catch (error) {
    console.warn('The layout could not be saved', error);
  }
}
