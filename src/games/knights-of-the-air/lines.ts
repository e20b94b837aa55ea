/**
 * Pilot Log lines: a player enters what his airman did in a sortie; the
 * group's Wing Commander accepts, corrects or refuses it. A line counts
 * (points, kills, health, capture, medals, aces) only once verified.
 */
import type { Dice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { count, nounFor } from "../../engine/words.js";
import type { Typed } from "./cards.js";
import { verifierOf } from "./command.js";
import { type Credit, creditFor } from "./credit.js";
import { MAX_PASSENGERS, PLACE_NAME, SIDE_NAME } from "./facts.js";
import { captureCheck, downLoss } from "./health.js";
import { conflictsOf } from "./reconcile.js";
import { addPoints, awardMedals, checkAce, pilotOf, planeOf } from "./roster.js";
import { airmenOf, crewOf } from "./sortie.js";
import type {
  CampaignState,
  KillHow,
  LineReport,
  LogLine,
  Pilot,
  Sortie,
  Victory,
} from "./state.js";

const HOW: Record<KillHow, string> = {
  shot: "shot down",
  fire: "downed by fire",
  structure: "downed by structural damage",
  chased: "chased off the table",
};

const enemyOf = (s: CampaignState, x: Sortie, me: Pilot, id: string, what: string) => {
  const p = pilotOf(s, id);
  if (!airmenOf(x).includes(id)) throw new RuleError(`${p.name} did not fly in sortie ${x.id}`);
  if (p.side === me.side) throw new RuleError(`${p.name} (${what}) is on ${me.name}'s own side`);
  return p;
};

const friendOf = (s: CampaignState, x: Sortie, me: Pilot, id: string, what: string) => {
  const p = pilotOf(s, id);
  if (id === me.id) throw new RuleError(`${me.name} cannot be his own ${what}`);
  if (!airmenOf(x).includes(id)) throw new RuleError(`${p.name} did not fly in sortie ${x.id}`);
  if (p.side !== me.side) throw new RuleError(`${p.name} (${what}) is on the other side`);
  return p;
};

const nameIn = (s: CampaignState) => (id: string) => s.pilots.find((p) => p.id === id)?.name ?? id;

/** Observations count only if the observer came home: not shot down, not fled from over enemy ground (ruling K9). */
export const observationsKept = (r: LineReport) =>
  !r.shotDown && (r.fled === null || r.fled === "own") ? r.observed : 0;

/** A sortie's other lines that stand (pending or verified), `except` one, with their reports. */
const otherLines = (s: CampaignState, x: Sortie, except: number | null) =>
  s.lines
    .filter((l) => l.sortie === x.id && l.status !== "refused" && l.id !== except)
    .map((l) => ({ pilot: pilotOf(s, l.pilot), report: l.corrected ?? l.entered }));

/**
 * Checks a report against the sortie, the rules and the sortie's other
 * lines (a plane claimed once, no more balloons or targets destroyed in all
 * than the enemy had); returns the credit for each kill claimed.
 */
export function checkReport(
  s: CampaignState,
  x: Sortie,
  me: Pilot,
  r: LineReport,
  except: number | null = null,
): Credit[] {
  const crew = crewOf(x, me.id);
  if (!crew) throw new RuleError(`${me.name} did not fly in sortie ${x.id}`);
  const deckOk = (d: string) => {
    if (!s.tables.decks[d]) throw new RuleError(`this campaign has no damage deck ${d}`);
  };
  const quick = (id: string) =>
    s.pilots.find((p) => p.id === id)?.abilities.includes("quick-shot") ?? false;
  const credits: Credit[] = [];
  const victims = new Set<string>();
  for (const k of r.kills) {
    const v = enemyOf(s, x, me, k.victim, "the plane claimed");
    if (!x.crews.some((c) => c.pilot === v.id))
      throw new RuleError(`${v.name} is an observer; claim the plane by its pilot`);
    if (victims.has(v.id)) throw new RuleError(`${v.name}'s plane is claimed twice`);
    victims.add(v.id);
    for (const sh of k.shots ?? [])
      if (sh.by !== "balloon" && sh.by !== "ground") enemyOf(s, x, v, sh.by, "a shooter");
    if (k.setBy) enemyOf(s, x, v, k.setBy, "who set it alight");
    const c = creditFor(k, me.id, quick, nameIn(s));
    if (c.by !== me.id)
      throw new RuleError(
        c.by
          ? `${v.name}'s plane is ${pilotOf(s, c.by).name}'s kill: ${c.text}`
          : `no one is credited: ${c.text}`,
      );
    credits.push(c);
  }
  const others = otherLines(s, x, except);
  for (const o of others)
    for (const k of o.report.kills)
      if (victims.has(k.victim))
        throw new RuleError(`${pilotOf(s, k.victim).name}'s plane is claimed in another line`);
  const enemy = me.side === "allies" ? "central" : "allies";
  let balloons = r.balloons;
  let destroyed = r.groundTargets;
  for (const o of others)
    if (o.pilot.side === me.side) {
      balloons += o.report.balloons;
      destroyed += o.report.groundTargets;
    }
  if (balloons > x.balloons[enemy])
    throw new RuleError(
      `the ${SIDE_NAME[enemy]} had ${count(x.balloons[enemy], "balloon")} in sortie ${x.id}; the lines claim ${balloons}`,
    );
  const targets = x.targets[enemy].length;
  if (destroyed > targets)
    throw new RuleError(
      `the ${SIDE_NAME[enemy]} had ${count(targets, "ground target")} in sortie ${x.id}; the lines claim ${destroyed}`,
    );
  if (r.groundTargets > targets || r.observed > targets)
    throw new RuleError(
      `the ${SIDE_NAME[enemy]} had ${count(targets, "ground target")} in sortie ${x.id}`,
    );
  // Ruling K25: a target is active, to be destroyed or observed, only once it is face up.
  const up = x.revealed[enemy].filter(Boolean).length;
  const faceUp =
    up === 0
      ? `no ${SIDE_NAME[enemy]} ground target in sortie ${x.id} is face up`
      : `only ${up} ${SIDE_NAME[enemy]} ${nounFor(up, "ground target")} ${up === 1 ? "is" : "are"} face up in sortie ${x.id}`;
  const turn =
    "a target counts only once an enemy plane came within long range and it was turned over (on the sortie's sheet)";
  if (destroyed > up)
    throw new RuleError(`${faceUp}, and the lines claim ${destroyed} destroyed: ${turn}`);
  if (r.observed > up)
    throw new RuleError(`${faceUp}, and the line claims ${r.observed} observed: ${turn}`);
  const load =
    crew.pilot === me.id && crew.bombs ? (crew.bombs.threes * 3 + crew.bombs.singles) * 2 : 0;
  if (r.bombDamage > load)
    throw new RuleError(
      load === 0
        ? `${me.name} carried no bombs`
        : `${me.name}'s bombs could do ${load} damage at most`,
    );
  if (r.fled && r.shotDown) throw new RuleError("a plane that fled was not shot down");
  if (r.shotDown) deckOk(r.shotDown.deck);
  if (r.incapacitated) {
    if (me.role !== "observer") throw new RuleError("only an observer or gunner is incapacitated");
    deckOk(r.incapacitated.deck);
  }
  if (r.rescuedBy !== null) {
    if (!r.shotDown) throw new RuleError("only an airman who came down can be rescued");
    friendOf(s, x, me, r.rescuedBy, "rescuer");
  }
  if (r.carrierDown) {
    if (r.rescuedBy === null) throw new RuleError("only a rescued airman rides as a passenger");
    deckOk(r.carrierDown.deck);
  }
  if (r.rescued.length > MAX_PASSENGERS)
    throw new RuleError(`a plane carries ${MAX_PASSENGERS} passengers at most`);
  if (new Set(r.rescued).size !== r.rescued.length)
    throw new RuleError("a passenger is named twice");
  for (const id of r.rescued) friendOf(s, x, me, id, "passenger");
  if (r.rescued.length > 0 && crew.pilot !== me.id)
    throw new RuleError("only a pilot lands to pick anyone up");
  if (r.rescued.length > 0 && r.shotDown)
    throw new RuleError(
      "a pilot who was shot down carried no one home (his passengers' lines say their rescuer was shot down)",
    );
  return credits;
}

export function enterLine(
  s: CampaignState,
  seat: string,
  x: Sortie,
  pilot: string,
  r: LineReport,
): LogLine {
  const me = pilotOf(s, pilot);
  // Ruling K24: the airman's Wing Commander may enter the line of a player who is not there.
  if (me.player !== seat && seat !== verifierOf(s, pilot))
    throw new RuleError(`${me.name} is not your airman`);
  if (x.status !== "open") throw new RuleError(`sortie ${x.id} is closed`);
  if (s.lines.some((l) => l.sortie === x.id && l.pilot === pilot && l.status !== "refused"))
    throw new RuleError(`${me.name} already has a line for sortie ${x.id}`);
  checkReport(s, x, me, r);
  const line: LogLine = {
    id: s.lines.length + 1,
    sortie: x.id,
    pilot,
    entered: r,
    status: "pending",
  };
  s.lines.push(line);
  return line;
}

/** Where a capture check is needed: the carrier's crash, his own (unless rescued), or his flight. */
function capturePlace(r: LineReport) {
  if (r.carrierDown) return r.carrierDown.place;
  if (r.shotDown && r.rescuedBy === null) return r.shotDown.place;
  return r.fled;
}

/** What a verified line does to the pilot. */
export function applyLine(
  s: CampaignState,
  x: Sortie,
  line: LogLine,
  r: LineReport,
  dice: Dice,
  typed: Typed,
): void {
  const p = pilotOf(s, line.pilot);
  const credits = checkReport(s, x, p, r, line.id);
  const T = s.tables.points;
  const notes: string[] = [];
  let pts = T.sortie.points;
  let kills = 0;
  const victories: Victory[] = [];
  credits.forEach((c, i) => {
    const v = pilotOf(s, r.kills[i].victim);
    const vc = crewOf(x, v.id);
    const plane = vc ? planeOf(s, vc.plane).name : "plane";
    if (c.kind === "kill") {
      kills++;
      pts += T.kill.points;
      victories.push({ pilot: v.id, name: v.name, plane, how: r.kills[i].how });
      notes.push(`victory: ${v.name}'s ${plane} ${HOW[r.kills[i].how]} (${c.text})`);
    } else if (c.kind === "chase") {
      pts += T.chase.points;
      notes.push(`chased ${v.name}'s ${plane} off the table: chase points, not a kill`);
    } else notes.push(`${v.name}'s ${plane}: ${c.text}`);
  });
  const observed = observationsKept(r);
  if (r.observed > observed) notes.push("his observations were lost with him: no points for them");
  pts +=
    r.balloons * T.balloon.points +
    r.groundTargets * T["ground-target"].points +
    observed * T.observe.points +
    Math.floor(r.bombDamage / 2) * T.bomb.points +
    r.rescued.length * T.rescue.points +
    r.illegal * T.illegal.points +
    (r.fled ? T.fled.points : 0);
  let lost = 0;
  const hurt = (deck: string, explosion: boolean, factor: number, why: string) => {
    if (p.status !== "active") return;
    const l = downLoss(s.tables.decks, deck, explosion, factor, dice, typed, p.name);
    notes.push(`${why}: ${l.text} (${l.cards.join(", ")})`);
    if (l.killed) {
      p.status = "killed";
      lost += p.health;
      p.health = 0;
      return;
    }
    const take = Math.min(p.health, l.loss);
    lost += take;
    p.health -= take;
    if (p.health === 0) {
      p.status = "retired";
      notes.push("no health left: retired to a desk job");
    }
  };
  if (r.incapacitated) hurt(r.incapacitated.deck, false, 1, "incapacitated");
  if (r.shotDown)
    hurt(r.shotDown.deck, r.shotDown.explosion, 1, `shot down ${PLACE_NAME[r.shotDown.place]}`);
  if (r.carrierDown)
    hurt(r.carrierDown.deck, r.carrierDown.explosion, 3, "his rescuer was shot down");
  const place = capturePlace(r);
  if (x.kind === "campaign" && p.status === "active" && place && place !== "own") {
    const c = captureCheck(s.tables.decks, x.level, dice, typed, p.name);
    notes.push(
      `${r.fled && !r.shotDown ? "fled" : "down"} ${PLACE_NAME[place]}: ${c.text} (${c.cards.join(", ")})`,
    );
    if (c.captured) p.status = "captured";
    else pts += T.evade.points;
  }
  if (p.status !== "active") p.left = x.id;
  addPoints(p, pts);
  p.kills += kills;
  p.sorties++;
  if (p.status === "active" && checkAce(p) > 0)
    notes.push(`${p.abilities.length === 0 ? "an ace: " : ""}earns an ace ability to choose`);
  const medals = awardMedals(s, p, x.id, dice, typed);
  notes.push(...medals);
  line.points = pts;
  line.healthLost = lost;
  line.notes = notes;
  const crew = crewOf(x, p.id);
  p.log.push({
    sortie: x.id,
    mission: x.mission ?? "league",
    plane: crew ? planeOf(s, crew.plane).name : null,
    kills,
    victories,
    healthLost: lost,
    points: pts,
    medals: p.medals.filter((m) => m.sortie === x.id).map((m) => m.name),
    health: p.health,
    notes,
  });
}

export function verify(
  s: CampaignState,
  x: Sortie,
  line: LogLine,
  verdict: "accept" | "correct" | "refuse",
  corrected: LineReport | undefined,
  reason: string | undefined,
  dice: Dice,
  typed: Typed,
): void {
  if (line.status !== "pending") throw new RuleError(`line ${line.id} is ${line.status} already`);
  if (x.status !== "open") throw new RuleError(`sortie ${x.id} is closed`);
  if (verdict !== "refuse") {
    // Ruling K27: a line that disagrees with another of the sortie's lines is not verified.
    const report = verdict === "correct" ? corrected : line.entered;
    const c = report ? conflictsOf(s, x, line, report) : [];
    if (c.length > 0) {
      const others = [...new Set(c.flatMap((k) => k.lines))].filter((id) => id !== line.id);
      throw new RuleError(
        `line ${line.id}${verdict === "correct" ? " as corrected" : ""} is in conflict with ${others.length === 1 ? "line" : "lines"} ${others.join(" and ")}: ${c[0].text}. Correct or refuse one of them first, with a reason`,
      );
    }
  }
  if (verdict === "refuse") {
    if (!reason) throw new RuleError("a refused line needs a reason");
    line.status = "refused";
    line.reason = reason;
    return;
  }
  if (verdict === "correct") {
    if (!corrected) throw new RuleError("a correction needs the corrected line");
    if (!reason) throw new RuleError("a correction needs a reason");
    applyLine(s, x, line, corrected, dice, typed);
    line.status = "corrected";
    line.corrected = corrected;
    line.reason = reason;
    return;
  }
  applyLine(s, x, line, line.entered, dice, typed);
  line.status = "accepted";
}
