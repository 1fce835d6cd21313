/**
 * One turn at a time per user: `acquire` resolves when every earlier holder for that user has released, and gives
 * the release. Used so a request's storage check and its writes are not interleaved with another request of the
 * same user (two uploads that each fit but not together cannot both pass). In-process only.
 */
export class UserTurns {
  private readonly tails = new Map<string, Promise<void>>();

  async acquire(userId: string): Promise<() => void> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(userId, tail);
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    };
  }

  /** Users with a turn held or waited for (for tests). */
  get busyUsers(): number {
    return this.tails.size;
  }
}
