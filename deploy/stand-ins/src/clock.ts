/** The time a stand-in runs by: tests share theirs with the service under test (billing's `TestClock` fits). */
export interface Clock {
  now(): Date;
  /** Unix seconds. */
  unix(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  unix: () => Math.floor(Date.now() / 1000),
};

/** What a stand-in logs through (pino's signature); never personal data. */
export interface StandInLogger {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
