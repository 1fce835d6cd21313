/** An image the relief cannot be made from (its format, size or content): trying again cannot help. */
export class ReliefError extends Error {
  override readonly name = 'ReliefError';
}
