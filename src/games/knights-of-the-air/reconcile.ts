/**
 * A sortie's lines agree before they stand. Each line is checked on entry
 * against the sortie and the rules; this module sets the lines of one
 * sortie side by side (ruling K27):
 *
 * - a claim names its victim, and the victim's line, once entered, must say
 *   what the claim says: shot down (or downed by fire or structural damage)
 *   for a kill, off the table still flying for a chase;
 * - the last damage agrees across lines: the victim of a kill by shooting
 *   was brought down by a card of the deck the damage order gives the last
 *   damage to (the credited shooter's guns), by deck A for fire;
 * - the crew of one plane share its fate: shot down or not, where, by which
 *   deck and card, fled or not;
 * - a rescue needs a downed man where the rescuer landed: the man carried
 *   home says he came down and was rescued by him, and the rescuer's line
 *   carries him; a passenger whose rescuer was shot down, the rescuer's line
 *   says so, and where.
 *
 * A line not yet entered is awaited, not in conflict. Pure: nothing here
 * changes the campaign.
 */
import { creditFor } from "./credit.js";
import { PLACE_NAME, type Place } from "./facts.js";
import type { CampaignState, Downed, KillClaim, LineReport, LogLine, Sortie } from "./state.js";

export type ConflictKind = "claim" | "last-damage" | "crew" | "rescue";

export interface Conflict {
  sortie: number;
  kind: ConflictKind;
  /** The lines that disagree (ids), and their airmen. */
  lines: number[];
  pilots: string[];
  text: string;
}

/** One line as reconciled: its id, its airman and what it says (the correction where there is one). */
export interface Said {
  line: number;
  pilot: string;
  report: LineReport;
}

/** The lines of a sortie that stand: waiting or verified, refused ones left out. */
export const standingLines = (s: CampaignState, x: Sortie): Said[] =>
  s.lines
    .filter((l) => l.sortie === x.id && l.status !== "refused")
    .map((l: LogLine) => ({ line: l.id, pilot: l.pilot, report: l.corrected ?? l.entered }));

/** What one line says of a plane's fate: came down (where, by which deck) or not, fled or not. */
interface Fate {
  from: Said;
  kind: ConflictKind;
  down: boolean;
  fled?: boolean;
  deck?: string;
  place?: Place;
  text: string;
}

const downText = (d: Downed) =>
  `shot down ${PLACE_NAME[d.place]} (deck ${d.deck}${d.explosion ? ", the explosion card" : ""})`;

/** The deck of the guns that dealt the last damage of a kill, where the claim can tell it. */
function lastDamage(s: CampaignState, x: Sortie, k: KillClaim, claimant: string) {
  if (k.how === "fire") return { by: claimant, deck: "A" };
  if (k.how !== "shot") return null;
  const quick = (id: string) =>
    s.pilots.find((p) => p.id === id)?.abilities.includes("quick-shot") ?? false;
  let by: string | null;
  try {
    by = creditFor(k, claimant, quick).by;
  } catch {
    return null;
  }
  const crew = x.crews.find((c) => c.pilot === by || c.observer === by);
  const plane = crew && s.tables.planes.find((p) => p.id === crew.plane);
  if (!plane || !by) return null;
  const deck = crew.pilot === by ? plane.deck : plane.rearDeck;
  return deck ? { by, deck } : null;
}

/** Why two lines' words on one plane's fate cannot both stand, or null. */
function disagree(a: Fate, b: Fate): ConflictKind | null {
  if (a.down !== b.down) return kindOf(a, b);
  if (a.down) {
    if (a.deck && b.deck && a.deck !== b.deck)
      return a.kind === "claim" || b.kind === "claim" ? "last-damage" : kindOf(a, b);
    if (a.place && b.place && a.place !== b.place) return kindOf(a, b);
  } else if (a.fled !== undefined && b.fled !== undefined && a.fled !== b.fled) return kindOf(a, b);
  return null;
}

const kindOf = (a: Fate, b: Fate): ConflictKind =>
  a.kind === "claim" || b.kind === "claim"
    ? "claim"
    : a.kind === "rescue" || b.kind === "rescue"
      ? "rescue"
      : "crew";

/**
 * The conflicts between the standing lines of one sortie (`lines`, by
 * default the sortie's own; a verification passes the line as it would
 * stand). Each names the lines and airmen concerned and says why.
 */
export function conflicts(
  s: CampaignState,
  x: Sortie,
  lines: readonly Said[] = standingLines(s, x),
): Conflict[] {
  const name = (id: string) => s.pilots.find((p) => p.id === id)?.name ?? id;
  const said = new Map(lines.map((l) => [l.pilot, l]));
  const out: Conflict[] = [];
  const add = (kind: ConflictKind, who: Said[], text: string) =>
    out.push({
      sortie: x.id,
      kind,
      lines: who.map((w) => w.line),
      pilots: who.map((w) => w.pilot),
      text,
    });

  // Every line's word on the fate of each plane, by the plane's pilot.
  const fates = new Map<string, Fate[]>();
  const crewOf = (id: string) => x.crews.find((c) => c.pilot === id || c.observer === id);
  const say = (airman: string, f: Fate) => {
    const c = crewOf(airman);
    if (!c) return;
    fates.set(c.pilot, [...(fates.get(c.pilot) ?? []), f]);
  };
  for (const l of lines) {
    const r = l.report;
    const me = name(l.pilot);
    say(
      l.pilot,
      r.shotDown
        ? {
            from: l,
            kind: "crew",
            down: true,
            deck: r.shotDown.deck,
            place: r.shotDown.place,
            text: `${me}'s line says ${downText(r.shotDown)}`,
          }
        : {
            from: l,
            kind: "crew",
            down: false,
            fled: r.fled !== null,
            text: `${me}'s line says ${r.fled ? `he fled ${PLACE_NAME[r.fled]}` : "he was not shot down and did not flee"}`,
          },
    );
    for (const k of r.kills) {
      const last = lastDamage(s, x, k, l.pilot);
      say(
        k.victim,
        k.how === "chased"
          ? {
              from: l,
              kind: "claim",
              down: false,
              fled: true,
              text: `${me} claims it chased off the table`,
            }
          : {
              from: l,
              kind: "claim",
              down: true,
              deck: last?.deck,
              text:
                k.how === "fire"
                  ? `${me} claims it downed by fire (a deck A card brings a burning plane down)`
                  : k.how === "structure"
                    ? `${me} claims it downed by structural damage`
                    : last
                      ? `${me} claims it shot down, the damage order giving the last damage to ${name(last.by)}, whose guns deal deck ${last.deck}`
                      : `${me} claims it shot down`,
            },
      );
    }
    for (const id of r.rescued)
      say(id, {
        from: l,
        kind: "rescue",
        down: true,
        text: `${me} says he landed and carried ${name(id)} home (a rescue needs a downed man where the rescuer landed)`,
      });
    if (r.rescuedBy)
      say(
        r.rescuedBy,
        r.carrierDown
          ? {
              from: l,
              kind: "rescue",
              down: true,
              place: r.carrierDown.place,
              text: `${me}'s line says his rescuer ${name(r.rescuedBy)} was shot down ${PLACE_NAME[r.carrierDown.place]} with him aboard`,
            }
          : {
              from: l,
              kind: "rescue",
              down: false,
              text: `${me}'s line says ${name(r.rescuedBy)} carried him home (so he was not shot down)`,
            },
      );
  }
  for (const c of x.crews) {
    const fs = fates.get(c.pilot) ?? [];
    const plane = `${name(c.pilot)}'s ${s.tables.planes.find((p) => p.id === c.plane)?.name ?? c.plane}`;
    for (let i = 0; i < fs.length; i++)
      for (let j = i + 1; j < fs.length; j++) {
        const [a, b] = fs[i].from.line <= fs[j].from.line ? [fs[i], fs[j]] : [fs[j], fs[i]];
        if (a.from === b.from) continue;
        const kind = disagree(a, b);
        if (kind) add(kind, [a.from, b.from], `${plane}: ${a.text}, but ${b.text}`);
      }
  }

  // Who carried whom: the man carried home names his rescuer, and one rescuer at most.
  for (const rescuer of lines)
    for (const id of rescuer.report.rescued) {
      const man = said.get(id);
      if (man?.report.shotDown && man.report.rescuedBy !== rescuer.pilot)
        add(
          "rescue",
          [rescuer, man],
          `${name(rescuer.pilot)} says he carried ${name(id)} home, but ${name(id)}'s line says ${man.report.rescuedBy ? `${name(man.report.rescuedBy)} rescued him` : "nobody rescued him"}`,
        );
    }
  for (const man of lines) {
    const by = man.report.rescuedBy;
    const rescuer = by ? said.get(by) : undefined;
    if (!by || !rescuer || man.report.carrierDown || rescuer.report.shotDown) continue;
    if (!rescuer.report.rescued.includes(man.pilot))
      add(
        "rescue",
        [man, rescuer],
        `${name(man.pilot)}'s line says ${name(by)} carried him home, but ${name(by)}'s line carries ${rescuer.report.rescued.length ? rescuer.report.rescued.map(name).join(" and ") : "nobody"}`,
      );
  }
  return out;
}

/** Conflicts of every open sortie a seat may see (`visible`), for its view. */
export const openConflicts = (s: CampaignState, visible: (x: Sortie) => boolean) =>
  s.sorties.filter((x) => x.status === "open" && visible(x)).flatMap((x) => conflicts(s, x));

/** The conflicts a line would stand in with `report` in place of what it says now. */
export function conflictsOf(
  s: CampaignState,
  x: Sortie,
  line: Pick<LogLine, "id" | "pilot">,
  report: LineReport,
): Conflict[] {
  const lines = standingLines(s, x).filter((l) => l.line !== line.id);
  lines.push({ line: line.id, pilot: line.pilot, report });
  return conflicts(s, x, lines).filter((c) => c.lines.includes(line.id));
}
