/**
 * At most `perSecond` messages in each one-second window. `take` answers whether one more is allowed, and whether this is
 * the first refusal of the window (so the console gets one warning per second, not one per dropped message).
 */
export class RateLimit {
  private windowStart = -Infinity;
  private count = 0;
  private warned = false;

  constructor(private readonly perSecond: number, private readonly now: () => number) {}

  take(): { readonly allowed: boolean; readonly firstRefusal: boolean } {
    const now = this.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
      this.warned = false;
    }
    this.count++;
    if (this.count <= this.perSecond) return { allowed: true, firstRefusal: false };
    const firstRefusal = !this.warned;
    this.warned = true;
    return { allowed: false, firstRefusal };
  }
}
