import type { Clock } from '../core/clock';

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start = new Date('2026-11-22T08:00:00.000Z')) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
