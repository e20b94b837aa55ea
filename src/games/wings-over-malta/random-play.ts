/**
 * A random campaign player: any legal step, with random but possible battle
 * results. The fuzz and property tests play whole campaigns with it.
 */
import { faceOf, nextUint32, type RngState, shuffled } from "../../engine/rng.js";
import type { WomAction } from "./actions.js";
import { asReported } from "./correction.js";
import { other, SCENARIOS, SIDES, type Side } from "./data.js";
import { aircraftFor } from "./mission.js";
import { available, fits, pilotOf } from "./roster.js";
import { type WomView, wingsOverMalta } from "./rules.js";
import type { AircraftReport, CampaignState, Mission, Report } from "./state.js";
import { downed, SHIPS } from "./victory.js";

const n = (rng: RngState, k: number) => faceOf(nextUint32(rng), k) - 1;
const chance = (rng: RngState, p: number) => n(rng, 1000) < p * 1000;

/** A random line for one aircraft; `down` forces it shot down. */
function randomLine(s: CampaignState, m: Mission, pilot: string, rng: RngState, down = false) {
  const sc = SCENARIOS[m.scenario];
  const p = pilotOf(s, pilot);
  const slot = [...m.crews.axis, ...m.crews.british].find((x) => x.pilot === pilot);
  const start = p.next.wound ? 1 : 0;
  const wounds = chance(rng, 0.25) ? Math.min(3 - start, 1 + n(rng, 3)) : 0;
  const shotDown = down || start + wounds >= 2 || chance(rng, 0.3);
  const height = sc.floor + 1 + n(rng, 5);
  const a: AircraftReport = {
    pilot: p.id,
    shotDown,
    fire: chance(rng, 0.2),
    engine: chance(rng, 0.15),
    overHalf: chance(rng, 0.3),
    left: !shotDown && chance(rng, 0.15) ? (chance(rng, 0.5) ? "own-edge" : "other-edge") : "no",
    kills: 0,
    shares: 0,
    wounds,
    attacked: slot?.aircraft === m.bomber ? chance(rng, 0.7) : undefined,
    bomb:
      slot?.aircraft === m.bomber && m.scenario === "harbour"
        ? (["hit", "near", "miss"] as const)[n(rng, 3)]
        : undefined,
    keepsakeUsed: p.keepsakes.length > 0 && chance(rng, 0.3),
    luckUsed: p.lucky && chance(rng, 0.2),
    spectacular: chance(rng, 0.05),
  };
  if (shotDown) {
    a.came = (["friendly", "enemy", "sea"] as const)[n(rng, 3)];
    a.height = height;
    a.escape = height >= 3 && start + wounds < 2 && chance(rng, 0.5) ? "bale" : "nurse";
  }
  return a;
}

const claimed = (r: Report) =>
  r.aircraft.reduce((t, a) => t + a.kills, 0) +
  Math.ceil(r.aircraft.reduce((t, a) => t + a.shares, 0) / 2);

/**
 * A random part of the report for `side`: its own aircraft (at least as many
 * down as the other side's part, if in, claims), kills within what the
 * other side lost, and for the attacker the targets.
 */
export function randomPart(s: CampaignState, side: Side, rng: RngState): Report {
  const m = s.missions[s.missions.length - 1];
  const theirs = m.reports?.[other(side)] ?? null;
  const mine = m.crews[side].map((x) => randomLine(s, m, x.pilot as string, rng));
  // Enough of ours down for the other side's claims.
  const need = theirs ? claimed(theirs) : 0;
  for (let i = 0; mine.filter(downed).length < need && i < mine.length; i++)
    if (!downed(mine[i])) mine[i] = randomLine(s, m, mine[i].pilot, rng, true);
  // Kills and shares within what went down of theirs (all of theirs, while their part is not in).
  const down = theirs ? theirs.aircraft.filter(downed).length : m.crews[other(side)].length;
  for (let k = 0; k < down; k++) {
    if (chance(rng, theirs ? 0.3 : 0.7) || mine.length === 0) continue;
    if (mine.length >= 2 && chance(rng, 0.3)) {
      const [x, y] = shuffled(mine, rng);
      x.shares++;
      y.shares++;
    } else mine[n(rng, mine.length)].kills++;
  }
  const r: Report = { aircraft: mine };
  if (side !== m.attacker) return r;
  if (m.scenario === "strafe") r.boatDamage = n(rng, 40);
  if (m.scenario === "airfield") {
    r.hangarDamage = n(rng, 12);
    r.otherDamage = n(rng, 12);
  }
  const ships = SHIPS[m.scenario];
  if (ships)
    r.ships = ships.map(() => ({
      damage: chance(rng, 0.5) ? n(rng, 6) : 0,
      sunk: chance(rng, 0.1),
    }));
  return r;
}

/** A side's part entered again, differently, as the campaign stood when the report was made; or null. */
function randomCorrection(s: CampaignState, side: Side, rng: RngState): WomAction | null {
  const ro = s.reopen;
  const m = s.missions[s.missions.length - 1];
  if (!ro || !m.reports) return null;
  const r = randomPart(asReported(s), side, rng);
  // Their claims must still find our planes down, and ours theirs.
  const theirs = m.reports[other(side)];
  if (!theirs || claimed(r) > theirs.aircraft.filter(downed).length) return null;
  if (JSON.stringify(r) === JSON.stringify(m.reports[side])) return null;
  return { type: "correct", report: r };
}

function randomAssign(s: CampaignState, side: Side, rng: RngState): WomAction | null {
  const m = s.missions[s.missions.length - 1];
  const types = aircraftFor(m)[side];
  const current = new Set(m.crews[side].map((x) => x.pilot));
  const used = new Set<string>();
  const ids: string[] = [];
  for (const t of types) {
    const pool = s.pilots.filter(
      (p) =>
        p.side === side && fits(p, t) && !used.has(p.id) && (available(p) || current.has(p.id)),
    );
    if (pool.length === 0) return null;
    const p = pool[n(rng, pool.length)];
    used.add(p.id);
    ids.push(p.id);
  }
  return { type: "assign", side, pilots: ids };
}

/** A random legal step for the campaign, and the seat that takes it. */
export function randomStep(s: CampaignState, rng: RngState): { seat: Side; action: WomAction } {
  const ph = s.phase;
  const anySeat = SIDES[n(rng, 2)];
  if (ph.kind === "brief" && chance(rng, 0.05)) {
    return {
      seat: anySeat,
      action: {
        type: "enlist",
        side: anySeat,
        service: anySeat === "british" ? "raf" : chance(rng, 0.5) ? "regia" : "luftwaffe",
        role: chance(rng, 0.5) ? "fighter" : "bomber",
      },
    };
  }
  if (wingsOverMalta.view(s, anySeat).forms.includes("assign") && chance(rng, 0.2)) {
    const a = randomAssign(s, anySeat, rng);
    if (a) return { seat: anySeat, action: a };
  }
  if (ph.kind === "fight") {
    // Each side enters its part; parts that disagree are entered again.
    const m = s.missions[s.missions.length - 1];
    const clash = wingsOverMalta.view(s, null).disagreement !== null;
    const side = clash || !m.reports?.[anySeat] ? anySeat : other(anySeat);
    return { seat: side, action: { type: "report", report: randomPart(s, side, rng) } };
  }
  // Now and then a side corrects its part of the last report.
  if (s.reopen && chance(rng, 0.08)) {
    const a = randomCorrection(s, anySeat, rng);
    if (a) return { seat: anySeat, action: a };
  }
  for (const seat of shuffled(SIDES, rng)) {
    const v: WomView = wingsOverMalta.view(s, seat);
    if (v.actions.length > 0) return { seat, action: v.actions[n(rng, v.actions.length)] };
  }
  throw new Error(`no legal step in phase ${ph.kind}`);
}
