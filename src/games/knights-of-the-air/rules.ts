/**
 * Knights of the Air as a Sortie system: a club's campaign is a game whose
 * steps are its bookkeeping — pilots registered, sorties set up, log lines
 * entered by the players and verified by the Wing Commanders — so it is
 * stored, replayed and exported like any game. Seats: one per player, and
 * one per group's Wing Commander ("wc-<group>"), or one per side of a group
 * that has a Wing Commander for each ("wc-<group>-allies", "wc-<group>-central").
 */
import type { Entry, Outcome, RecordOfLog, Rules, View } from "../../engine/contract.js";
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { isReservedSeat } from "../../engine/seats.js";
import { type KotaAction, parseAction } from "./actions.js";
import { Typed } from "./cards.js";
import { type Command, commanderSeats, commandOf, commandsSortie, verifierOf } from "./command.js";
import { enrol } from "./enrol.js";
import { ABILITY_INFO, SERVICE_SIDE, SERVICES, SIDE_NAME, type Side } from "./facts.js";
import { enterLine, verify } from "./lines.js";
import { noteMiniatures } from "./miniatures.js";
import { type KotaOptions, parseOptions, people, resolve } from "./options.js";
import { type Conflict, conflicts, openConflicts } from "./reconcile.js";
import { abilityOptions, chooseAbility, leadingAce, pilotOf, register } from "./roster.js";
import { type Sheet, sheetFor } from "./sheet.js";
import { airmenOf, openSortie, reveal, sortieOf, tableAid } from "./sortie.js";
import { type Standing, standings } from "./standings.js";
import type { CampaignState, Sortie } from "./state.js";
import { chooseMission, currentRun, enterLevel, settleMission, specOf } from "./tree.js";

export type { KotaAction, KotaOptions };

function setup(options: KotaOptions, _dice: Dice): CampaignState {
  const o = resolve(options);
  const s: CampaignState = {
    title: o.title,
    tables: o.tables,
    groups: o.groups,
    players: o.players,
    year: 1916,
    level: 1,
    mission: null,
    attacker: null,
    runs: [],
    pilots: [],
    sorties: [],
    lines: [],
    nextPilot: 1,
    events: [],
    winner: null,
  };
  enterLevel(s, 1);
  return s;
}

const seats = (o: KotaOptions) => {
  const r = people(o);
  return [...r.groups.flatMap(commanderSeats), ...r.players.map((p) => p.id)];
};

/** The seats the campaign has now: its Wing Commanders and every player, those enrolled since included. */
const seatsOf = (s: CampaignState) => [
  ...s.groups.flatMap(commanderSeats),
  ...s.players.map((p) => p.id),
];

export interface KotaView extends View<KotaAction> {
  state: CampaignState;
  role: "commander" | "player" | "owner";
  group: string | null;
  /** A Wing Commander of one side only: that side (he verifies its lines; the other side's he sees). */
  side: Side | null;
  standings: Standing[];
  leadingAces: Record<Side, string | null>;
  sheets: Sheet[];
  /** Lines waiting for this seat's verification (Wing Commanders). */
  toVerify: number[];
  /** Lines waiting in this Wing Commander's sorties that another Wing Commander verifies: shown, read-only. */
  othersToVerify: number[];
  /** Lines of the open sorties this seat sees that disagree (ruling K27), named to all. */
  conflicts: Conflict[];
}

function simpleActions(s: CampaignState, seat: string | null): KotaAction[] {
  if (seat === null || s.winner) return [];
  const out: KotaAction[] = [];
  const group = commandOf(s, seat);
  const player = s.players.find((p) => p.id === seat);
  if (s.mission === null && (group || player?.side === s.attacker))
    for (const m of s.tables.missions.filter((x) => x.level === s.level))
      out.push({ type: "choose-mission", mission: m.id });
  if (player) {
    // A quick way to enlist: one airman of each service of the player's side (renamed later on his page).
    const mine = s.pilots.filter((p) => p.player === seat).length;
    for (const service of SERVICES)
      if (SERVICE_SIDE[service] === player.side)
        out.push({
          type: "register",
          name: `${player.name}'s airman ${mine + 1}`,
          service,
          role: "pilot",
        });
  }
  if (player) {
    // The Plane List: a plane of his side added to the miniatures he owns (the page sets the whole list).
    const mine = new Set(player.miniatures ?? []);
    const more = s.tables.planes.find((x) => x.side === player.side && !mine.has(x.id));
    if (more) out.push({ type: "miniatures", planes: [...mine, more.id] });
  }
  if (player)
    for (const p of s.pilots)
      if (p.player === seat && p.owed > 0)
        for (const a of abilityOptions(p)) out.push({ type: "ability", pilot: p.id, ability: a });
  return out;
}

function view(state: CampaignState, seat: string | null): KotaView {
  const s = state;
  // The owner is the link with no seat (null), never a seat of that name: options and
  // enrolments refuse a player called "owner", and a stray one sees nothing of a desk.
  const command = commandOf(state, seat);
  const group = command?.group ?? state.players.find((p) => p.id === seat)?.group ?? null;
  const role = seat === null ? "owner" : command ? "commander" : "player";
  const visible = (x: Sortie) => role === "owner" || x.group === group || fliesFor(s, x, group);
  const open = state.sorties.filter((x) => x.status === "open" && visible(x));
  const pending = state.lines.filter(
    (l) => l.status === "pending" && visible(sortieOf(state, l.sortie)),
  );
  return {
    seat,
    actions: simpleActions(state, seat),
    state: s,
    role,
    group,
    side: command?.side ?? null,
    standings: standings(state),
    leadingAces: {
      allies: leadingAce(state, "allies")?.id ?? null,
      central: leadingAce(state, "central")?.id ?? null,
    },
    sheets: open.map((x) => sheetFor(s, x)),
    toVerify:
      role === "commander"
        ? pending.filter((l) => verifierOf(state, l.pilot) === seat).map((l) => l.id)
        : [],
    othersToVerify:
      role === "commander"
        ? pending.filter((l) => verifierOf(state, l.pilot) !== seat).map((l) => l.id)
        : [],
    conflicts: openConflicts(state, visible),
  };
}

/** Whether any airman of a sortie is of a group's players (a league game across tables). */
function fliesFor(s: CampaignState, x: Sortie, group: string | null) {
  if (group === null) return false;
  return airmenOf(x).some(
    (id) =>
      s.players.find((p) => p.id === s.pilots.find((q) => q.id === id)?.player)?.group === group,
  );
}

function mustCommand(s: CampaignState, seat: string, x: Sortie) {
  if (!commandsSortie(s, seat, x))
    throw new RuleError(`only a Wing Commander of group ${x.group} does that for sortie ${x.id}`);
}

function mayTouch(s: CampaignState, seat: string, x: Sortie) {
  if (commandsSortie(s, seat, x)) return;
  if (airmenOf(x).some((id) => pilotOf(s, id).player === seat || verifierOf(s, id) === seat))
    return;
  throw new RuleError(`only sortie ${x.id}'s Wing Commanders and players do that`);
}

/** Only the airman's own Wing Commander verifies his line: his group's, his side's where it has one per side. */
function mustVerify(s: CampaignState, seat: string, pilot: string) {
  const wc = verifierOf(s, pilot);
  if (seat === wc) return;
  const c = commandOf(s, wc) as Command;
  const g = s.groups.find((x) => x.id === c.group);
  throw new RuleError(
    `${pilotOf(s, pilot).name}'s line is verified by ${c.side ? `the ${SIDE_NAME[c.side]}' Wing Commander` : "the Wing Commander"} of ${g?.name ?? c.group}`,
  );
}

function act(state: CampaignState, seat: string, a: KotaAction, dice: Dice): CampaignState {
  if (isReservedSeat(seat))
    throw new RuleError(
      "the owner's link watches the campaign: steps are taken with a seat's link",
    );
  const group = commandOf(state, seat);
  const player = state.players.find((p) => p.id === seat) ?? null;
  if (!group && !player) throw new RuleError(`there is no seat "${seat}" in this campaign`);
  const s = structuredClone(state);
  const typed = new Typed("cards" in a ? (a.cards ?? []) : []);
  switch (a.type) {
    case "register":
      if (!player) throw new RuleError("players register their own airmen");
      register(s, player, a.name, a.service, a.role);
      break;
    case "rename": {
      const p = pilotOf(s, a.pilot);
      if (p.player !== seat) throw new RuleError(`${p.name} is not your airman`);
      p.name = a.name;
      break;
    }
    case "enrol":
      if (!group) throw new RuleError("a Wing Commander enrols new players");
      if (group.side && group.side !== a.side)
        throw new RuleError(
          `the ${SIDE_NAME[group.side]}' Wing Commander enrols players of his own side; the ${SIDE_NAME[a.side]}' enrols theirs`,
        );
      enrol(s, group.group, a.name, a.side, a.group);
      break;
    case "choose-mission":
      if (!group && player?.side !== s.attacker)
        throw new RuleError("the attackers (or a Wing Commander for them) choose the mission");
      chooseMission(s, a.mission);
      break;
    case "open-sortie":
      if (!group) throw new RuleError("a Wing Commander sets up sorties");
      openSortie(s, group.group, a.kind, a.crews, dice, typed);
      break;
    case "reveal": {
      const x = sortieOf(s, a.sortie);
      mayTouch(s, seat, x);
      reveal(s, x, a.side, a.index, dice, a.target);
      break;
    }
    case "aid": {
      const x = sortieOf(s, a.sortie);
      mayTouch(s, seat, x);
      tableAid(s, x, a.plane, a.kind, { counters: a.counters, useB: a.useB }, dice, typed);
      break;
    }
    case "log": {
      const x = sortieOf(s, a.sortie);
      enterLine(s, seat, x, a.pilot, a.report);
      break;
    }
    case "verify": {
      const line = s.lines.find((l) => l.id === a.line);
      if (!line) throw new RuleError(`there is no log line ${a.line}`);
      const x = sortieOf(s, line.sortie);
      mustVerify(s, seat, line.pilot);
      verify(s, x, line, a.verdict, a.report, a.reason, dice, typed);
      break;
    }
    case "close-sortie": {
      const x = sortieOf(s, a.sortie);
      mustCommand(s, seat, x);
      closeSortie(s, x, a.winner);
      settleMission(s, dice, typed);
      break;
    }
    case "miniatures": {
      const me = s.players.find((p) => p.id === seat);
      if (!me) throw new RuleError("each player notes the miniatures he owns, from his own link");
      noteMiniatures(s, me, a.planes);
      break;
    }
    case "ability": {
      const p = pilotOf(s, a.pilot);
      if (p.player !== seat) throw new RuleError(`${p.name} is not your airman`);
      const note = chooseAbility(p, a.ability, s.tables.decks, dice, typed);
      p.log.push({
        sortie: null,
        mission: "ace",
        plane: null,
        kills: 0,
        healthLost: 0,
        points: 0,
        medals: [],
        health: p.health,
        notes: [note],
      });
      break;
    }
  }
  typed.finish();
  return s;
}

function closeSortie(s: CampaignState, x: Sortie, winner: Sortie["winner"]) {
  if (x.status !== "open") throw new RuleError(`sortie ${x.id} is closed already`);
  // Ruling K27: a sortie does not close while two of its lines disagree.
  const c = conflicts(s, x);
  if (c.length > 0)
    throw new RuleError(
      `sortie ${x.id} cannot close: lines ${c[0].lines.join(" and ")} are in conflict (${c[0].text}); a Wing Commander corrects or refuses one, with a reason`,
    );
  for (const id of airmenOf(x)) {
    const lines = s.lines.filter((l) => l.sortie === x.id && l.pilot === id);
    if (lines.some((l) => l.status === "pending"))
      throw new RuleError(`${pilotOf(s, id).name}'s line is waiting for verification`);
    if (!lines.some((l) => l.status === "accepted" || l.status === "corrected"))
      throw new RuleError(`${pilotOf(s, id).name} has no verified line for sortie ${x.id}`);
  }

  if (x.kind === "campaign" && x.mission && specOf(s, x.mission).victory === "objectives") {
    if (!winner)
      throw new RuleError(`say which side met Mission ${x.mission}'s objectives (or a draw)`);
    x.winner = winner;
  } else if (winner) throw new RuleError("this sortie is decided by Pilot Points, not by a winner");
  x.status = "closed";
}

function outcome(s: CampaignState): Outcome | null {
  if (!s.winner) return null;
  const pts = { allies: 0, central: 0 };
  for (const p of s.pilots) pts[p.side] += p.points;
  return {
    winners: [s.winner],
    scores: pts,
    summary: `The ${SIDE_NAME[s.winner]} win the war in the air`,
  };
}

function describe(a: KotaAction): string {
  switch (a.type) {
    case "register":
      return `Registers ${a.role === "pilot" ? "pilot" : "observer"} ${a.name}`;
    case "rename":
      return `Renames ${a.pilot} ${a.name}`;
    case "enrol":
      return `Enrols ${a.name} (${SIDE_NAME[a.side]}) in group ${a.group}`;
    case "choose-mission":
      return `Chooses Mission ${a.mission}`;
    case "open-sortie":
      return `Sets up a ${a.kind === "league" ? "league game" : "campaign sortie"}`;
    case "reveal":
      return `Turns over a ${SIDE_NAME[a.side]} ground target in sortie ${a.sortie}`;
    case "aid":
      return `Draws for a ${a.kind.replace(/-/g, " ")} in sortie ${a.sortie}`;
    case "log":
      return `Enters ${a.pilot}'s log line for sortie ${a.sortie}`;
    case "verify":
      return `${a.verdict === "accept" ? "Accepts" : a.verdict === "correct" ? "Corrects" : "Refuses"} log line ${a.line}${a.reason ? `: ${a.reason}` : ""}`;
    case "close-sortie":
      return `Closes sortie ${a.sortie}`;
    case "ability":
      return `Chooses ${ABILITY_INFO[a.ability].name} for ${a.pilot}`;
    case "miniatures":
      return a.planes.length === 0
        ? "Notes that he owns no miniature"
        : `Notes the miniatures he owns: ${a.planes.length} plane${a.planes.length === 1 ? "" : "s"}`;
  }
}

export const knightsOfTheAir: Rules<CampaignState, KotaAction, KotaOptions, KotaView> = {
  id: "knights-of-the-air",
  title: "Knights of the Air",
  // Version 2: the leading ace is an ace (K11), ground targets count once face up (K25), year's-end
  // and medal health stop at 25 (K26). Version 3: a sortie's lines agree before they stand (K27),
  // and a line is verified by its airman's own Wing Commander.
  version: 3,
  // A log of version 1 or 2 is read as it stands and replayed under version 3's rulings: a step
  // they refuse stops the import, naming it; a year's end above 25 after Toughness comes out at 25.
  upgrade: (record: RecordOfLog) =>
    record.version === 1 || record.version === 2 ? { ...record, version: 3 } : record,
  seats,
  seatsOf,
  parseOptions,
  parseAction,
  setup,
  view,
  act,
  outcome,
  // A step that drew through Sortie's dice is final (taking it back would let the
  // club draw again); steps that drew nothing, or whose cards came from the
  // club's own decks, may be taken back. An enrolment is final: the new
  // player's link may already be in his hands, and his seat id must never
  // pass to someone else.
  undoable: (e: Entry<KotaAction>, dice: "seeded" | "manual") =>
    e.action.type !== "enrol" && (dice === "manual" || e.rolls.length === 0),
  limits: {
    entries: 50000,
    // A whole season of a large club is well under this (a line is a few hundred bytes).
    logBytes: 8 * 1024 * 1024,
    within: (s: CampaignState) =>
      s.pilots.length > 2000
        ? "a campaign holds at most 2,000 airmen"
        : s.sorties.length > 5000
          ? "a campaign holds at most 5,000 sorties"
          : null,
  },
  subtitle: (o) => o.title,
  describe,
};

export { currentRun };
