/** Mean absolute difference of two pixel arrays (0–255). */
export function meanPixelDifference(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}
