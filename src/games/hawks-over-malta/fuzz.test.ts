/** Random-move fuzzing: random legal games never throw, never stall, always end, and replay exactly. */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { randomBot } from "./bots.js";
import { SIDES } from "./data.js";
import { hawksOverMalta } from "./rules.js";
import type { HawksState } from "./state.js";
import { toAct } from "./view.js";

function* randomGame(seed: number, scenario: number) {
  const rng = seedRng(seed ^ 0x5bd1e995);
  let m = createMatch(hawksOverMalta, { scenario }, { mode: "seeded", seed });
  yield m;
  for (let n = 0; !hawksOverMalta.outcome(m.state); n++) {
    if (n > 5000) throw new Error("the game does not end");
    const side = toAct(m.state)[0];
    m = play(hawksOverMalta, m, side, randomBot(m.state, side, rng));
    yield m;
  }
}

describe("Hawks over Malta random-move fuzz", () => {
  for (const scenario of [1, 2, 3, 4]) {
    it(`plays 60 random games of scenario ${scenario} to the end, and replays them`, {
      timeout: 60000,
    }, () => {
      for (let g = 0; g < 60; g++) {
        let last: ReturnType<typeof createMatch<HawksState, never, never>> | undefined;
        for (const m of randomGame(gameSeed(scenario, g), scenario)) {
          last = m as never;
          if (!hawksOverMalta.outcome(m.state)) {
            const acting = toAct(m.state);
            expect(acting.length).toBeGreaterThan(0);
            for (const side of acting)
              expect(hawksOverMalta.view(m.state, side).actions.length).toBeGreaterThan(0);
          }
        }
        const end = last as NonNullable<typeof last>;
        expect(hawksOverMalta.outcome(end.state)).not.toBeNull();
        expect(replay(hawksOverMalta, JSON.parse(JSON.stringify(recordOf(end)))).state).toEqual(
          end.state,
        );
        for (const side of SIDES) expect(hawksOverMalta.view(end.state, side).actions).toEqual([]);
      }
    });
  }
});
