/** A job's failure with the message key users see; `retry` false when trying again cannot help (bad input). */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';
  constructor(readonly key: string, readonly detail: string, readonly retry: boolean) {
    super(detail);
  }
}
