// npm semver ranges for a plugin's `sdk` field, checked with the `semver` package (the one npm itself uses).
import { satisfies as inRange, valid, validRange } from 'semver';

/** Whether `version` satisfies `range`; throws a RangeError when either is not valid syntax. */
export function satisfies(version: string, range: string): boolean {
  if (valid(version) === null) throw new RangeError(`'${version}' is not a version`);
  if (validRange(range) === null) throw new RangeError(`'${range}' is not a version range`);
  return inRange(version, range);
}

/** Whether `range` is valid syntax. */
export function isValidRange(range: string): boolean {
  return validRange(range) !== null;
}
