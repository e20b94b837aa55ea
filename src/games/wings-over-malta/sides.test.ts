/**
 * Each seat decides for its own side: it confirms its own crews, enters and
 * corrects its own part of the report, chooses for its own airmen. In random
 * campaigns every step of one side is tried from the other seat, and none is
 * accepted; a table holding both seats still plays whole missions.
 */
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../engine/dice.js";
import { RuleError } from "../../engine/errors.js";
import { createMatch, type Match, play } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import type { WomAction, WomOptions } from "./actions.js";
import { other, SIDES, type Side } from "./data.js";
import { randomPart, randomStep } from "./random-play.js";
import { wingsOverMalta } from "./rules.js";
import type { CampaignState } from "./state.js";
import { newCampaign, rollMission, step } from "./test-helpers.js";

type M = Match<CampaignState, WomAction, WomOptions>;

/** Every step that belongs to `side` now, in every form a seat could send it. */
function stepsOf(s: CampaignState, side: Side, rng: ReturnType<typeof seedRng>): WomAction[] {
  const v = wingsOverMalta.view(s, side);
  const m = s.missions[s.missions.length - 1];
  const out: WomAction[] = v.actions.filter((a) => a.type !== "roll-mission");
  // The choice pending for one of its airmen (the view offers it to that side only).
  out.push({ type: "keep" }, { type: "skill", skill: "sniper" });
  if (s.phase.kind === "crews") out.push({ type: "ready", side });
  if (v.forms.includes("assign") && m)
    out.push({ type: "assign", side, pilots: m.crews[side].map((x) => x.pilot as string) });
  if (s.phase.kind === "fight") {
    const r = randomPart(s, side, rng);
    out.push({ type: "report", report: r }, { type: "report", side, report: r });
  }
  const mine = m?.reports?.[side];
  if (v.forms.includes("correct") && mine)
    out.push({ type: "correct", report: mine }, { type: "correct", side, report: mine });
  out.push({ type: "enlist", side, service: side === "axis" ? "regia" : "raf", role: "fighter" });
  const p = s.pilots.find((x) => x.side === side);
  if (p) out.push({ type: "rename", pilot: p.id, name: "Someone Else" });
  return out;
}

describe("each seat decides for its own side", () => {
  it("accepts none of one side's steps from the other seat, all through random campaigns", {
    timeout: 60000,
  }, () => {
    let tried = 0;
    let accepted = 0;
    for (let g = 0; g < 4; g++) {
      const seed = gameSeed(24, g);
      const rng = seedRng(seed ^ 0x5eed5);
      let m: M = createMatch(wingsOverMalta, {}, { mode: "seeded", seed });
      for (let n = 0; !wingsOverMalta.outcome(m.state) && n < 20000; n++) {
        const s = m.state;
        for (const side of SIDES) {
          const pending = s.phase.kind === "after" ? s.phase.pending : null;
          const pendingSide = pending && s.pilots.find((p) => p.id === pending.pilot)?.side;
          for (const a of stepsOf(s, side, rng)) {
            // A choice is the pending airman's side's: tried from the other seat only when it is `side`'s.
            if ((a.type === "keep" || a.type === "skill") && pendingSide !== side) continue;
            tried++;
            try {
              wingsOverMalta.act(s, other(side), a, new SeededDice(seedRng(n)));
              accepted++;
              throw new Error(`${other(side)} took ${side}'s step ${JSON.stringify(a)}`);
            } catch (e) {
              if (!(e instanceof RuleError)) throw e;
            }
          }
        }
        const { seat, action } = randomStep(s, rng);
        m = play(wingsOverMalta, m, seat, action);
      }
    }
    expect(accepted).toBe(0);
    expect(tried).toBeGreaterThan(2000);
  });

  it("says in a sentence why a seat may not act for the other side", () => {
    const s = rollMission(newCampaign(), 1, 1);
    expect(() => step(s, "british", { type: "ready", side: "axis" })).toThrow(
      "the British player cannot confirm the Axis crews: each side does that for itself",
    );
    const half = step(s, "british", { type: "ready" }).s;
    expect(half.phase.kind).toBe("crews");
    expect(wingsOverMalta.view(half, "british").waitingFor).toEqual([
      { side: "axis", what: "confirm their crews" },
    ]);
    expect(wingsOverMalta.view(half, "british").actions).toEqual([]);
    expect(wingsOverMalta.view(half, "axis").actions).toEqual([{ type: "ready", side: "axis" }]);
    expect(() => step(half, "british", { type: "ready" })).toThrow(
      "the British crews are confirmed already: waiting for the Axis",
    );
    const both = step(half, "axis", { type: "ready" }).s;
    expect(both.phase.kind).toBe("fight");
    expect(wingsOverMalta.view(both, "axis").waitingFor).toEqual([
      { side: "axis", what: "enter their after-action report" },
      { side: "british", what: "enter their after-action report" },
    ]);
  });
});

describe("a table holding both seats", () => {
  it("plays whole missions, each step through the seat of the side it is for", () => {
    const rng = seedRng(7);
    let m: M = createMatch(wingsOverMalta, {}, { mode: "seeded", seed: 7 });
    for (let n = 0; m.state.mission <= 3 && n < 500; n++) {
      const s = m.state;
      const v = wingsOverMalta.view(s, null);
      let seat: Side = v.waiting[0] ?? "axis";
      let action: WomAction;
      if (s.phase.kind === "fight") {
        seat = v.waitingFor[0].side;
        action = { type: "report", report: randomPart(s, seat, rng) };
      } else {
        action = wingsOverMalta.view(s, seat).actions[0];
      }
      m = play(wingsOverMalta, m, seat, action);
    }
    expect(m.state.mission).toBe(4);
    expect(m.state.missions.slice(0, 3).every((x) => x.report && x.winner !== undefined)).toBe(
      true,
    );
  });
});
