/**
 * A game left waiting on its computer (the process that was to play it
 * stopped) is taken up again by whichever process next opens it.
 */
import { describe, expect, it } from "vitest";
import { createMatch, type Match, play } from "../engine/match.js";
import { hawksOverMalta } from "../games/hawks-over-malta/rules.js";
import { apiOnFreshStore } from "./test-app.js";

const { get, store } = apiOnFreshStore({ computerWakeMs: 0 });

describe("a game waiting on its computer", () => {
  it("has the computer play when someone looks at it", async () => {
    let m = createMatch(
      hawksOverMalta,
      { scenario: 1, computer: "british" },
      { mode: "seeded", seed: 21 },
    ) as Match<unknown, unknown, unknown>;
    const entries = [];
    for (let i = 0; i < 20; i++) {
      const axis = hawksOverMalta.view(m.state as never, "axis");
      if (axis.actions.length === 0) break;
      m = play(hawksOverMalta as never, m, "axis", axis.actions[0]);
      const last = m.entries[m.entries.length - 1];
      entries.push({ kind: "act" as const, ...last });
    }
    // Stored as a process would have left it, the computer to act and no one playing it.
    const { links } = await store().create({
      system: m.system,
      version: m.version,
      options: m.options,
      dice: m.dice,
      setupRolls: m.setupRolls,
      snapshot: { state: m.state, rng: m.rng },
      status: "live",
      seats: ["axis", "british"],
      entries,
    });
    const at = entries.length;
    let g = (await get(`/api/t/${links.seats.axis}`)).json();
    expect(g.seq).toBe(at);
    for (let i = 0; i < 200 && g.seq === at; i++) {
      await new Promise((r) => setTimeout(r, 50));
      g = (await get(`/api/t/${links.seats.axis}`)).json();
    }
    expect(g.seq).toBeGreaterThan(at);
  }, 30000);
});
