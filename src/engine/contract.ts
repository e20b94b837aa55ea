import type { Dice, Roll } from "./dice.js";

/** How a game ended, for any seat. */
export interface Outcome {
  /** Winning seat(s); empty for a draw; a solo game names its only seat. */
  winners: string[];
  /** Points per seat where the system keeps a score. */
  scores?: Record<string, number>;
  summary: string;
}

/** What one seat sees: the game as it may know it, and what it may do now. */
export interface View<A> {
  seat: string | null;
  actions: A[];
}

/**
 * The shape every system exports (after the Rally the Troops rules modules
 * and boardgame.io's reducer). State and actions are plain JSON; `act` never
 * mutates its input and throws RuleError on an illegal action. Hidden
 * information lives in the state but `view` never shows it to another seat.
 */
export interface Rules<S, A, O, V extends View<A> = View<A>> {
  readonly id: string;
  readonly title: string;
  /** Bumped when a change makes old logs replay differently. */
  readonly version: number;
  seats(options: O): string[];
  /**
   * The seats the game has now, where a game gains seats as it goes (a
   * campaign that enrols players). Default: `seats(options)`. Only grows:
   * a seat once there stays.
   */
  seatsOf?(state: S): string[];
  /** Checks and normalises untrusted creation options (RuleError if bad). */
  parseOptions(input: unknown): O;
  /** Checks an untrusted action's shape (RuleError if bad); legality is `act`'s job. */
  parseAction(input: unknown): A;
  setup(options: O, dice: Dice): S;
  view(state: S, seat: string | null): V;
  act(state: S, seat: string, action: A, dice: Dice): S;
  outcome(state: S): Outcome | null;
  /**
   * Whether the last entry may be taken back (default: only if it rolled
   * nothing). Whatever this says, an undo never rewinds the seeded dice: the
   * rolls after it are fresh (see match.ts), so no undo shows a roll before
   * the player commits to a choice. `dice` is the game's dice mode: with
   * manual dice the player rolls at the table again anyway. `after`, where
   * the caller has it, is the state the entry led to: a system that needs it
   * to decide (did the step show anything?) refuses without it.
   */
  undoable?(entry: Entry<A>, dice: "seeded" | "manual", after?: S): boolean;
  /**
   * A log written under an earlier version of these rules, made into one of
   * this version that replays to the same game (RuleError, naming the entry,
   * for what cannot be carried over). Without it, such a log is refused.
   */
  upgrade?(record: RecordOfLog): RecordOfLog;
  /** Bounds on a game of this system (defaults in `limitsOf`). */
  readonly limits?: Limits<S>;
  /** A short name for one game from its set-up options, for lists of games (none: the system's title is enough). */
  subtitle?(options: O): string | undefined;
  /** A one-line description of an action for the log. */
  describe(action: A): string;
  /**
   * What a seat may see of a log entry (null: nothing). Default: all of it.
   * Systems with hidden information hide secret actions and rolls here.
   * `at`, where the caller has it, is the game's state now and the entry's
   * place among the moves standing (0 the first): a system that keeps in its
   * state what each seat could see of each move decides with it (and once
   * the game is over may show everything); without it, it plays safe.
   */
  visibleEntry?(
    entry: Entry<A>,
    seat: string | null,
    at?: { state: S; index: number },
  ): Entry<A> | null;
  /**
   * The game turn a log entry was taken in (`index`: its place among the
   * moves standing, 0 the first; `state`: the game's state now), for the
   * log's turn headings; null or absent: not told.
   */
  turnOf?(state: S, index: number): number | null;
  /**
   * What a seat may see of the set-up rolls (secret draws hidden). Default:
   * all of them. `state`, where the caller has it, is the game's state now.
   */
  visibleSetup?(rolls: Roll[], seat: string | null, state?: S): Roll[];
  /**
   * Steps where the seats choose at once and a seat's choices may go in as
   * one sealed step, so that no other seat learns what it chose, nor how
   * many choices it made, until the step is over (the computer's seats send
   * theirs so). Absent: no such steps.
   */
  readonly sealed?: SealedSteps<S, A>;
}

/** A system's steps where a seat's choices go in sealed, as one action (`Rules.sealed`). */
export interface SealedSteps<S, A> {
  /** Whether `seat` is choosing in such a step now. */
  open(state: S, seat: string): boolean;
  /**
   * One more of the seat's choices, noted on a copy of `state` (nothing
   * rolled, nothing stored, the step not ended), and whether the seat then
   * has nothing left to choose (its sealed action is ready to go in).
   * RuleError for a choice that is not its to make now.
   */
  draft(state: S, seat: string, choice: A): { state: S; done: boolean };
  /** The one action that carries the seat's choices of the step. */
  seal(choices: A[]): A;
}

/** A game's log as a log file holds it (engine/core.ts's MatchRecord, seen from the rules). */
export interface RecordOfLog {
  system: string;
  version: number;
  options: unknown;
  dice: { mode: string };
  setupRolls: Roll[];
  entries: unknown[];
}

/** What one game of a system may hold; anything beyond is refused with a clear message. */
export interface Limits<S> {
  /** Most entries one game may hold, moves and undos together. */
  entries?: number;
  /** Largest log file that may be imported, in bytes. */
  logBytes?: number;
  /**
   * Anything else that must stay bounded (a campaign's roster): a sentence
   * saying what is too large, or null. Checked after every step.
   */
  within?(state: S): string | null;
}

/** One step of a game's log: who did what, and every roll it took. */
export interface Entry<A> {
  seat: string;
  action: A;
  rolls: Roll[];
}

/** The taking back of the last entry still standing, as the log keeps it. */
export interface UndoMark {
  /** Who took it back: a seat, or "owner". */
  seat: string;
  undo: true;
}

/** One line of a game's whole history: a step, or an undo of the last step still standing. */
export type LogItem<A> = Entry<A> | UndoMark;

export const isUndo = <A>(item: LogItem<A>): item is UndoMark =>
  (item as Partial<UndoMark>).undo === true;

/** The seats a game has in this state (`seatsOf`, or the seats of its options). */
export const seatsNow = <S, O>(
  rules: { seats(options: O): string[]; seatsOf?(state: S): string[] },
  state: S,
  options: O,
): string[] => rules.seatsOf?.(state) ?? rules.seats(options);

// biome-ignore lint/suspicious/noExplicitAny: a registry holds rules of every system.
export type AnyRules = Rules<any, any, any, any>;
