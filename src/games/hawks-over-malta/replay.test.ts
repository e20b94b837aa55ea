/** A Hawks log that does not replay says which entry failed and why. */
import { describe, expect, it } from "vitest";
import { createMatch, play, recordOf, replay } from "../../engine/match.js";
import { seedRng } from "../../engine/rng.js";
import { greedyBot } from "./bots.js";
import { hawksOverMalta } from "./rules.js";
import type { HawksAction } from "./state.js";
import { toAct } from "./view.js";

describe("replaying a Hawks log", () => {
  const game = () => {
    const rng = seedRng(4);
    let m = createMatch(hawksOverMalta, { scenario: 2 }, { mode: "seeded", seed: 9 });
    for (let i = 0; i < 30; i++) {
      const side = toAct(m.state)[0];
      m = play(hawksOverMalta, m, side, greedyBot(m.state, side, rng));
    }
    return JSON.parse(JSON.stringify(recordOf(m)));
  };

  it("replays a whole log exactly", () => {
    const record = game();
    expect(replay(hawksOverMalta, record).entries).toEqual(record.entries);
  });

  it("names the entry an edited log fails at, and the rules' reason", () => {
    const record = game();
    const i = record.entries.findIndex((e: { action: HawksAction }) => e.action.type === "step");
    const forged = { ...record.entries[i].action, plane: "A9" };
    record.entries[i] = { ...record.entries[i], action: forged };
    expect(() => replay(hawksOverMalta, record)).toThrow(
      new RegExp(`entry ${i + 1}\\b.*it is \\w+'s move, not A9's`),
    );
  });
});
