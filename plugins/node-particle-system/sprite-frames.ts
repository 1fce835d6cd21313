import { PARTICLE_UV_SOURCES } from '../../sdk/index.js';
import type { ParticleField } from '../../sdk/index.js';

/** Where a sprite's picture area comes from (stage field `uvSource`). */
export type SpriteUvSource = (typeof PARTICLE_UV_SOURCES)[number];

/** The accepted `uvSource` values, 'quad' first (the default). */
export const SPRITE_UV_SOURCES: readonly SpriteUvSource[] = PARTICLE_UV_SOURCES;

/** Most columns or rows a sprite sheet may have. */
export const MAX_SHEET_CELLS = 64;

/** The stage's uvSource, 'quad' when missing or unknown. */
export function readUvSource(value: unknown): SpriteUvSource {
  return (SPRITE_UV_SOURCES as readonly unknown[]).includes(value) ? (value as SpriteUvSource) : 'quad';
}

/** The particle field that picks the frame, or undefined for 'quad' (every sprite shows the whole picture). */
export function frameField(source: SpriteUvSource): ParticleField | undefined {
  return source === 'quad' ? undefined : source;
}

/** A sprite sheet: the picture cut into columns × rows frames, numbered row by row from the top left. */
export interface SpriteSheet {
  readonly columns: number;
  readonly rows: number;
}

/** Columns and rows clamped to 1…MAX_SHEET_CELLS (whole numbers). */
export function readSheet(columns: number, rows: number): SpriteSheet {
  const clamp = (n: number) => (Number.isFinite(n) ? Math.max(1, Math.min(MAX_SHEET_CELLS, Math.floor(n))) : 1);
  return { columns: clamp(columns), rows: clamp(rows) };
}

/**
 * The lower-left texture coordinate of the frame a value picks: frame ⌊value⌋ wrapped into the sheet's frame count
 * (so a variable increased per second plays the sheet as a loop). Texture v runs upwards, rows count from the top.
 * Writes u, v to `out` at `at`.
 */
export function frameCorner(sheet: SpriteSheet, value: number, out: Float32Array, at: number): void {
  const frames = sheet.columns * sheet.rows;
  const whole = Number.isFinite(value) ? Math.floor(value) : 0;
  const frame = ((whole % frames) + frames) % frames;
  const column = frame % sheet.columns, row = (frame - column) / sheet.columns;
  out[at] = column / sheet.columns;
  out[at + 1] = 1 - (row + 1) / sheet.rows;
}
