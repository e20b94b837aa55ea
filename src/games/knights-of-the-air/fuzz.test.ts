/**
 * Random campaigns: random legal steps with random sortie reports never
 * throw, always reach the end of the mission tree, replay exactly, and never
 * make an impossible airman.
 */
import { describe, expect, it } from "vitest";
import { createMatch, type Match, play, recordOf, replay } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import type { KotaAction } from "./actions.js";
import { ACE_KILLS, PILOT_ONLY, START_HEALTH } from "./facts.js";
import type { KotaOptions } from "./options.js";
import { randomStep } from "./random-play.js";
import { knightsOfTheAir } from "./rules.js";
import { airmenOf } from "./sortie.js";
import type { CampaignState } from "./state.js";

type M = Match<CampaignState, KotaAction, KotaOptions>;

function impossible(s: CampaignState): string | null {
  for (const p of s.pilots) {
    if (p.health < 0) return `${p.id} has negative health`;
    if (p.health > p.maxHealth) return `${p.id} has more health than his maximum`;
    if (p.maxHealth < START_HEALTH) return `${p.id} has a maximum below 25`;
    if (p.status === "active" && p.health === 0) return `${p.id} flies with no health`;
    if (p.points < 0 || p.kills < 0) return `${p.id} has negative points or kills`;
    if (new Set(p.abilities).size !== p.abilities.length) return `${p.id} holds an ability twice`;
    if (p.abilities.length + p.owed > Math.floor(p.kills / ACE_KILLS))
      return `${p.id} has more abilities than his kills allow`;
    if (p.role === "observer" && p.abilities.some((a) => PILOT_ONLY.includes(a)))
      return `${p.id}: an observer with a pilot-only ability`;
    for (const m of p.medals) {
      const spec = s.tables.medals[p.service].find((x) => x.id === m.medal);
      if (!spec) return `${p.id} holds a medal not of his service`;
      if (m.points < spec.points || m.points > p.peak)
        return `${p.id} holds ${m.medal} without the points`;
    }
    if (new Set(p.medals.map((m) => m.medal)).size !== p.medals.length)
      return `${p.id} holds a medal twice`;
  }
  for (const x of s.sorties) {
    if (x.status !== "open") continue;
    for (const id of airmenOf(x)) {
      const p = s.pilots.find((y) => y.id === id);
      if (!p) return `sortie ${x.id} has an unknown airman`;
      const verified = s.lines.some(
        (l) => l.sortie === x.id && l.pilot === id && l.points !== undefined,
      );
      if (p.status !== "active" && !verified)
        return `sortie ${x.id}: ${id} (${p.status}) is flying`;
    }
  }
  for (const x of s.sorties)
    for (const id of airmenOf(x)) {
      const left = s.pilots.find((y) => y.id === id)?.left;
      if (left !== null && left !== undefined && x.id > left)
        return `${id} flies in sortie ${x.id} after leaving the war in sortie ${left}`;
    }
  for (const p of s.pilots)
    if ((p.status === "active") !== (p.left === null))
      return `${p.id} is ${p.status} but left in ${p.left}`;
  return null;
}

describe("Knights of the Air random campaigns", () => {
  it("plays random campaigns to the end of the tree with no impossible airman, and replays them", {
    timeout: 240000,
  }, () => {
    for (let g = 0; g < 4; g++) {
      const seed = gameSeed(13, g);
      const rng = seedRng(seed ^ 0x5bd1e995);
      const options: KotaOptions =
        g % 2 === 0
          ? {}
          : {
              groups: [
                { id: "north", name: "North" },
                // A Wing Commander for each side (ruling K27's lines verified side by side).
                { id: "south", name: "South", commanders: "sides" },
              ],
              players: [
                { id: "a1", name: "A1", side: "allies", group: "north" },
                { id: "c1", name: "C1", side: "central", group: "north" },
                { id: "a2", name: "A2", side: "allies", group: "south" },
                { id: "c2", name: "C2", side: "central", group: "south" },
                { id: "c3", name: "C3", side: "central", group: "south" },
              ],
            };
      let m: M = createMatch(knightsOfTheAir, knightsOfTheAir.parseOptions(options), {
        mode: "seeded",
        seed,
      });
      let year = m.state.year;
      for (let i = 0; !knightsOfTheAir.outcome(m.state); i++) {
        if (i > 30000) throw new Error("the campaign does not end");
        const { seat, action } = randomStep(m.state, rng);
        m = play(knightsOfTheAir, m, seat, action);
        const bad = impossible(m.state);
        if (bad) throw new Error(`step ${i + 1} (${action.type}): ${bad}`);
        expect(m.state.year).toBeGreaterThanOrEqual(year);
        year = m.state.year;
      }
      const s = m.state;
      expect(s.winner).not.toBeNull();
      expect(s.runs.at(-1)?.mission).toBe("8");
      expect(s.runs.at(-1)?.result?.winner).toBe(s.winner);
      expect(s.year).toBe(1918);
      expect(replay(knightsOfTheAir, JSON.parse(JSON.stringify(recordOf(m)))).state).toEqual(s);
    }
  });
});
