/** Refused options or a model that cannot be read: the input's fault, so a job that meets it is not tried again. */
export class LightweightError extends Error {
  override readonly name = 'LightweightError';
}
