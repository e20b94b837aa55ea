/**
 * The end of a fight told: who brought down whom and with what, the damage
 * each plane took, each side's mission and the victory points line by line.
 * Read from the states a fight went through (the state after its set-up and
 * after each step, as a replay of its log gives them), so each plane's way
 * out of the fight is dated to the turn and step it happened in.
 */

import { count } from "../../../engine/words.js";
import type { Damage } from "../combat/damage.js";
import { boxOf } from "../game/printed.js";
import { type Fate, planeOf, type Side, type WvAction, type WvState } from "../game/state.js";
import { missionShortfalls, missionsDone } from "../turn/end.js";

const SIDE: Record<Side, string> = { allies: "Allies", germans: "Germans" };
const other = (s: Side): Side => (s === "allies" ? "germans" : "allies");

/** One state of the fight and the action that led to it (none for the set-up). */
export interface AccountStep {
  state: WvState;
  action?: WvAction;
}

/** Who fired the shot that last hit a plane, and with what. */
export interface Shooter {
  plane: string;
  name: string;
  /** pilot, observer or gunner */
  role: string;
  /** "forward guns" for a pilot, "flexible gun" for a gunner or observer */
  weapon: string;
  /** The die colour on the weapon's plate. */
  die: string;
  /** Whether that shot was a long burst (null: the shot is not in the steps given). */
  longBurst: boolean | null;
}

export interface Downing {
  turn: number;
  plane: string;
  name: string;
  side: Side;
  fate: Fate;
  /** What happened, in the game's own line ("G1 is shot down"). */
  how: string;
  /** The enemy whose fire last hit it (null: no plane's fire had). */
  by: Shooter | null;
  vp: number;
}

export interface PlaneDamage {
  plane: string;
  name: string;
  side: Side;
  /** "out of the fight: downed" or "still flying" … */
  status: string;
  /** Each kind of damage in words; empty: none taken. */
  lines: string[];
}

export interface VpLine {
  /** The side that scores. */
  side: Side;
  text: string;
  vp: number;
}

export interface MissionLine {
  side: Side;
  name: string;
  accomplished: boolean;
  /** What a failed mission lacked. */
  shortfall: string | null;
}

export interface FightAccount {
  downings: Downing[];
  damage: PlaneDamage[];
  missions: MissionLine[];
  vp: VpLine[];
  totals: Record<Side, number>;
  winner: Side | null;
  /** Why the winner won (or why it is a draw), in one sentence. */
  verdict: string;
}

const ROLE_WEAPON: Record<string, string> = {
  pilot: "forward guns",
  observer: "flexible gun",
  gunner: "flexible gun",
};

function shooter(
  steps: readonly AccountStep[],
  upTo: number,
  state: WvState,
  target: string,
  hit: { plane: string; crew: number },
): Shooter | null {
  const p = state.planes.find((x) => x.id === hit.plane);
  if (!p) return null;
  const member = planeOf(p.type).crew[hit.crew];
  const role = member?.role ?? `crew ${hit.crew + 1}`;
  let longBurst: boolean | null = null;
  for (let k = upTo; k >= 1; k--) {
    const a = steps[k].action;
    if (
      a?.type === "shoot" &&
      a.plane === hit.plane &&
      a.crew === hit.crew &&
      a.target === target
    ) {
      longBurst = a.longBurst;
      break;
    }
  }
  return {
    plane: p.id,
    name: planeOf(p.type).name,
    role,
    weapon: ROLE_WEAPON[role] ?? "gun",
    die: member?.weapon?.die ?? "",
    longBurst,
  };
}

/** A plane's damage in words, each kind on its own line. */
export function damageLines(d: Damage, structureBoxes: number, roles: string[]): string[] {
  const out: string[] = [];
  if (d.structure > 0) out.push(`structure ${d.structure} of ${structureBoxes}`);
  if (d.crackup) out.push("cracked up");
  if (d.exploded) out.push("exploded");
  for (const part of ["ailerons", "elevator", "rudder"] as const)
    if (d[part] > 0) out.push(`${part} ${count(d[part], "hit")}`);
  if (d.engine > 0) out.push(`engine ${count(d.engine, "box", "boxes")} down the track`);
  if (d.speedLoss > 0) out.push(`top speed −${d.speedLoss}`);
  if (d.engineStopped) out.push("engine stopped");
  if (d.tankPunctured) out.push("gas tank punctured");
  if (d.leaking) out.push("leaking");
  if (d.onFire) out.push("on fire");
  d.crew.forEach((h, i) => {
    if (h !== "healthy") out.push(`${roles[i] ?? `crew ${i + 1}`} ${h === "dead" ? "killed" : h}`);
  });
  return out;
}

const FATE: Record<Fate, string> = { downed: "downed", fled: "left the board", landed: "landed" };

function verdictOf(
  done: Record<Side, boolean> | null,
  totals: Record<Side, number>,
  winner: Side | null,
): string {
  const vp = `${totals.allies}–${totals.germans} in VP`;
  if (done && done.allies !== done.germans) {
    const w = done.allies ? "allies" : "germans";
    return `The ${SIDE[w]} win: they alone accomplished their mission (${vp}).`;
  }
  const both = done
    ? done.allies
      ? "Both sides accomplished their missions"
      : "Neither side accomplished its mission"
    : "";
  const lead = both ? `${both}, so the VP decide: ` : "";
  const said =
    winner === null
      ? `${lead}a draw, ${vp}.`
      : `${lead}the ${SIDE[winner]} win on VP, ${totals[winner]} to ${totals[other(winner)]}.`;
  return said[0].toUpperCase() + said.slice(1);
}

/**
 * The account of a fight from its steps (the set-up's state first); the last
 * state is the fight's end (or where it stands, for a fight not yet over).
 */
export function fightAccount(steps: readonly AccountStep[]): FightAccount {
  if (steps.length === 0) throw new Error("a fight's account needs at least its set-up");
  const last = steps[steps.length - 1].state;
  boxOf(last.options);
  const downings: Downing[] = [];
  for (let k = 1; k < steps.length; k++) {
    const before = steps[k - 1].state;
    const after = steps[k].state;
    for (const p of after.planes) {
      if (p.fate === null || before.planes.find((x) => x.id === p.id)?.fate !== null) continue;
      const said = after.events.filter((e) => e.startsWith(`${p.id} `));
      const plane = planeOf(p.type);
      downings.push({
        turn: after.turn,
        plane: p.id,
        name: plane.name,
        side: p.side,
        fate: p.fate,
        how: said[said.length - 1] ?? `${p.id} ${FATE[p.fate]}`,
        by: p.hitBy ? shooter(steps, k, after, p.id, p.hitBy) : null,
        vp: plane.vp,
      });
    }
  }
  const damage: PlaneDamage[] = last.planes.map((p) => {
    const plane = planeOf(p.type);
    return {
      plane: p.id,
      name: plane.name,
      side: p.side,
      status: p.fate === null ? "still flying" : `out of the fight: ${FATE[p.fate]}`,
      lines: damageLines(
        p.damage,
        plane.structure.boxes,
        plane.crew.map((c) => c.role),
      ),
    };
  });
  const vp: VpLine[] = downings.map((d) => ({
    side: other(d.side),
    text: `${d.plane} ${d.name} (${SIDE[d.side]}) ${FATE[d.fate]}, turn ${d.turn}`,
    vp: d.vp,
  }));
  // A plane out of the fight before the first step (none in a fight set up as usual) still scores.
  for (const p of steps[0].state.planes)
    if (p.fate !== null)
      vp.push({
        side: other(p.side),
        text: `${p.id} ${planeOf(p.type).name} (${SIDE[p.side]}) ${FATE[p.fate]} before the fight`,
        vp: planeOf(p.type).vp,
      });
  const done = last.phase.kind === "over" ? missionsDone(last) : null;
  const short = last.phase.kind === "over" ? missionShortfalls(last) : null;
  const briefings = boxOf(last.options).briefings;
  const chosen = last.missions;
  const missions: MissionLine[] = chosen
    ? (["allies", "germans"] as const).map((side) => ({
        side,
        name: briefings[chosen[side]].name,
        accomplished: done?.[side] ?? false,
        shortfall: short?.[side] ?? null,
      }))
    : [];
  const totals = { ...last.vp };
  const winner: Side | null =
    done && done.allies !== done.germans
      ? done.allies
        ? "allies"
        : "germans"
      : totals.allies === totals.germans
        ? null
        : totals.allies > totals.germans
          ? "allies"
          : "germans";
  return {
    downings,
    damage,
    missions,
    vp,
    totals,
    winner,
    verdict: verdictOf(done, totals, winner),
  };
}
