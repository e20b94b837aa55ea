/**
 * A sortie: set up by a group's Wing Commander (crews, planes, bomb loads,
 * then balloons and ground targets drawn), table aids drawn while it is
 * flown, closed once every airman's log line is verified.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { count } from "../../engine/words.js";
import { Draws, type Typed } from "./cards.js";
import type { Card } from "./decks.js";
import { BOMBS, SIDE_NAME, SIDES, type Side } from "./facts.js";
import { earlyUpgradeNote, mustFly, pilotOf, planeOf, planeYear } from "./roster.js";
import type { AidKind, Bombs, CampaignState, Crew, Sortie, TableAid } from "./state.js";
import { currentRun, specOf } from "./tree.js";

export interface CrewInput {
  pilot: string;
  observer?: string;
  plane: string;
  bombs?: Bombs;
}

export function sortieOf(s: CampaignState, id: number): Sortie {
  const x = s.sorties.find((y) => y.id === id);
  if (!x) throw new RuleError(`there is no sortie ${id}`);
  return x;
}

/** Airmen of a sortie: pilots and observers. */
export const airmenOf = (x: Sortie) =>
  x.crews.flatMap((c) => (c.observer ? [c.pilot, c.observer] : [c.pilot]));

export const crewOf = (x: Sortie, airman: string) =>
  x.crews.find((c) => c.pilot === airman || c.observer === airman) ?? null;

function checkCrews(
  s: CampaignState,
  group: string,
  kind: Sortie["kind"],
  crews: CrewInput[],
): Crew[] {
  const busy = new Set(s.sorties.filter((x) => x.status === "open").flatMap(airmenOf));
  const seen = new Set<string>();
  const out: Crew[] = [];
  for (const c of crews) {
    const p = pilotOf(s, c.pilot);
    mustFly(p);
    if (p.role !== "pilot") throw new RuleError(`${p.name} is an observer, not a pilot`);
    const plane = planeOf(s, c.plane);
    if (plane.side !== p.side)
      throw new RuleError(
        `${p.name} flies for the ${SIDE_NAME[p.side]}; the ${plane.name} is not theirs`,
      );
    const may = planeYear(s, p, kind === "campaign");
    if (plane.year > may) {
      const why = kind === "campaign" ? earlyUpgradeNote(s, p.side, plane.year) : null;
      throw new RuleError(
        `the ${plane.name} is a ${plane.year} plane; ${p.name} may fly ${may} planes now${why ? ` (${why})` : ""}`,
      );
    }
    const names = [c.pilot];
    if (c.observer !== undefined) {
      const o = pilotOf(s, c.observer);
      mustFly(o);
      if (o.role !== "observer")
        throw new RuleError(`${o.name} is a pilot; only an observer rides behind`);
      if (o.side !== p.side) throw new RuleError(`${o.name} is on the other side`);
      if (!plane.twoSeater) throw new RuleError(`the ${plane.name} is a single-seater`);
      names.push(c.observer);
    }
    for (const id of names) {
      if (seen.has(id)) throw new RuleError(`${pilotOf(s, id).name} is in two crews`);
      if (busy.has(id))
        throw new RuleError(`${pilotOf(s, id).name} is flying in another open sortie`);
      seen.add(id);
      if (
        kind === "campaign" &&
        s.players.find((x) => x.id === pilotOf(s, id).player)?.group !== group
      )
        throw new RuleError(`${pilotOf(s, id).name} belongs to another group's players`);
    }
    if (c.bombs) {
      const cap = plane.twoSeater ? BOMBS.twoSeater : BOMBS.fighter;
      const n = c.bombs.threes * 3 + c.bombs.singles;
      if (n > cap) throw new RuleError(`the ${plane.name} carries at most ${cap} bombs, not ${n}`);
    }
    const crew: Crew = { pilot: c.pilot, plane: c.plane, side: p.side };
    if (c.observer !== undefined) crew.observer = c.observer;
    if (c.bombs && c.bombs.threes + c.bombs.singles > 0) crew.bombs = c.bombs;
    if (plane.year > s.year) crew.upgrade = true;
    out.push(crew);
  }
  return out;
}

/** Balloons or targets from a deck A card: an icon gives one, the explosion two. */
export const countFrom = (c: Card) => (c.explosion ? 2 : c.icon ? 1 : 0);

export function openSortie(
  s: CampaignState,
  group: string,
  kind: Sortie["kind"],
  crews: CrewInput[],
  dice: Dice,
  typed: Typed,
): Sortie {
  if (s.winner) throw new RuleError("the war is over");
  let run = null;
  if (kind === "campaign") {
    run = currentRun(s);
    if (!run || s.mission === null)
      throw new RuleError(`the attackers have not yet chosen which Mission ${s.level} to fly`);
    const spec = specOf(s, run.mission);
    if (run.sorties.length >= spec.sorties)
      throw new RuleError(
        `all ${spec.sorties} sorties of Mission ${spec.id} are flown or under way`,
      );
  }
  const checked = checkCrews(s, group, kind, crews);
  for (const side of SIDES)
    if (kind === "campaign" && !checked.some((c) => c.side === side))
      throw new RuleError(
        `a campaign sortie needs planes of both sides; the ${SIDE_NAME[side]} have none`,
      );
  if (kind === "league" && checked.length < 2)
    throw new RuleError("a league game needs two planes at least");
  const id = s.sorties.length + 1;
  const x: Sortie = {
    id,
    group,
    kind,
    mission: run ? run.mission : null,
    level: run ? run.level : 0,
    n: run ? run.sorties.length + 1 : 0,
    run: run ? s.runs.length - 1 : null,
    attacker: run ? s.attacker : null,
    year: s.year,
    status: "open",
    crews: checked,
    balloons: { allies: 0, central: 0 },
    targets: { allies: [], central: [] },
    revealed: { allies: [], central: [] },
    aids: [],
  };
  const a = new Draws("A", s.tables.decks, dice, typed);
  for (const side of SIDES)
    x.balloons[side] = countFrom(a.draw(`balloons on the ${SIDE_NAME[side]} side`));
  const count: Record<Side, number> = { allies: 0, central: 0 };
  for (const side of SIDES)
    count[side] = countFrom(a.draw(`ground targets on the ${SIDE_NAME[side]} side`));
  if (run && specOf(s, run.mission).type === "balloons" && s.attacker) {
    const def = s.attacker === "allies" ? "central" : "allies";
    x.balloons[def] = Math.max(1, x.balloons[def]);
  }
  // Dealt face down: which target each card is stays unknown (to everyone) until it is turned over.
  for (const side of SIDES)
    for (let i = 0; i < count[side]; i++) {
      x.targets[side].push(FACE_DOWN);
      x.revealed[side].push(false);
    }
  s.sorties.push(x);
  if (run) run.sorties.push(id);
  return x;
}

export const FACE_DOWN = "face-down";

/**
 * Turns a ground target over when an enemy plane comes within long range.
 * Nobody has seen the face-down cards, so the card is drawn from the pile
 * now: the same chances as dealing it at the start, and nothing hidden to keep.
 */
export function reveal(
  s: CampaignState,
  x: Sortie,
  side: Side,
  index: number,
  dice: Dice,
  typed?: string,
): string {
  if (x.status !== "open") throw new RuleError(`sortie ${x.id} is over`);
  if (index < 0 || index >= x.targets[side].length)
    throw new RuleError(
      `the ${SIDE_NAME[side]} have no ground target ${index + 1} in sortie ${x.id}`,
    );
  if (x.revealed[side][index]) throw new RuleError("that target is face up already");
  const pile = s.tables.groundTargets.flatMap((t) => Array.from({ length: t.count }, () => t.id));
  for (const t of [...x.targets.allies, ...x.targets.central]) {
    const k = pile.indexOf(t);
    if (k >= 0) pile.splice(k, 1);
  }
  if (pile.length === 0) throw new RuleError("the ground target pile is empty");
  let id: string;
  if (typed !== undefined) {
    // The club turned over its own card: it must be one the pile still holds.
    if (!pile.includes(typed))
      throw new RuleError(
        `the ground target pile holds no "${typed}" now; it holds ${[...new Set(pile)].join(", ")}`,
      );
    id = typed;
  } else {
    const what = `ground target ${index + 1} on the ${SIDE_NAME[side]} side, turned over`;
    id = pile[dice.draw(pile.length, what)];
    dice.note(s.tables.groundTargets.find((t) => t.id === id)?.name ?? id);
  }
  x.targets[side][index] = id;
  x.revealed[side][index] = true;
  return id;
}

const CRASH: Partial<Record<AidKind, number>> = {
  "landing-crash": 4,
  "takeoff-stall-crash": 2,
  "takeoff-straight-crash": 3,
};

export const AID_NAME: Record<AidKind, string> = {
  "landing-crash": "crash on landing",
  "takeoff-stall-crash": "crash taking off, after the stall",
  "takeoff-straight-crash": "crash taking off, after the straight",
  "ground-fire": "fire on the ground",
  illegal: "illegal manoeuvre",
  "balloon-explosion": "exploding balloon",
  "balloon-fire": "burning balloon",
};

/** Cards the table needs during a sortie: crashes, fire on the ground, illegal manoeuvres, balloons. */
export function tableAid(
  s: CampaignState,
  x: Sortie,
  plane: string,
  kind: AidKind,
  opts: { counters?: number; useB?: boolean },
  dice: Dice,
  typed: Typed,
): TableAid {
  if (x.status !== "open") throw new RuleError(`sortie ${x.id} is over`);
  if (!x.crews.some((c) => c.pilot === plane) && !kind.startsWith("balloon"))
    throw new RuleError(`no plane flown by ${plane} is in sortie ${x.id}`);
  const crash = CRASH[kind];
  // A club without an A deck draws B cards for a crash (twice as many) and for fire on the
  // ground (one for one); the text gives every other draw no B.
  const useB = !!opts.useB;
  if (useB && crash === undefined && kind !== "ground-fire")
    throw new RuleError(
      `the ${AID_NAME[kind]} draws from deck ${kind === "balloon-explosion" ? "C" : "A"} only; deck B stands in for A on a crash or fire on the ground`,
    );
  const deck = kind === "balloon-explosion" ? "C" : useB ? "B" : "A";
  const d = new Draws(deck, s.tables.decks, dice, typed);
  const what = `${AID_NAME[kind]} (${plane})`;
  let damage = 0;
  let explosion = false;
  let fire = 0;
  /** Damage points and explosions always count; fire icons only where the rule says. */
  const take = (c: Card, fires: boolean) => {
    if (c.explosion) {
      explosion = true;
      return;
    }
    damage += c.value;
    if (fires && c.icon === "fire") fire++;
  };
  let text: string;
  if (crash !== undefined) {
    const n = useB ? crash * 2 : crash;
    for (let i = 0; i < n; i++) take(d.draw(`${what}: card ${i + 1} of ${n}`), true);
    text = `${damage} damage${explosion ? ", explosion" : ""}${fire ? `, ${fire} fire` : ""}`;
  } else if (kind === "ground-fire") {
    let counters = opts.counters ?? 1;
    if (counters < 1) throw new RuleError("a plane on fire has at least one flame counter");
    const out = d.draw(`${what}: putting the fire out (0 takes a counter away)`);
    if (!out.explosion && out.value === 0) counters--;
    if (counters > 0) take(d.draw(`${what}: fire damage`), false);
    text = `${count(counters, "flame counter")} left, ${damage} damage${explosion ? ", explosion" : ""}`;
    fire = counters;
  } else if (kind === "illegal") {
    const c = d.draw(`${what}: structural damage`);
    if (!c.explosion) damage = c.value;
    text = `${damage} structural damage (special damage ignored)`;
  } else if (kind === "balloon-explosion") {
    take(d.draw(`${what}: caught by the blast`), true);
    text = `${damage} damage${explosion ? ", explosion" : ""}${fire ? ", fire" : ""}`;
  } else {
    const n = opts.counters ?? 1;
    if (n < 1) throw new RuleError("a burning balloon has at least one flame counter");
    for (let i = 0; i < n; i++) take(d.draw(`${what}: flame counter ${i + 1}`), false);
    text = `${damage} damage${explosion ? ", explosion" : ""}`;
  }
  const aid: TableAid = {
    kind,
    plane,
    deck,
    cards: d.drawn.map((c) =>
      c.explosion ? "explosion" : c.icon ? `${c.value} ${c.icon}` : String(c.value),
    ),
    damage,
    explosion,
    fire,
    text,
  };
  x.aids.push(aid);
  return aid;
}
