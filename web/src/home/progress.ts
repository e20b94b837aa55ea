/**
 * What "Your games" says of a game: how this browser plays it, where the
 * game stands counted as players count it (turns, missions), and whose turn
 * it is. Reads the view's plain fields only, so no rules module is loaded.
 */
import type { GamePayload } from "../api";
import type { Held } from "../links";

const SEAT_NAME: Record<string, string> = {
  axis: "the Axis",
  british: "the RAF",
  player: "you",
  allies: "the Allies",
  germans: "the Germans",
};

const sideName = (system: string, seat: string) =>
  system === "wings-over-malta" && seat === "british" ? "the British" : (SEAT_NAME[seat] ?? seat);

/** How this browser plays the game. */
export function howPlayed(h: Held | undefined, system: string): string {
  if (!h) return "";
  const plays = h.plays ?? [];
  if (system === "knights-of-the-air" && h.mode === "table") return "every link of the club here";
  switch (h.mode) {
    case "hotseat":
      return "hot-seat";
    case "computer":
      return `you fly ${sideName(system, plays[0] ?? "")} against the computer`;
    case "table":
      return "both sides on this screen";
    case "solo":
      return "";
    default:
      return plays.length
        ? `online, you play ${sideName(system, plays[0])}`
        : "online, watching with the owner's link";
  }
}

interface HawksLike {
  turn: number;
  maxTurns: number;
  toAct: string[];
  vp: Record<string, number>;
}
interface ConvoyLike {
  nextTurn: number;
  state: { length: number; turn: number };
  score: { total: number };
}
interface WomLike {
  state: { mission: number };
  wins: Record<string, number>;
  waiting: string[];
}

/** Where the game stands and whose turn it is, in a line. */
export function standing(g: GamePayload, h: Held | undefined): string {
  const plays = h?.plays ?? [];
  const over = g.status === "over" || g.outcome !== null;
  if (g.system === "malta-convoy") {
    const v = g.view as ConvoyLike;
    return over
      ? `finished after turn ${v.state.turn}, score ${v.score.total}`
      : `turn ${v.nextTurn} of ${v.state.length} · your turn`;
  }
  if (g.system === "hawks-over-malta") {
    const v = g.view as HawksLike;
    if (over) return `finished: ${g.outcome?.summary ?? `Axis ${v.vp.axis}, RAF ${v.vp.british}`}`;
    const turn = `turn ${v.turn} of ${v.maxTurns}`;
    const mine = v.toAct.filter((s) => plays.includes(s));
    if (h?.mode === "hotseat")
      return `${turn} · ${v.toAct.map((s) => sideName(g.system, s)).join(" and ")} to move`;
    if (mine.length) return `${turn} · your turn`;
    if (g.computer?.some((s) => v.toAct.includes(s))) return `${turn} · the computer is moving`;
    return `${turn} · waiting for ${v.toAct.map((s) => sideName(g.system, s)).join(" and ")}`;
  }
  if (g.system === "wings-over-malta") {
    const v = g.view as WomLike;
    if (over) return `campaign over · missions won: Axis ${v.wins.axis}, British ${v.wins.british}`;
    const done = v.state.mission - 1;
    const mission = `mission ${v.state.mission} of 24 · ${done} flown`;
    const mine = v.waiting.filter((s) => plays.includes(s));
    if (mine.length) return `${mission} · your turn`;
    return `${mission} · waiting for ${v.waiting.map((s) => sideName(g.system, s)).join(" or ")}`;
  }
  if (g.system === "knights-of-the-air") {
    const v = g.view as { state: { year: number; level: number; mission: string | null } };
    return over
      ? "the war is won"
      : `Mission ${v.state.mission ?? v.state.level} · ${v.state.year}`;
  }
  if (g.system === "winged-victory") {
    const v = g.view as { turn: number; lastTurn: number; waitingFor: string[] };
    if (over) return `finished: ${g.outcome?.summary ?? ""}`;
    const turn = `turn ${Math.max(1, v.turn)} of ${v.lastTurn}`;
    const names = v.waitingFor.map((s) => sideName(g.system, s)).join(" and ");
    if (h?.mode === "hotseat") return `${turn} · ${names} to choose`;
    if (v.waitingFor.some((s) => plays.includes(s))) return `${turn} · your turn`;
    if (g.computer?.some((s) => v.waitingFor.includes(s)))
      return `${turn} · the computer is flying`;
    return `${turn} · waiting for ${names}`;
  }
  return over ? "finished" : "";
}
