// A lane: at most `size` calls of one costly kind (searches) at the database at once. PGlite runs
// one query at a time, on a thread of its own, in the order they come (client.ts): fifty clients
// searching at once would otherwise put fifty searches ahead of every product read and cart call.
// In a lane the searches wait their turn among themselves, so every other call waits behind at most
// `size` turns of them: a search each, or several that a turn sent together while nothing else was
// at the database (batches.ts; api/README.md, Search). On PostgreSQL the lane holds searches to
// half the pool at most (searchesAtOnce), so other calls always find a connection.
// A call that waited `waitMs`, or that finds `maxWaiting` already waiting, goes at once with
// DatabaseBusyError: a 503 with Retry-After, as a database wait past its time-out.
import { DATABASE_WAIT_TIMEOUT_MS, DatabaseBusyError } from './client';

export class Lane {
  private running = 0;
  private readonly waiting = new Set<() => void>();
  private peakRunning = 0;
  private refused = 0;

  constructor(
    private readonly size: number,
    private readonly waitMs = DATABASE_WAIT_TIMEOUT_MS,
    private readonly maxWaiting = 200,
  ) {}

  /**
   * Runs fn once the lane has room (at once when it has), and frees its place when fn settles.
   * A call that must wait is handed to `waits` with `giveUp`, which takes it out of the lane: the
   * call then goes with the reason given (db/batches.ts, whose calls another's turn took along).
   */
  async run<T>(fn: () => Promise<T>, waits?: (giveUp: (reason: unknown) => void) => void): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else await this.turn(waits);
    this.peakRunning = Math.max(this.peakRunning, this.running);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  /** Calls running and waiting now, the most that ran at once, and how many were refused. */
  stats(): { running: number; waiting: number; peakRunning: number; refused: number } {
    return {
      running: this.running,
      waiting: this.waiting.size,
      peakRunning: this.peakRunning,
      refused: this.refused,
    };
  }

  /** Waits for a place handed over by release() (the running count is kept for this call). */
  private turn(waits?: (giveUp: (reason: unknown) => void) => void): Promise<void> {
    if (this.waiting.size >= this.maxWaiting) {
      this.refused += 1;
      return Promise.reject(new DatabaseBusyError(0, `a turn among ${this.maxWaiting} waiting calls`));
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        // Once woken (or gone) a call has no place to give up.
        if (!this.waiting.delete(wake)) return;
        clearTimeout(timer);
        reject(error);
      };
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.refused += 1;
        leave(new DatabaseBusyError(this.waitMs, 'a turn in its lane'));
      }, this.waitMs);
      this.waiting.add(wake);
      waits?.(leave);
    });
  }

  private release(): void {
    const [next] = this.waiting;
    if (next) {
      this.waiting.delete(next);
      next();
    } else {
      this.running -= 1;
    }
  }
}
