/**
 * Runs the computer's turns in the background: after any entry, the game's
 * computer seats play until a person is to act. One runner per game at a
 * time, across every server process sharing the database (a lock per game);
 * whoever stops looks once more, so a move made meanwhile is never left
 * without an answer.
 */
import { computerFor, computerLevel, computerSeats } from "../ai/players.js";
import type { ComputerPool } from "../ai/pool.js";
import type { AnyRules } from "../engine/contract.js";
import { chachaBlock, isKeyedState, keyWords } from "../engine/keyed.js";
import type { DiceMode } from "../engine/match.js";
import { mix32 } from "../engine/rng.js";
import type { GameRecord, Links } from "../store/game-store.js";
import { ApiError } from "./errors.js";

/** A lock per game: exclusive across every process that shares the database. */
export interface GameLocks {
  /** Takes the game's lock, or answers null if someone holds it; the result releases it. */
  tryLock(gameId: string): Promise<(() => Promise<void>) | null>;
}

/** Locks within one process (the embedded store serves one process). */
export class LocalLocks implements GameLocks {
  private readonly held = new Set<string>();
  async tryLock(gameId: string) {
    if (this.held.has(gameId)) return null;
    this.held.add(gameId);
    return async () => {
      this.held.delete(gameId);
    };
  }
}

export interface ComputerSteps {
  /**
   * Plays one computer turn if the computer is to act: true if it stored one,
   * false if a person is to act (or the game is over). Throws Stale when
   * someone else's entry came first.
   */
  step(gameId: string): Promise<boolean>;
  /** Whether the computer is to act in the game (reads only). */
  due(gameId: string): Promise<boolean>;
}

export class Stale extends Error {}

/** At most this many computer turns in a row without a person acting (a guard, never reached in play). */
const MAX_TURNS = 2000;

export class ComputerRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private closed = false;

  constructor(
    private readonly steps: ComputerSteps,
    private readonly locks: GameLocks,
    private readonly onError: (e: unknown) => void = () => {},
  ) {}

  /** Lets the computer take its turns in a game, if it is to act (in the background). */
  schedule(gameId: string): void {
    if (this.closed) return;
    if (this.running.has(gameId)) {
      this.again.add(gameId);
      return;
    }
    const run = this.run(gameId)
      .catch(this.onError)
      .finally(() => {
        this.running.delete(gameId);
        if (this.again.delete(gameId)) this.schedule(gameId);
      });
    this.running.set(gameId, run);
  }

  private async run(gameId: string): Promise<void> {
    for (let round = 0; round < 3 && !this.closed; round++) {
      const release = await this.locks.tryLock(gameId);
      // Another process is playing this game's computer: it looks again when it stops.
      if (!release) return;
      let turns = 0;
      try {
        while (turns < MAX_TURNS && !this.closed) {
          try {
            if (!(await this.steps.step(gameId))) break;
          } catch (e) {
            if (!(e instanceof Stale)) throw e;
          }
          turns++;
        }
      } finally {
        await release();
      }
      // A move that came while the lock was held may have found it taken: look once more.
      if (this.closed || turns >= MAX_TURNS) return;
      this.again.delete(gameId);
      if (!(await this.steps.due(gameId))) return;
    }
  }

  /** Waits until no computer is thinking (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Stops starting new turns and waits for those under way. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }
}

/** The computer plays only games where Sortie rolls the dice (it cannot ask anyone for a roll). */
export function refuseComputerOnManualDice(
  rules: AnyRules,
  options: unknown,
  dice: DiceMode,
): void {
  if (computerSeats(options).length > 0 && (dice.mode === "manual" || !computerFor(rules.id))) {
    throw new ApiError(400, "the computer plays only games where Sortie rolls the dice");
  }
}

/** A game's links as handed out: none for a seat the computer plays (no one plays or peeks as the computer). */
export function handedOut(links: Links, options: unknown): Links {
  const computer = computerSeats(options);
  const seats = Object.entries(links.seats).filter(([seat]) => !computer.includes(seat));
  return { owner: links.owner, seats: Object.fromEntries(seats) };
}

/** The computer seat to act in a game as it stands, if any (none once the game is over). */
export function computerToAct(record: GameRecord, rules: AnyRules): string | null {
  if (!computerFor(record.system) || rules.outcome(record.snapshot.state)) return null;
  const seat = computerSeats(record.options).find(
    (s) => rules.view(record.snapshot.state, s).actions.length > 0,
  );
  return seat ?? null;
}

/** The nonce that sets the computer's search words apart from the dice's ("srch"; the dice's is zero). */
const SEARCH_NONCE = [0, 0x68637273, 0] as const;

/**
 * The seed of the computer's own search dice at a move. In a game with keyed
 * dice it is a word of the game's secret key stream, apart from the dice's
 * own words: no seat can work out the computer's next choice (a novice's
 * random manoeuvre, a sampled world) from what it sees. A game without a key
 * (seeded or physical dice, where nothing is secret) uses its id and move number.
 */
export function searchSeed(record: Pick<GameRecord, "id" | "seq" | "snapshot">): number {
  const rng = record.snapshot.rng;
  if (isKeyedState(rng)) {
    const out = new Uint32Array(16);
    chachaBlock(keyWords(rng.key), record.seq >>> 0, SEARCH_NONCE, out);
    return out[0];
  }
  const gameHash = [...record.id].reduce((h, ch) => mix32(h ^ ch.charCodeAt(0)), 0);
  return mix32(gameHash ^ record.seq);
}

/** Most choices the computer makes in one sealed step (a guard: a side has a few planes and crews). */
const MAX_SEALED = 64;

/**
 * The computer's next step for `seat`, its search run in the pool's threads
 * (`searched` counts each search). In a step where the seats choose at once
 * (`Rules.sealed`) it makes every choice of its step on a draft, then sends
 * them as one sealed action: the other seat learns neither what nor how many.
 */
export async function computerAction(
  pool: ComputerPool,
  record: GameRecord,
  rules: AnyRules,
  seat: string,
  searched: () => void,
): Promise<unknown> {
  const seed = searchSeed(record);
  const choose = async (state: unknown, k: number) => {
    searched();
    const { action } = await pool.move(
      record.system,
      rules.view(state, seat),
      seat,
      k === 0 ? seed : mix32(seed + k),
      computerLevel(record.options),
    );
    return rules.parseAction(action);
  };
  const sealed = rules.sealed;
  if (!sealed?.open(record.snapshot.state, seat)) return choose(record.snapshot.state, 0);
  const choices: unknown[] = [];
  let draft = record.snapshot.state;
  for (let k = 0; k < MAX_SEALED; k++) {
    const choice = await choose(draft, k);
    const next = sealed.draft(draft, seat, choice);
    choices.push(choice);
    draft = next.state;
    if (next.done) break;
  }
  return sealed.seal(choices);
}
