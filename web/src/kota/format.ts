/** Words for the campaign's people and reports, shared by the pages. */
import { count } from "../../../src/engine/words.js";
import { commandOf } from "../../../src/games/knights-of-the-air/command.js";
import { PLACE_NAME, SIDE_NAME } from "../../../src/games/knights-of-the-air/facts.js";
import type { CampaignState, LineReport } from "../../../src/games/knights-of-the-air/state.js";

export const RULES = "knights-of-the-air";

export const nameOf = (s: CampaignState, id: string) =>
  s.pilots.find((p) => p.id === id)?.name ??
  (id === "balloon" ? "a balloon's gun" : id === "ground" ? "ground fire" : id);

/**
 * How a seat is called: "Wing Commander, The club (Major Hawker)", "Allies'
 * Wing Commander, South", "Anna (Allies)" (with her group where there are
 * several: "Anna (Allies, North)").
 */
export function seatName(s: CampaignState, seat: string): string {
  if (seat === "owner") return "Watching the whole war";
  const c = commandOf(s, seat);
  if (c) {
    const g = s.groups.find((x) => x.id === c.group);
    const name = g?.name ?? c.group;
    if (c.side) return `${SIDE_NAME[c.side]}' Wing Commander, ${name}`;
    return `Wing Commander, ${name}${g?.commander ? ` (${g.commander})` : ""}`;
  }
  const p = s.players.find((x) => x.id === seat);
  if (!p) return seat;
  const g = s.groups.length > 1 ? s.groups.find((x) => x.id === p.group) : undefined;
  return `${p.name} (${SIDE_NAME[p.side]}${g ? `, ${g.name}` : ""})`;
}

const n = count;

/** A Pilot Log line's report in words. */
export function reportText(s: CampaignState, r: LineReport): string {
  const out: string[] = [];
  for (const k of r.kills) {
    const v = nameOf(s, k.victim);
    out.push(
      k.how === "chased"
        ? `chased ${v} off the table${k.shotLastTwoTurns ? "" : " (no shot in the last two turns)"}`
        : k.how === "shot"
          ? `shot down ${v}`
          : `${v} downed by ${k.how === "fire" ? "fire" : "structural damage"}${k.setBy ? ` ${nameOf(s, k.setBy)} caused` : ""}${k.lastFullTurn ? " in the last full turn" : ""}`,
    );
  }
  if (r.balloons) out.push(`${n(r.balloons, "balloon")} destroyed`);
  if (r.groundTargets) out.push(`${n(r.groundTargets, "ground target")} destroyed`);
  if (r.observed) out.push(`${n(r.observed, "target")} observed`);
  if (r.bombDamage) out.push(`${r.bombDamage} bomb damage`);
  if (r.illegal) out.push(n(r.illegal, "illegal manoeuvre"));
  if (r.fled) out.push(`fled ${PLACE_NAME[r.fled]}`);
  if (r.incapacitated) out.push(`incapacitated (deck ${r.incapacitated.deck})`);
  if (r.shotDown)
    out.push(
      `shot down ${PLACE_NAME[r.shotDown.place]} (deck ${r.shotDown.deck}${r.shotDown.explosion ? ", the explosion card" : ""})`,
    );
  if (r.rescuedBy) out.push(`rescued by ${nameOf(s, r.rescuedBy)}`);
  if (r.carrierDown) out.push(`his rescuer shot down ${PLACE_NAME[r.carrierDown.place]}`);
  if (r.rescued.length)
    out.push(`carried home ${r.rescued.map((id) => nameOf(s, id)).join(" and ")}`);
  return out.length ? out.join("; ") : "flew, nothing to report";
}

export const missionLabel = (s: CampaignState, id: string | null) => {
  if (id === null || id === "league") return "League game";
  const m = s.tables.missions.find((x) => x.id === id);
  return m ? `Mission ${m.id}: ${m.name}` : id;
};

/** A rules note with airmen's ids ("K1 dealt the last damage") given their names. */
export const named = (s: CampaignState, text: string) =>
  text.replace(/\bK\d+\b/g, (id) => s.pilots.find((p) => p.id === id)?.name ?? id);

/**
 * Why a number typed into a line's form is refused, to follow its label
 * ("Balloons destroyed cannot be negative (you typed -2)"); null when it stands.
 */
export function numberProblem(text: string, min: number, max: number, whole = true) {
  const t = text.trim();
  if (t === "") return `is empty: say a number from ${min} to ${max}`;
  const n = Number(t);
  if (!Number.isFinite(n)) return `is not a number (you typed ${t})`;
  if (n < 0) return `cannot be negative (you typed ${t})`;
  if (whole && !Number.isInteger(n)) return `must be a whole number (you typed ${t})`;
  if (n < min) return `must be at least ${min} (you typed ${t})`;
  if (n > max) return `must be at most ${max} (you typed ${t})`;
  return null;
}
