/**
 * The end of a fight told (account.ts): the plane shot down with the guns
 * that did it and its turn, the damage in words, the missions and the VP
 * lines, which add up to the game's own VP; on random games through the
 * contract as well as on a scripted shot.
 */
import { describe, expect, it } from "vitest";
import { createMatch, play } from "../../../engine/match.js";
import { gameSeed, seedRng } from "../../../engine/rng.js";
import { randomBot } from "../bots.js";
import { HIT1 } from "../dice/alea.js";
import { planeOf, type WvAction, type WvState } from "../game/state.js";
import { SCENARIOS } from "../missions/scenarios.js";
import { wingedVictory as rules } from "../rules.js";
import { actWith, holdFire, plane, SEE, setThrottles, start } from "../test-game.js";
import { toAct } from "../turn/turn.js";
import { type AccountStep, damageLines, fightAccount } from "./account.js";

const act = actWith(...SEE);

/** The turning fight played with G1 one hit from cracking up, A1's pilot firing a hit; each step kept. */
function shotDown(longBurst: boolean): AccountStep[] {
  const s = structuredClone(start({ scenario: "turning-fight" }));
  const lines = planeOf(plane(s, "G1").type).structure.thickLines;
  plane(s, "G1").damage.structure = lines[lines.length - 1];
  plane(s, "A1").flight.speed = 2;
  plane(s, "G1").flight.speed = 2;
  const steps: AccountStep[] = [{ state: s }];
  const step = (seat: string, a: WvAction, extra: Parameters<typeof act>[3][] = []) => {
    const now = steps[steps.length - 1].state;
    steps.push({ state: act(now, seat, a, ...extra), action: a });
    return steps[steps.length - 1].state;
  };
  let t = setThrottles(s, (_x, seat, a) => step(seat, a));
  while (t.phase.kind === "move") {
    const m = t.phase.order[t.phase.next];
    t = step(plane(t, m).side, { type: "move", plane: m, move: "level" });
  }
  const hit: [RegExp, { result: number } | number][] = [
    [/fires at G1/, { result: HIT1 }],
    [/hit location/, 7],
  ];
  step("allies", { type: "shoot", plane: "A1", crew: 0, target: "G1", longBurst }, hit);
  holdFire(steps[steps.length - 1].state, (_x, seat, a) => step(seat, a, hit));
  return steps;
}

describe("the fight's account", () => {
  it("says who brought down whom, with what, in which turn, and scores it", () => {
    const steps = shotDown(true);
    const last = steps[steps.length - 1].state;
    expect(plane(last, "G1").fate).toBe("downed");
    const a = fightAccount(steps);
    expect(a.downings).toHaveLength(1);
    const d = a.downings[0];
    expect(d).toMatchObject({ plane: "G1", side: "germans", fate: "downed", turn: last.turn });
    expect(d.how).toMatch(/^G1 /);
    expect(d.by).toMatchObject({
      plane: "A1",
      role: "pilot",
      weapon: "forward guns",
      longBurst: true,
    });
    expect(d.by?.die).not.toBe("");
    expect(a.vp).toEqual([
      {
        side: "allies",
        text: `G1 ${d.name} (Germans) downed, turn ${last.turn}`,
        vp: planeOf(plane(last, "G1").type).vp,
      },
    ]);
    expect(a.totals.allies).toBe(d.vp);
    const g1 = a.damage.find((p) => p.plane === "G1");
    expect(g1?.status).toBe("out of the fight: downed");
    expect(g1?.lines.some((l) => l.startsWith("structure "))).toBe(true);
    expect(a.damage.find((p) => p.plane === "A1")?.lines).toEqual([]);
  });

  it("reads a short burst as one", () => {
    expect(fightAccount(shotDown(false)).downings[0].by?.longBurst).toBe(false);
  });

  it("tells damage in words, one kind a line, with the crew by their places", () => {
    const s = start({ scenario: "turning-fight" });
    const d = structuredClone(plane(s, "A1").damage);
    expect(damageLines(d, 10, ["pilot"])).toEqual([]);
    d.structure = 3;
    d.rudder = 1;
    d.engine = 2;
    d.leaking = true;
    d.crew = ["wounded", "dead"];
    expect(damageLines(d, 10, ["pilot", "gunner"])).toEqual([
      "structure 3 of 10",
      "rudder 1 hit",
      "engine 2 boxes down the track",
      "leaking",
      "pilot wounded",
      "gunner killed",
    ]);
  });

  it("on random games, the VP lines add up to the game's VP and the verdict names the outcome's winner", () => {
    for (let g = 0; g < 6; g++) {
      const rng = seedRng(g + 40);
      const scenario = g < 3 ? SCENARIOS[g % SCENARIOS.length].id : "mission";
      let m = createMatch(rules, rules.parseOptions({ scenario, year: 1917 }), {
        mode: "seeded",
        seed: gameSeed(13, g),
      });
      const steps: AccountStep[] = [{ state: m.state }];
      while (!rules.outcome(m.state)) {
        const seat = toAct(m.state)[0];
        const action = randomBot(rules.view(m.state, seat), rng) as WvAction;
        m = play(rules, m, seat, action);
        steps.push({ state: m.state as WvState, action });
      }
      const a = fightAccount(steps);
      for (const side of ["allies", "germans"] as const)
        expect(a.vp.filter((l) => l.side === side).reduce((n, l) => n + l.vp, 0)).toBe(
          m.state.vp[side],
        );
      const out = m.state.planes.filter((p) => p.fate !== null).map((p) => p.id);
      expect(a.downings.map((d) => d.plane).sort()).toEqual(out.sort());
      const o = rules.outcome(m.state);
      expect(a.winner === null ? [] : [a.winner]).toEqual(o?.winners);
      if (m.state.missions) expect(a.missions).toHaveLength(2);
      expect(a.verdict).toMatch(/^[A-Z]/);
      if (a.winner)
        expect(a.verdict).toContain(a.winner === "allies" ? "Allies win" : "Germans win");
      else expect(a.verdict).toMatch(/a draw|A draw/);
    }
  }, 60000);
});
