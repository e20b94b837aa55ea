/**
 * What the API does, apart from HTTP: create, view, act, undo, export and
 * import games, with the rules as the judge and the store as the record.
 * Nothing is written unless the whole request is good.
 */
import { computerSeats } from "../ai/players.js";
import { ComputerPool } from "../ai/pool.js";
import type { AnyRules } from "../engine/contract.js";
import { RuleError } from "../engine/errors.js";
import { newKeyedState } from "../engine/keyed.js";
import { checkRoom, createMatch, type DiceMode, play } from "../engine/match.js";
import { rulesFor } from "../games/registry.js";
import {
  type GameRecord,
  type GameStore,
  StaleSeq,
  type StoredEntry,
  standingEntries,
} from "../store/game-store.js";
import { isTokenShape } from "../store/tokens.js";
import { fightNames } from "./career-fight.js";
import type { Cluster } from "./cluster.js";
import {
  ComputerRunner,
  computerAction,
  computerToAct,
  type GameLocks,
  handedOut,
  LocalLocks,
  refuseComputerOnManualDice,
  Stale,
} from "./computer.js";
import { ApiError, notFound } from "./errors.js";
import { exportLog, importLog, stateBeforeLast, undoWindow } from "./history.js";
import type { LiveHub } from "./live.js";
import { type Opened, openLink, payloadOf, refuseReservedSeats } from "./payload.js";
import { Relay } from "./relay.js";
import {
  actBody,
  createBody,
  importBody,
  mineBody,
  parseBody,
  strictAction,
  undoBody,
} from "./requests.js";
import { linkNewSeats } from "./seats.js";
import {
  type AnyMatch,
  asEntry,
  canTakeBack,
  judged,
  judgedAsync,
  logLine,
  matchOf,
} from "./steps.js";

/** How long a game waits for its computer, by default, before a look at it starts the computer again. */
const COMPUTER_WAKE_MS = 10_000;

export class GameService {
  private readonly computer: { pool: ComputerPool; runner: ComputerRunner };

  constructor(
    private readonly store: GameStore,
    private readonly live: LiveHub,
    opts: {
      pool?: ComputerPool;
      locks?: GameLocks;
      cluster?: Cluster;
      log?: (e: unknown) => void;
      /** How long a game waits for its computer before a look at it starts the computer again. */
      computerWakeMs?: number;
    } = {},
  ) {
    const pool = opts.pool ?? new ComputerPool();
    const runner = new ComputerRunner(
      { step: (id) => this.computerStep(id), due: (id) => this.computerDue(id) },
      opts.locks ?? opts.cluster ?? new LocalLocks(),
      opts.log,
    );
    this.computer = { pool, runner };
    this.log = opts.log ?? (() => {});
    this.computerWakeMs = opts.computerWakeMs ?? COMPUTER_WAKE_MS;
    this.cluster = opts.cluster ?? null;
    this.relay = new Relay(store, live, (rules, record, entry, seq) =>
      this.push(rules, record, entry, seq),
    );
    this.cluster?.onEntry((a) => {
      this.relay.heard(a.game, a.seq);
      // Every process offers to play the computer; the game's lock lets one of them.
      if (a.computer) this.scheduleComputer(a.game);
    });
  }

  /** The computer's searches run and turns stored by this process (for /api/health). */
  readonly computerTally = { searches: 0, turns: 0 };
  private readonly log: (e: unknown) => void;
  private readonly computerWakeMs: number;
  private readonly cluster: Cluster | null;
  private readonly relay: Relay;

  /** Stops the computer players: no new turns, those under way finish, the threads end. */
  async close(): Promise<void> {
    await this.computer.runner.close();
    await this.computer.pool.close();
  }

  async create(body: unknown) {
    const req = parseBody(createBody, body);
    const rules = rulesFor(req.system);
    if (!rules) throw new ApiError(400, `unknown system "${req.system}"`);
    const options = judged(() => rules.parseOptions(req.options));
    refuseReservedSeats(rules.seats(options));
    // Sortie's own dice come from a secret key; a seed only when the creator chose one.
    const dice: DiceMode =
      req.dice?.mode === "manual"
        ? { mode: "manual" }
        : req.dice?.seed !== undefined
          ? { mode: "seeded", seed: req.dice.seed }
          : { mode: "keyed" };
    refuseComputerOnManualDice(rules, options, dice);
    const match = judged(() => createMatch(rules, options, dice, req.rolls ?? []));
    const outcome = rules.outcome(match.state);
    const { id, links } = await this.store.create({
      system: rules.id,
      version: rules.version,
      options,
      dice,
      setupRolls: match.setupRolls,
      snapshot: { state: match.state, rng: match.rng },
      status: outcome ? "over" : "live",
      seats: rules.seats(options),
    });
    const record = (await this.store.game(id)) as GameRecord;
    this.scheduleComputer(id);
    return {
      links: handedOut(links, options),
      game: payloadOf({ record, rules, role: "owner", seat: null }, []),
    };
  }

  async view(token: unknown, withLog: boolean) {
    const o = await openLink(this.store, token);
    this.wakeComputer(o);
    const log = withLog
      ? standingEntries(await this.store.entries(o.record.id, o.record.seq)).map(asEntry)
      : undefined;
    return payloadOf(o, log);
  }

  async act(token: unknown, body: unknown) {
    const req = parseBody(actBody, body);
    const o = await openLink(this.store, token);
    if (o.seat === null)
      throw new ApiError(403, "the owner's link watches the game; play it with a seat's link");
    if (computerSeats(o.record.options).includes(o.seat))
      throw new ApiError(403, "the computer plays this seat: no link moves for it");
    if (req.seq !== o.record.seq)
      throw new ApiError(409, new StaleSeq(o.record.seq).message, { seq: o.record.seq });
    const seat = o.seat;
    const action = strictAction(
      req.action,
      judged(() => o.rules.parseAction(req.action)),
    );
    const next = judged(() => play(o.rules, matchOf(o.record), seat, action, req.rolls ?? []));
    const entry = next.entries[next.entries.length - 1];
    const record = await this.commit(o, { kind: "act", seat, action, rolls: entry.rolls }, next);
    this.scheduleComputer(o.record.id);
    // Links of the seats this step added (a player enrolled), for whoever took it.
    const links = await linkNewSeats(this.store, o.rules, o.record, record);
    return { ...payloadOf({ ...o, record }), ...(Object.keys(links).length ? { links } : {}) };
  }

  async undo(token: unknown, body: unknown) {
    const req = parseBody(undoBody, body);
    const o = await openLink(this.store, token);
    if (req.seq !== o.record.seq)
      throw new ApiError(409, new StaleSeq(o.record.seq).message, { seq: o.record.seq });
    // A seat takes back its own step only; the owner's link manages the game and acts for no side.
    if (o.seat === null)
      throw new ApiError(
        403,
        "the owner's link watches the game; a step is taken back with the link of the seat that took it",
      );
    // A game stored under an earlier version of its rules plays on, but its steps are not replayed to take one back.
    if (o.record.version !== o.rules.version)
      throw new ApiError(
        400,
        "this game was stored under an earlier version of its rules: its steps stand, as they were played",
      );
    const window = await undoWindow(this.store, o.record);
    const last = window.moves[window.moves.length - 1];
    if (!last) throw new ApiError(400, "there is nothing to take back");
    if (last.seat !== o.seat)
      throw new ApiError(403, "only the seat that made the last move can take it back");
    if (computerSeats(o.record.options).includes(last.seat))
      throw new ApiError(403, "the computer's moves are not taken back, as at a club table");
    const rules = o.rules;
    if (!canTakeBack(rules, last, o.record.dice.mode, o.record.snapshot.state)) {
      throw new ApiError(
        400,
        "the last move cannot be taken back: it rolled dice or revealed something",
      );
    }
    // The state goes back; the dice do not (an undo never shows a roll).
    const state = await stateBeforeLast(o.record, rules, window);
    const record = await this.commit(
      o,
      { kind: "undo", seat: o.seat, freshDice: true },
      { ...matchOf(o.record), state },
    );
    this.scheduleComputer(o.record.id);
    return payloadOf({ ...o, record });
  }

  /** Whether the computer is to act in a game. */
  async computerDue(gameId: string): Promise<boolean> {
    const record = await this.store.game(gameId);
    const rules = record && rulesFor(record.system);
    return Boolean(record && rules && computerToAct(record, rules));
  }

  /** Plays one computer turn if the computer is to act; its search runs in the pool's threads. */
  async computerStep(gameId: string): Promise<boolean> {
    const record = await this.store.game(gameId);
    const rules = record && rulesFor(record.system);
    if (!record || !rules) return false;
    const seat = computerToAct(record, rules);
    if (!seat) return false;
    const parsed = await computerAction(this.computer.pool, record, rules, seat, () => {
      this.computerTally.searches++;
    });
    const next = play(rules, matchOf(record), seat, parsed);
    const entry = next.entries[next.entries.length - 1];
    try {
      await this.commit(
        { record, rules, role: seat, seat },
        { kind: "act", seat, action: parsed, rolls: entry.rolls },
        next,
      );
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) throw new Stale();
      throw e;
    }
    this.computerTally.turns++;
    return true;
  }

  /**
   * A game whose computer has been due for a while (the process that was to
   * play it stopped) is taken up again when someone looks at it.
   */
  private wakeComputer(o: Opened): void {
    if (o.record.status !== "live" || computerSeats(o.record.options).length === 0) return;
    if (Date.now() - Date.parse(o.record.updatedAt) < this.computerWakeMs) return;
    if (computerToAct(o.record, o.rules)) this.scheduleComputer(o.record.id);
  }

  private scheduleComputer(gameId: string): void {
    this.computer.runner.schedule(gameId);
  }

  /** Waits until no computer is thinking (server shutdown, tests). */
  async idle(): Promise<void> {
    await this.computer.runner.idle();
  }

  /** Stores an entry and the state it leads to, then tells every open view. */
  private async commit(o: Opened, entry: StoredEntry, next: AnyMatch): Promise<GameRecord> {
    judged(() => checkRoom(o.rules, o.record.seq));
    const seq = o.record.seq + 1;
    const status = o.rules.outcome(next.state) ? "over" : "live";
    try {
      await this.store.append(
        o.record.id,
        seq,
        entry,
        { state: next.state, rng: next.rng },
        status,
      );
    } catch (e) {
      if (e instanceof StaleSeq) throw new ApiError(409, e.message, { seq: e.current });
      throw e;
    }
    const record: GameRecord = {
      ...o.record,
      seq,
      status,
      standing:
        o.record.standing === null ? null : o.record.standing + (entry.kind === "act" ? 1 : -1),
      snapshot: { state: next.state, rng: next.rng },
    };
    this.push(o.rules, record, entry);
    const computer = status === "live" && computerSeats(record.options).length > 0;
    this.cluster?.announce(record.id, seq, computer).catch(this.log);
    return record;
  }

  /**
   * Tells every view of the game open here of its latest entry, seen from
   * each view's seat: one message per seat, built once however many sockets
   * watch as that seat.
   */
  push(rules: AnyRules, record: GameRecord, entry: StoredEntry, seq = record.seq): void {
    for (const [seat, listeners] of this.live.bySeat(record.id)) {
      const line =
        entry.kind === "act"
          ? logLine(
              rules,
              asEntry(entry),
              seq,
              seat,
              record.dice.mode,
              record.snapshot.state,
              // The state now is this entry's only when the entry is the last one.
              seq === record.seq && record.standing !== null
                ? { state: record.snapshot.state, index: record.standing - 1 }
                : undefined,
            )
          : null;
      const text = JSON.stringify({
        type: entry.kind === "undo" ? "undo" : "entry",
        seq,
        line,
        game: payloadOf({ record, rules, seat, role: seat ?? "owner" }),
      });
      for (const l of listeners) l.send(text);
    }
  }

  async export(token: unknown) {
    const o = await openLink(this.store, token);
    // The whole log holds every secret; a game that hides information is exported once it is over.
    const hides = Boolean(o.rules.visibleEntry || o.rules.visibleSetup);
    if (hides && !o.rules.outcome(o.record.snapshot.state)) {
      throw new ApiError(
        403,
        "this game hides information from its players: it can be exported once it is over",
      );
    }
    const stored = await this.store.entries(o.record.id, o.record.seq);
    return exportLog(matchOf(o.record, standingEntries(stored).map(asEntry)), stored);
  }

  /** `bodyBytes`: the request's size, which bounds the log's (it saves measuring a parsed log). */
  async import(body: unknown, bodyBytes?: number) {
    const req = parseBody(importBody, body);
    const logBytes = typeof req.log === "string" ? undefined : bodyBytes;
    const { rules, game } = await judgedAsync(() =>
      importLog(
        req.log,
        (system) => {
          if (req.system && system !== req.system) {
            const other = rulesFor(system)?.title ?? system;
            throw new RuleError(
              `this log is a game of ${other}, not ${rulesFor(req.system)?.title ?? req.system}`,
            );
          }
          return rulesFor(system);
        },
        logBytes,
      ),
    );
    refuseComputerOnManualDice(rules, game.options, game.dice);
    refuseReservedSeats(game.seats);
    // The imported game goes on with dice of its own: the log (and any seed in it) is the importer's to read.
    const own: typeof game =
      game.dice.mode === "manual"
        ? game
        : {
            ...game,
            dice: { mode: "keyed" },
            snapshot: { ...game.snapshot, rng: newKeyedState() },
          };
    const { id, links } = await this.store.create(own);
    this.scheduleComputer(id);
    return { id, links: handedOut(links, game.options) };
  }

  async mine(body: unknown) {
    const req = parseBody(mineBody, body);
    const rows = await this.store.summaries(req.tokens.filter(isTokenShape));
    // A career's fight goes by its squadron's name and its mission.
    const fights = await fightNames(
      this.store,
      rows.map((r) => r.id),
    );
    return rows.map(({ options, ...r }) => {
      const rules = rulesFor(r.system);
      const subtitle = fights.get(r.id) ?? rules?.subtitle?.(options);
      return { ...r, title: rules?.title ?? r.system, ...(subtitle ? { subtitle } : {}) };
    });
  }

  /**
   * For the live socket: which game and seat a token watches, and a wake for
   * the computer, called once the socket listens (so its move is heard).
   */
  async watch(token: unknown) {
    const o = await openLink(this.store, token);
    return { gameId: o.record.id, seat: o.seat, wake: () => this.wakeComputer(o) };
  }

  /** The number of the game's last entry, read afresh (the live socket's greeting). */
  async seqOf(gameId: string): Promise<number> {
    const record = await this.store.game(gameId);
    if (!record) throw notFound();
    return record.seq;
  }
}
