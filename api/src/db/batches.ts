// Calls of one kind sent to the database together. While a call waits for its turn in a lane
// (lane.ts), others of its kind pile up behind it; its turn takes the oldest waiting, up to `most`,
// into one statement. A statement is a trip to the database, and on a 2-core machine handing a
// query to PostgreSQL and waking it was a third of the API's time under a flood of searches, so
// searches sent together answered more at a lower p99 (api/README.md, Search).
//
// Only while nothing else is at the database: when other calls are (callsAtDatabase counts them,
// this kind's own statements aside), a turn takes one call, as the lane did before. A flood of
// searches then takes no more of the database from a product read than it did one at a time; a
// read that comes while a statement runs waits for its searches (on PGlite 16 at most, about 11 ms
// at 100,000 products; repositories/searches.ts searchesPerStatement).
import { errorSummary } from '../http/errors';
import type { Lane } from './lane';

interface Waiting<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
  /** Gives up the call's turn in the lane once another turn took it along (while it waits for one). */
  giveUp?: (reason: unknown) => void;
}

/**
 * Whether a statement failed for what it was asked (SQLSTATE class 22, a data exception, or 54, a
 * limit passed), not for the database's state: one call's input then fails it alone.
 */
function refusedForItsInput(error: unknown): boolean {
  const code = errorSummary(error).code ?? '';
  return /^(22|54)[0-9A-Z]{3}$/.test(code);
}

/** Why a call gave up its turn (never seen: the call is answered by the turn that took it along). */
const TAKEN_ALONG = new Error('taken along by another turn');

export class Batches<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  /** This kind's statements at the database now (callsAtDatabase counts them too). */
  private running = 0;
  private statements = 0;
  private calls = 0;

  /**
   * `runMany` answers its inputs' outputs in their order. `callsAtDatabase` is the database's
   * (db/client.ts Database.callsAtDatabase).
   */
  constructor(
    private readonly lane: Lane,
    private readonly runMany: (inputs: I[]) => Promise<O[]>,
    private readonly callsAtDatabase: () => number,
    private readonly most = 8,
  ) {}

  /** Runs input, alone or with others of its kind, in the lane's bounds. */
  run(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const entry: Waiting<I, O> = { input, resolve, reject };
      this.waiting.push(entry);
      // A turn in the lane for each call, so the lane's bounds (how many wait, how long) hold per
      // call; a call taken along by another's turn gives its own up, so the turns waiting are the
      // calls waiting. A turn takes the first calls waiting, its own among them unless another turn
      // took it after this one was woken (then it answers others).
      this.lane
        .run(
          () => this.turn(entry),
          (giveUp) => (entry.giveUp = giveUp),
        )
        .catch((error: unknown) => {
          const at = this.waiting.indexOf(entry);
          if (at < 0) return; // taken along by another turn, which answers it
          this.waiting.splice(at, 1);
          reject(error);
        });
    });
  }

  /** Statements sent so far, and the calls they carried (a call run again alone counts again). */
  stats(): { statements: number; calls: number } {
    return { statements: this.statements, calls: this.calls };
  }

  private async turn(own: Waiting<I, O>): Promise<void> {
    const othersAtDatabase = this.callsAtDatabase() - this.running > 0;
    const taken = this.waiting.splice(0, othersAtDatabase ? 1 : this.most);
    for (const entry of taken) if (entry !== own) entry.giveUp?.(TAKEN_ALONG);
    if (taken.length === 0) return;
    this.running += 1;
    try {
      await this.answer(taken);
    } finally {
      this.running -= 1;
    }
  }

  private async answer(taken: Waiting<I, O>[]): Promise<void> {
    this.statements += 1;
    this.calls += taken.length;
    try {
      const outputs = await this.runMany(taken.map((entry) => entry.input));
      // Answered on the loop's next turn, once this turn has given the lane to the next: resolved
      // here, each caller wrote its answer before the next statement was sent, and the database
      // (PGlite's thread) sat idle meanwhile. Measured at 100,000 products on PGlite, 50 clients
      // searching with a new term each: 820 to 844 a second at p99 77 to 87 ms, against 700 to 744
      // at p99 95 to 100 ms; a product read beside them p99 32 to 33 ms, as before.
      setImmediate(() => taken.forEach((entry, i) => entry.resolve(outputs[i])));
    } catch (error) {
      if (taken.length === 1 || !refusedForItsInput(error)) {
        for (const entry of taken) entry.reject(error);
        return;
      }
      for (const entry of taken) await this.answer([entry]);
    }
  }
}
