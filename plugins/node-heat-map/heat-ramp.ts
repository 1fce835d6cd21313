/** The colour ramp's stops, low to high: blue, green, yellow, red. */
const STOPS: readonly (readonly [number, number, number])[] = [[0, 0, 255], [0, 255, 0], [255, 255, 0], [255, 0, 0]];

/** Entries of the ramp table: a heat in 0..1 is looked up at round(heat × 255). */
export const RAMP_SIZE = 256;

/** The ramp as RAMP_SIZE RGB triples: heat 0 blue, 1/3 green, 2/3 yellow, 1 red, linear between. */
export function heatRamp(): Uint8Array {
  const ramp = new Uint8Array(RAMP_SIZE * 3);
  for (let i = 0; i < RAMP_SIZE; i++) {
    const at = (i / (RAMP_SIZE - 1)) * (STOPS.length - 1);
    const k = Math.min(STOPS.length - 2, Math.floor(at));
    const f = at - k;
    for (let c = 0; c < 3; c++) ramp[i * 3 + c] = Math.round(STOPS[k]![c]! + (STOPS[k + 1]![c]! - STOPS[k]![c]!) * f);
  }
  return ramp;
}
