/** Why an expression was refused or could not be evaluated. */
export type ExpressionErrorCode =
  | 'tooLong' | 'tooManyNodes' | 'tooDeep' | 'unexpectedCharacter' | 'unexpectedToken' | 'unexpectedEnd'
  | 'unknownName' | 'unknownFunction' | 'arity' | 'type' | 'notFinite' | 'textTooLong';

/**
 * The only error the expression language throws: a code (for a translated message), the character position when the
 * text is at fault, and an English message.
 */
export class ExpressionError extends Error {
  constructor(readonly code: ExpressionErrorCode, message: string, readonly position?: number) {
    super(position === undefined ? message : `${message} (at ${position + 1})`);
    this.name = 'ExpressionError';
  }
}
