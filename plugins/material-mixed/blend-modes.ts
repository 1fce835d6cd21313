/**
 * GLSL of each channel blend code (spec 001 §9): `a` is what the channels below made, `b` this channel's colour; the
 * result is mixed over `a` by the channel's weight. The photo-editor modes follow the usual formulas of image editors.
 */
const LUM = 'dot(c, vec3(0.299, 0.587, 0.114))';

/** Helper functions some modes call (emitted once per material that uses them). */
export const BLEND_HELPERS = [
  `float kLum(vec3 c) { return ${LUM}; }`,
  'vec3 kClipColor(vec3 c) { float l = kLum(c); float n = min(min(c.r, c.g), c.b); float x = max(max(c.r, c.g), c.b);',
  '  if (n < 0.0) c = l + (c - l) * l / max(l - n, 1e-5); if (x > 1.0) c = l + (c - l) * (1.0 - l) / max(x - l, 1e-5); return c; }',
  'vec3 kSetLum(vec3 c, float l) { return kClipColor(c + (l - kLum(c))); }',
  'float kSat(vec3 c) { return max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b); }',
  'vec3 kSetSat(vec3 c, float s) { float mx = max(max(c.r, c.g), c.b); float mn = min(min(c.r, c.g), c.b);',
  '  return mx > mn ? (c - mn) * s / (mx - mn) : vec3(0.0); }',
];

const OVERLAY = 'mix(2.0 * a * b, 1.0 - 2.0 * (1.0 - a) * (1.0 - b), step(0.5, a))';
const HARD_LIGHT = 'mix(2.0 * a * b, 1.0 - 2.0 * (1.0 - a) * (1.0 - b), step(0.5, b))';
const SOFT_LIGHT = 'mix(2.0 * a * b + a * a * (1.0 - 2.0 * b), sqrt(a) * (2.0 * b - 1.0) + 2.0 * a * (1.0 - b), step(0.5, b))';

/** Result expression per code, in terms of vec3 `a` and `b`. */
export const BLEND_EXPRESSIONS: Readonly<Record<number, string>> = {
  2: 'b',
  1: OVERLAY,
  3: 'max(a - b, 0.0)',
  4: 'a * b',
  32: 'max(a, b)',
  33: 'min(a, b)',
  100: 'min(a, b)',
  101: 'a * b',
  102: '1.0 - min(vec3(1.0), (1.0 - a) / max(b, 1e-5))',
  103: 'max(a + b - 1.0, 0.0)',
  104: 'kLum(a) < kLum(b) ? a : b',
  105: 'max(a, b)',
  106: '1.0 - (1.0 - a) * (1.0 - b)',
  107: 'min(vec3(1.0), a / max(1.0 - b, 1e-5))',
  108: 'min(a + b, 1.0)',
  109: 'kLum(a) > kLum(b) ? a : b',
  110: OVERLAY,
  111: SOFT_LIGHT,
  112: HARD_LIGHT,
  113: 'mix(1.0 - min(vec3(1.0), (1.0 - a) / max(2.0 * b, 1e-5)), min(vec3(1.0), a / max(2.0 * (1.0 - b), 1e-5)), step(0.5, b))',
  114: 'clamp(a + 2.0 * b - 1.0, 0.0, 1.0)',
  115: 'mix(min(a, 2.0 * b), max(a, 2.0 * b - 1.0), step(0.5, b))',
  116: 'step(1.0, a + b)',
  117: 'abs(a - b)',
  118: 'a + b - 2.0 * a * b',
  119: 'max(a - b, 0.0)',
  120: 'min(vec3(1.0), a / max(b, 1e-5))',
  121: 'kSetLum(kSetSat(b, kSat(a)), kLum(a))',
  122: 'kSetLum(kSetSat(a, kSat(b)), kLum(a))',
  123: 'kSetLum(b, kLum(a))',
  124: 'kSetLum(a, kLum(b))',
  125: '(a + b) * 0.5',
  126: '1.0 - abs(1.0 - a - b)',
  127: 'min(vec3(1.0), a * a / max(1.0 - b, 1e-5))',
  128: 'min(vec3(1.0), b * b / max(1.0 - a, 1e-5))',
  129: 'min(a, b) - max(a, b) + 1.0',
  130: 'clamp(a - b + 0.5, 0.0, 1.0)',
  131: 'clamp(a + b - 0.5, 0.0, 1.0)',
  132: '(1.0 - 2.0 * b) * a * a + 2.0 * b * a',
  133: 'pow(a, pow(vec3(2.0), 2.0 * (0.5 - b)))',
  134: 'mix(a - (1.0 - 2.0 * b) * a * (1.0 - a), a + (2.0 * b - 1.0) * (mix(((16.0 * a - 12.0) * a + 4.0) * a, sqrt(a), step(0.25, a)) - a), step(0.5, b))',
  135: '1.0 - min(vec3(1.0), (1.0 - a) * (1.0 - a) / max(b, 1e-5))',
  136: '1.0 - min(vec3(1.0), (1.0 - b) * (1.0 - b) / max(a, 1e-5))',
  137: 'clamp(a + 2.0 * b - 1.0, 0.0, 1.0)',
  138: '0.5 - 0.25 * cos(3.14159265 * a) - 0.25 * cos(3.14159265 * b)',
  139: 'sqrt(a * b)',
  140: 'abs(sqrt(a) - sqrt(b))',
  141: 'mix(min(vec3(1.0), a * 2.0 * b), min(vec3(1.0), a / max(2.0 - 2.0 * b, 1e-5)), step(0.5, b))',
  142: 'mix(min(vec3(1.0), 0.5 * b / max(1.0 - a, 1e-5)), 1.0 - min(vec3(1.0), 0.5 * (1.0 - a) / max(b, 1e-5)), step(1.0, a + b))',
  143: 'mix(min(vec3(1.0), 0.5 * a / max(1.0 - b, 1e-5)), 1.0 - min(vec3(1.0), 0.5 * (1.0 - b) / max(a, 1e-5)), step(1.0, a + b))',
};

/** Whether a blend code's formula calls the helper functions. */
export function blendNeedsHelpers(code: number): boolean {
  return /kLum|kSet|kSat|kClip/.test(BLEND_EXPRESSIONS[code] ?? '');
}

/** The GLSL expression of a code (Normal for an unknown one). */
export function blendExpression(code: number): string {
  return BLEND_EXPRESSIONS[code] ?? 'b';
}
