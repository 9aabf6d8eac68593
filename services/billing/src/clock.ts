/**
 * The time billing decisions use (period ends, expiry, webhook tolerance). The system clock in the
 * service; tests share a `TestClock` between the service and the payment simulator to move through
 * billing periods without waiting.
 */
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Unix seconds, as Stripe counts. */
  unix(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}

export class TestClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
