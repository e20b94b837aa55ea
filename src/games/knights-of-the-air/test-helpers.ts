/** Helpers for Knights of the Air tests: campaigns driven step by step on typed cards and scripted dice. */
import { expect } from "vitest";
import { SeededDice, scriptedDice } from "../../engine/dice.js";
import { seedRng } from "../../engine/rng.js";
import { type KotaAction, type LineInput, lineOf } from "./actions.js";
import type { KotaOptions } from "./options.js";
import { knightsOfTheAir } from "./rules.js";
import type { CampaignState, Pilot, Sortie } from "./state.js";

export const WC = "wc-club";

export const newCampaign = (options: KotaOptions = {}): CampaignState =>
  knightsOfTheAir.setup(knightsOfTheAir.parseOptions(options), scriptedDice([]));

/** Plays one step on exactly these dice (all must be used). */
export function step(s: CampaignState, seat: string, action: KotaAction, dice: number[] = []) {
  const d = scriptedDice(dice);
  const next = knightsOfTheAir.act(s, seat, action, d);
  expect(d.rolls.length, "dice used").toBe(dice.length);
  return { s: next, rolls: d.rolls };
}

let loose = seedRng(7);

/**
 * Plays one step; any draw the typed cards do not cover comes from seeded
 * dice (tests that must see every draw use `step`).
 */
export function act(s: CampaignState, seat: string, action: KotaAction): CampaignState {
  const d = new SeededDice(loose);
  const next = knightsOfTheAir.act(s, seat, action, d);
  loose = d.state;
  return next;
}

/**
 * A club: p1 and p2 fly for the Allies, p3 and p4 for the Central Powers.
 * K1 Ball (p1), K2 Nungesser (p2), K3 Boelcke (p3), K4 Immelmann (p4), and
 * two observers, K5 Hardy (p1) and K6 Weber (p3).
 */
export function club(options: KotaOptions = {}): CampaignState {
  let s = newCampaign(options);
  s = act(s, "p1", { type: "register", name: "Albert Ball", service: "british", role: "pilot" });
  s = act(s, "p2", {
    type: "register",
    name: "Charles Nungesser",
    service: "french",
    role: "pilot",
  });
  s = act(s, "p3", { type: "register", name: "Oswald Boelcke", service: "german", role: "pilot" });
  s = act(s, "p4", { type: "register", name: "Max Immelmann", service: "german", role: "pilot" });
  s = act(s, "p1", { type: "register", name: "Tom Hardy", service: "british", role: "observer" });
  s = act(s, "p3", { type: "register", name: "Karl Weber", service: "german", role: "observer" });
  return s;
}

/** Two fighters a side, no balloons and no ground targets (four blank deck A cards typed). */
export const DUEL = [
  { pilot: "K1", plane: "nieuport-17" },
  { pilot: "K2", plane: "nieuport-11" },
  { pilot: "K3", plane: "albatros-d2" },
  { pilot: "K4", plane: "fokker-e3" },
];

export function openDuel(s: CampaignState, kind: "campaign" | "league" = "campaign", crews = DUEL) {
  return act(s, WC, { type: "open-sortie", kind, crews, cards: ["0", "0", "0", "0"] });
}

/**
 * A Sopwith Pup (airman `allies`) against an Albatros D.II (`central`),
 * opened by `seat`, no balloons and no ground targets (four blank deck A
 * cards typed): the clubs of groups.test.ts and command.test.ts.
 */
export function openPupAndAlbatros(
  s: CampaignState,
  seat: string,
  allies: string,
  central: string,
  kind: "campaign" | "league" = "campaign",
): CampaignState {
  const crews = [
    { pilot: allies, plane: "pup" },
    { pilot: central, plane: "albatros-d2" },
  ];
  return act(s, seat, { type: "open-sortie", kind, crews, cards: ["0", "0", "0", "0"] });
}

export const lastSortie = (s: CampaignState) => s.sorties[s.sorties.length - 1];

/** Enters a line for an airman (by his player) and has the Wing Commander accept it, typing `cards`. */
export function logged(
  s: CampaignState,
  pilot: string,
  line: LineInput = {},
  cards: string[] = [],
  sortie = lastSortie(s).id,
): CampaignState {
  const p = pilotOf(s, pilot);
  const t = act(s, p.player, { type: "log", sortie, pilot, report: lineOf(line) });
  const id = t.lines[t.lines.length - 1].id;
  return act(t, WC, { type: "verify", line: id, verdict: "accept", cards });
}

/** The line of an airman shot down over his own lines by a deck `deck` card, who loses no health ("0" typed). */
export const downed = (deck = "A"): { line: LineInput; cards: string[] } => ({
  line: { shotDown: { deck, explosion: false, place: "own" } },
  cards: ["0"],
});

/** The deck of the guns an airman fires in a sortie (his plane's, or its rear gun's). */
export function gunDeck(s: CampaignState, x: Sortie, airman: string): string {
  const crew = x.crews.find((c) => c.pilot === airman || c.observer === airman);
  const plane = s.tables.planes.find((p) => p.id === crew?.plane);
  return (crew?.pilot === airman ? plane?.deck : plane?.rearDeck) || "A";
}

/**
 * Every airman of the last sortie logs a quiet line (`over` changes some),
 * then it closes. A victim of a kill `over` claims, and not given a line of
 * his own, says he was shot down (by the shooter's deck, losing nothing), so
 * the lines agree (ruling K27).
 */
export function flySortie(
  s: CampaignState,
  given: Record<string, { line?: LineInput; cards?: string[] }> = {},
  winner?: "allies" | "central" | "draw",
): CampaignState {
  const x = lastSortie(s);
  const airmen = x.crews.flatMap((c) => (c.observer ? [c.pilot, c.observer] : [c.pilot]));
  const over = { ...given };
  for (const [by, o] of Object.entries(given))
    for (const k of o.line?.kills ?? [])
      if (k.how !== "chased" && !over[k.victim]) over[k.victim] = downed(gunDeck(s, x, by));
  let t = s;
  for (const id of airmen) t = logged(t, id, over[id]?.line ?? {}, over[id]?.cards ?? [], x.id);
  return act(t, WC, { type: "close-sortie", sortie: x.id, winner });
}

export function pilotOf(s: CampaignState, id: string): Pilot {
  const p = s.pilots.find((x) => x.id === id);
  if (!p) throw new Error(`no pilot ${id}`);
  return p;
}

/** A kill by shooting, one shooter alone, the plane one damage from going down. */
export const cleanKill = (victim: string, by: string) => ({
  victim,
  how: "shot" as const,
  shots: [{ by, distance: 1, damage: 3 }],
  damageBefore: 10,
  toDestroy: 11,
});
