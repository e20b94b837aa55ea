/** Helpers for Squadron Career tests: careers driven step by step on scripted dice. */
import { expect } from "vitest";
import { scriptedDice } from "../../../engine/dice.js";
import { type CareerAction, wingedVictoryCareer as rules, SEAT } from "./rules.js";
import type { CareerState, PlaneReport, Report } from "./state.js";

/** A small squadron (2 pilots, 2 planes) so that scripts stay short; `dice`: the founding pilots' skills. */
export function newCareer(options: Record<string, unknown> = {}, dice: number[] = [3, 3]) {
  const o = rules.parseOptions({
    start: "1917-07-02",
    ...options,
    tables: { establishment: { pilots: 2, planes: 2 }, ...((options.tables as object) ?? {}) },
  });
  const d = scriptedDice(dice);
  const s = rules.setup(o, d);
  expect(d.rolls.length, "set-up dice used").toBe(dice.length);
  return s;
}

/** Plays one step on exactly these dice (all must be used); returns the new state and the rolls. */
export function step(s: CareerState, action: CareerAction, dice: number[] = []) {
  const d = scriptedDice(dice);
  const next = rules.act(s, SEAT, action, d);
  expect(d.rolls.map((r) => r.purpose).length, "dice used").toBe(dice.length);
  return { s: next, rolls: d.rolls };
}

export const mission = (s: CareerState) => s.missions[s.missions.length - 1];

/** A report where everyone came home unhurt; `planes` changes any plane's line. */
export function report(
  s: CareerState,
  planes: Record<string, Partial<PlaneReport>> = {},
  extra: Partial<Report> = {},
): Report {
  const m = mission(s);
  return {
    accomplished: false,
    planes: m.crews.map((c) => ({
      plane: c.plane,
      fate: "home",
      damaged: false,
      crew: c.crew.map(() => "unhurt" as const),
      ...(planes[c.plane] ?? {}),
    })),
    claims: [],
    fled: [],
    ...extra,
  };
}

export const airman = (s: CareerState, id: string) => {
  const a = s.airmen.find((x) => x.id === id);
  if (!a) throw new Error(`no airman ${id}`);
  return a;
};
