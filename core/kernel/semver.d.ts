// The part of the `semver` package (6.x, CommonJS, no bundled types) that the SDK range check uses. No
// @types/semver is installed; if it is added later, delete this file.
declare module 'semver' {
  /** The normalized version, or null when `version` is not a valid semver version. */
  export function valid(version: string): string | null;
  /** The normalized range, or null when `range` is not a valid npm range. */
  export function validRange(range: string): string | null;
  /** Whether `version` is in `range` (pre-releases only on the same major.minor.patch, as npm does). */
  export function satisfies(version: string, range: string): boolean;
}
