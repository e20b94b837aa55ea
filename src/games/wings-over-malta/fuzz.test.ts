/**
 * Random campaigns: random legal steps with random battle results never
 * throw, never stall, always end after mission 24, replay exactly, and never
 * make an impossible airman.
 */
import { describe, expect, it } from "vitest";
import { createMatch, type Match, play, recordOf, replay } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import type { WomAction, WomOptions } from "./actions.js";
import { MEDALS, MISSIONS, RANKS, SKILLS } from "./data.js";
import { randomStep } from "./random-play.js";
import { gone } from "./roster.js";
import { wingsOverMalta } from "./rules.js";
import type { CampaignState } from "./state.js";

type M = Match<CampaignState, WomAction, WomOptions>;

function impossible(s: CampaignState): string | null {
  for (const p of s.pilots) {
    if (p.miss < 0) return `${p.id} misses ${p.miss} missions`;
    if (p.xp < 0 || p.kills < 0 || p.shares < 0) return `${p.id} has negative experience or kills`;
    if (new Set(p.skills).size !== p.skills.length) return `${p.id} holds a skill twice`;
    if (p.skills.some((k) => !SKILLS.includes(k))) return `${p.id} holds an unknown skill`;
    if (p.role === "bomber" && p.skills.includes("acrobatic-pilot"))
      return `${p.id}: a bomber crew with Acrobatic Pilot`;
    if (p.rank < 0 || p.rank >= RANKS[p.service].length) return `${p.id} has a rank off the ladder`;
    if (p.medals < 0 || p.medals > MEDALS[p.service].length)
      return `${p.id} has more medals than the ladder`;
    if (p.steps !== Math.floor(p.xp / 30) && !gone(p)) return `${p.id} is owed ace rolls`;
  }
  for (const m of s.missions) {
    for (const side of ["axis", "british"] as const) {
      for (const slot of m.crews[side]) {
        const p = s.pilots.find((x) => x.id === slot.pilot);
        if (!p) return `mission ${m.n} has an empty seat`;
        if (p.side !== side) return `mission ${m.n}: ${p.id} flies for the wrong side`;
      }
      const ids = m.crews[side].map((x) => x.pilot);
      if (new Set(ids).size !== ids.length) return `mission ${m.n}: an airman flies twice`;
    }
  }
  for (const m of s.missions)
    for (const f of m.fates) {
      const p = s.pilots.find((x) => x.id === f.pilot);
      if (f.end === "killed" && p?.status !== "killed")
        return `${f.pilot} died in mission ${m.n} but is ${p?.status}`;
      if (
        f.end === "killed" &&
        s.missions.some(
          (x) =>
            x.n > m.n && [...x.crews.axis, ...x.crews.british].some((c) => c.pilot === f.pilot),
        )
      )
        return `${f.pilot} flies after he was killed`;
    }
  // Nobody who is gone for good is on the crews of the mission being prepared.
  const m = s.missions.find((x) => x.n === s.mission);
  if (m && s.phase.kind !== "after") {
    for (const side of ["axis", "british"] as const)
      for (const slot of m.crews[side]) {
        const p = s.pilots.find((x) => x.id === slot.pilot);
        if (p && gone(p)) return `mission ${m.n}: ${p.id} (${p.status}) is on a crew`;
      }
  }
  return null;
}

describe("Wings over Malta random campaigns", () => {
  it("plays 30 random campaigns to the end, with no impossible airman, and replays them", {
    timeout: 120000,
  }, () => {
    for (let g = 0; g < 30; g++) {
      const seed = gameSeed(77, g);
      const rng = seedRng(seed ^ 0x2545f491);
      let m: M = createMatch(wingsOverMalta, {}, { mode: "seeded", seed });
      for (let n = 0; !wingsOverMalta.outcome(m.state); n++) {
        if (n > 20000) throw new Error("the campaign does not end");
        const { seat, action } = randomStep(m.state, rng);
        m = play(wingsOverMalta, m, seat, action);
        expect(impossible(m.state)).toBeNull();
      }
      expect(m.state.missions).toHaveLength(MISSIONS);
      expect(m.state.missions.every((x) => x.report)).toBe(true);
      const out = wingsOverMalta.outcome(m.state);
      const wins = m.state.missions.filter((x) => x.winner === "axis").length;
      const losses = m.state.missions.filter((x) => x.winner === "british").length;
      expect(out?.winners).toEqual(wins > losses ? ["axis"] : losses > wins ? ["british"] : []);
      expect(replay(wingsOverMalta, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(
        m.state,
      );
    }
  });

  it("flies each of the twelve combinations once in each period", () => {
    const rng = seedRng(5);
    let m: M = createMatch(wingsOverMalta, {}, { mode: "seeded", seed: 5 });
    while (!wingsOverMalta.outcome(m.state)) {
      const { seat, action } = randomStep(m.state, rng);
      m = play(wingsOverMalta, m, seat, action);
    }
    const key = (x: { attacker: string; roll: number }) => `${x.attacker}${x.roll}`;
    const early = m.state.missions.slice(0, 12).map(key);
    const later = m.state.missions.slice(12).map(key);
    expect(new Set(early).size).toBe(12);
    expect(new Set(later).size).toBe(12);
    expect(m.state.missions.slice(12).every((x) => x.period === "later")).toBe(true);
  });
});
