/**
 * A random club: any legal step, with random but possible sortie reports.
 * The fuzz tests run whole campaigns with it.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../../engine/rng.js";
import { type KotaAction, type LineInput, lineOf } from "./actions.js";
import { commanderSeats, verifierOf } from "./command.js";
import { PLACES, SERVICE_SIDE, SERVICES, type Side } from "./facts.js";
import { conflictsOf, standingLines } from "./reconcile.js";
import { abilityOptions, planeYear } from "./roster.js";
import { airmenOf, crewOf } from "./sortie.js";
import type { CampaignState, Crew, KillClaim, Pilot, Sortie } from "./state.js";
import { specOf } from "./tree.js";

const n = (rng: RngState, k: number) => faceOf(nextUint32(rng), k) - 1;
const chance = (rng: RngState, p: number) => n(rng, 1000) < p * 1000;
const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[n(rng, xs.length)];

export interface RandomStep {
  seat: string;
  action: KotaAction;
}

const active = (s: CampaignState, player: string, role: "pilot" | "observer") =>
  s.pilots.filter((p) => p.player === player && p.role === role && p.status === "active");

function registerFor(
  s: CampaignState,
  player: string,
  rng: RngState,
  role: "pilot" | "observer",
): RandomStep {
  const side = s.players.find((p) => p.id === player)?.side as Side;
  const service = pick(
    rng,
    SERVICES.filter((x) => SERVICE_SIDE[x] === side),
  );
  return {
    seat: player,
    action: { type: "register", name: `Airman ${s.nextPilot}`, service, role },
  };
}

/** A group's first Wing Commander's seat (either side's, where it has one per side). */
const commanderOf = (s: CampaignState, group: string) =>
  commanderSeats(s.groups.find((g) => g.id === group) ?? { id: group })[0];

function randomLine(s: CampaignState, x: Sortie, me: Pilot, rng: RngState): LineInput {
  const crew = crewOf(x, me.id) as Crew;
  // What the sortie's other lines already say of him: his plane claimed, his crewmate's fate,
  // a friend carrying him home. His line says the same (ruling K27).
  const standing = standingLines(s, x);
  const claim = standing
    .flatMap((l) => l.report.kills.map((k) => ({ k, by: l.pilot })))
    .find(({ k }) => k.victim === crew.pilot);
  const mate = standing.find(
    (l) => l.pilot !== me.id && (l.pilot === crew.pilot || l.pilot === crew.observer),
  );
  const carrier = standing.find((l) => l.report.rescued.includes(me.id));
  /** Friends whose lines say he carried them home, or that he came down with them aboard. */
  const riders = crew.pilot === me.id ? standing.filter((l) => l.report.rescuedBy === me.id) : [];
  const enemy: Side = me.side === "allies" ? "central" : "allies";
  const claimed = new Set(
    s.lines
      .filter((l) => l.sortie === x.id && l.status !== "refused")
      .flatMap((l) => (l.corrected ?? l.entered).kills.map((k) => k.victim)),
  );
  let balloonsLeft = x.balloons[enemy];
  // Only targets turned face up can be destroyed or observed (ruling K25).
  const up = x.revealed[enemy].filter(Boolean).length;
  let targetsLeft = up;
  for (const l of s.lines)
    if (
      l.sortie === x.id &&
      l.status !== "refused" &&
      s.pilots.find((p) => p.id === l.pilot)?.side === me.side
    ) {
      balloonsLeft -= (l.corrected ?? l.entered).balloons;
      targetsLeft -= (l.corrected ?? l.entered).groundTargets;
    }
  // A plane whose crew has entered a line already is not claimed: its lines say what it did.
  const told = new Set(standing.map((l) => l.pilot));
  const victims = x.crews
    .filter(
      (c) =>
        c.side === enemy &&
        !claimed.has(c.pilot) &&
        !told.has(c.pilot) &&
        !(c.observer && told.has(c.observer)),
    )
    .map((c) => c.pilot);
  const kills: KillClaim[] = [];
  for (const v of victims) {
    if (!chance(rng, 0.25)) continue;
    const how = pick(rng, ["shot", "shot", "fire", "chased"] as const);
    if (how === "shot")
      kills.push({
        victim: v,
        how,
        shots: [{ by: me.id, distance: 1, damage: 2 }],
        damageBefore: 9,
        toDestroy: 10,
      });
    else if (how === "fire") kills.push({ victim: v, how, lastFullTurn: false, setBy: me.id });
    else kills.push({ victim: v, how, shotLastTwoTurns: true });
  }
  const friends = airmenOf(x).filter(
    (id) => id !== me.id && s.pilots.find((p) => p.id === id)?.side === me.side,
  );
  let down = chance(rng, 0.25);
  const place = pick(rng, PLACES);
  const deck = () => pick(rng, ["A", "B"]);
  let shotDown: LineInput["shotDown"] = down
    ? { deck: deck(), explosion: chance(rng, 0.08), place }
    : null;
  let fled: LineInput["fled"] = !down && chance(rng, 0.05) ? place : null;
  if (mate) {
    shotDown = mate.report.shotDown;
    fled = mate.report.fled;
  } else if (claim?.k.how === "chased") {
    shotDown = null;
    fled = place;
  } else if (claim) {
    const by = x.crews.find((c) => c.pilot === claim.by || c.observer === claim.by);
    const plane = s.tables.planes.find((p) => p.id === by?.plane);
    const gun = (by?.pilot === claim.by ? plane?.deck : plane?.rearDeck) || "A";
    shotDown = { deck: claim.k.how === "fire" ? "A" : gun, explosion: false, place };
    fled = null;
  } else if (carrier) {
    shotDown = shotDown ?? { deck: deck(), explosion: false, place };
    fled = null;
  }
  const crashed = riders.find((l) => l.report.carrierDown)?.report.carrierDown;
  if (crashed) {
    // Where the rider says he came down; by the card a claim on his plane says, if there is one.
    shotDown = { ...crashed, deck: claim && shotDown ? shotDown.deck : crashed.deck };
    fled = null;
  } else if (riders.length > 0) {
    shotDown = null;
    fled = null;
  }
  down = shotDown !== null && shotDown !== undefined;
  const line: LineInput = {
    kills,
    balloons: n(rng, Math.max(0, balloonsLeft) + 1),
    groundTargets: n(rng, Math.max(0, targetsLeft) + 1),
    observed: me.role === "observer" ? n(rng, up + 1) : 0,
    bombDamage:
      crew.pilot === me.id && crew.bombs
        ? n(rng, (crew.bombs.threes * 3 + crew.bombs.singles) * 2 + 1)
        : 0,
    illegal: chance(rng, 0.1) ? 1 : 0,
    fled,
    shotDown,
    incapacitated: me.role === "observer" && chance(rng, 0.1) ? { deck: deck() } : null,
  };
  if (carrier) line.rescuedBy = carrier.pilot;
  else if (down && friends.length > 0 && chance(rng, 0.15)) {
    const pilots = friends.filter((id) => x.crews.some((c) => c.pilot === id));
    if (pilots.length > 0) {
      line.rescuedBy = pick(rng, pilots);
      if (chance(rng, 0.3))
        line.carrierDown = { deck: deck(), explosion: false, place: pick(rng, PLACES) };
    }
  }
  const said = new Map(standing.map((l) => [l.pilot, l.report]));
  const downedFriends = friends.filter(
    (id) => x.crews.some((c) => c.pilot === id) && !said.has(id),
  );
  if (riders.length > 0 && !crashed)
    line.rescued = riders
      .filter((l) => !l.report.carrierDown)
      .map((l) => l.pilot)
      .slice(0, 2);
  else if (crew.pilot === me.id && !down && downedFriends.length > 0 && chance(rng, 0.05))
    line.rescued = [pick(rng, downedFriends)];
  return line;
}

function randomCrews(
  s: CampaignState,
  group: string,
  league: boolean,
  rng: RngState,
): Crew[] | null {
  const players = s.players.filter((p) => league || p.group === group);
  const crews: Crew[] = [];
  const busy = new Set(s.sorties.filter((x) => x.status === "open").flatMap(airmenOf));
  for (const side of ["allies", "central"] as const) {
    const pilots = shuffled(
      s.pilots.filter(
        (p) =>
          p.side === side &&
          p.role === "pilot" &&
          p.status === "active" &&
          !busy.has(p.id) &&
          players.some((q) => q.id === p.player),
      ),
      rng,
    ).slice(0, 1 + n(rng, 3));
    const observers = shuffled(
      s.pilots.filter(
        (p) =>
          p.side === side &&
          p.role === "observer" &&
          p.status === "active" &&
          !busy.has(p.id) &&
          players.some((q) => q.id === p.player),
      ),
      rng,
    );
    if (pilots.length === 0) return null;
    for (const p of pilots) {
      const year = planeYear(s, p, !league);
      const planes = s.tables.planes.filter((x) => x.side === side && x.year <= year);
      const two = observers.length > 0 && chance(rng, 0.4);
      const plane = pick(
        rng,
        planes.filter((x) => x.twoSeater === two).length
          ? planes.filter((x) => x.twoSeater === two)
          : planes,
      );
      const crew: Crew = { pilot: p.id, plane: plane.id, side };
      if (plane.twoSeater && observers.length > 0 && chance(rng, 0.8))
        crew.observer = observers.pop()?.id;
      if (chance(rng, 0.3))
        crew.bombs = plane.twoSeater
          ? { threes: 2, singles: n(rng, 4) }
          : { threes: 0, singles: n(rng, 4) };
      crews.push(crew);
    }
  }
  return crews;
}

/** A random legal step, and the seat that takes it. */
export function randomStep(s: CampaignState, rng: RngState): RandomStep {
  // Airmen choose their owed abilities.
  for (const p of s.pilots)
    if (p.owed > 0 && p.status === "active" && chance(rng, 0.7))
      return {
        seat: p.player,
        action: { type: "ability", pilot: p.id, ability: pick(rng, abilityOptions(p)) },
      };
  // Every player keeps a pilot (and now and then an observer) on the books.
  for (const pl of shuffled(s.players, rng)) {
    if (active(s, pl.id, "pilot").length === 0 || chance(rng, 0.01))
      return registerFor(s, pl.id, rng, "pilot");
    if (active(s, pl.id, "observer").length === 0 && chance(rng, 0.1))
      return registerFor(s, pl.id, rng, "observer");
  }
  const open = s.sorties.filter((x) => x.status === "open");
  for (const x of shuffled(open, rng)) {
    const wc = commanderOf(s, x.group);
    const pending = s.lines.find((l) => l.sortie === x.id && l.status === "pending");
    if (pending) {
      const verifier = verifierOf(s, pending.pilot);
      // A line in conflict with another is refused and entered again (ruling K27).
      if (conflictsOf(s, x, pending, pending.entered).length > 0)
        return {
          seat: verifier,
          action: {
            type: "verify",
            line: pending.id,
            verdict: "refuse",
            reason: "the lines disagree",
          },
        };
      const r = n(rng, 10);
      if (r === 0)
        return {
          seat: verifier,
          action: { type: "verify", line: pending.id, verdict: "refuse", reason: "not so" },
        };
      if (r === 1) {
        const me = s.pilots.find((p) => p.id === pending.pilot) as Pilot;
        const report = lineOf(randomLine(s, x, me, rng));
        if (conflictsOf(s, x, pending, report).length > 0)
          return {
            seat: verifier,
            action: { type: "verify", line: pending.id, verdict: "refuse", reason: "not so" },
          };
        return {
          seat: verifier,
          action: {
            type: "verify",
            line: pending.id,
            verdict: "correct",
            report,
            reason: "corrected at the table",
          },
        };
      }
      return { seat: verifier, action: { type: "verify", line: pending.id, verdict: "accept" } };
    }
    for (const side of ["allies", "central"] as const) {
      const i = x.revealed[side].indexOf(false);
      if (i >= 0 && chance(rng, 0.3))
        return { seat: wc, action: { type: "reveal", sortie: x.id, side, index: i } };
    }
    const missing = airmenOf(x).filter(
      (id) => !s.lines.some((l) => l.sortie === x.id && l.pilot === id && l.status !== "refused"),
    );
    if (missing.length > 0) {
      const id = pick(rng, missing);
      const me = s.pilots.find((p) => p.id === id) as Pilot;
      if (chance(rng, 0.05) && x.crews.some((c) => c.pilot === me.id))
        return {
          seat: me.player,
          action: {
            type: "aid",
            sortie: x.id,
            plane: me.id,
            kind: pick(rng, [
              "landing-crash",
              "takeoff-stall-crash",
              "ground-fire",
              "illegal",
            ] as const),
            counters: 1 + n(rng, 2),
          },
        };
      return {
        seat: me.player,
        action: {
          type: "log",
          sortie: x.id,
          pilot: me.id,
          report: lineOf(randomLine(s, x, me, rng)),
        },
      };
    }
    const objectives =
      x.kind === "campaign" && x.mission !== null && specOf(s, x.mission).victory === "objectives";
    const favour =
      x.attacker && chance(rng, 0.6)
        ? x.attacker
        : pick(rng, ["allies", "central", "draw"] as const);
    return {
      seat: wc,
      action: { type: "close-sortie", sortie: x.id, winner: objectives ? favour : undefined },
    };
  }
  const group = pick(rng, s.groups).id;
  const wc = commanderOf(s, group);
  if (s.mission === null) {
    const options = s.tables.missions.filter((m) => m.level === s.level);
    return { seat: wc, action: { type: "choose-mission", mission: pick(rng, options).id } };
  }
  const run = s.runs[s.runs.length - 1];
  const full = run.sorties.length >= specOf(s, run.mission).sorties;
  const league = full || chance(rng, 0.1);
  const crews = randomCrews(s, group, league, rng);
  if (!crews) {
    const side = pick(rng, ["allies", "central"] as const);
    const pl = s.players.filter((p) => p.side === side && (league || p.group === group));
    return registerFor(s, pick(rng, pl.length ? pl : s.players).id, rng, "pilot");
  }
  return { seat: wc, action: { type: "open-sortie", kind: league ? "league" : "campaign", crews } };
}
