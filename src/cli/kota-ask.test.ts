/**
 * The terminal's questions for a Pilot Log line, asked in the process on
 * typed answers: a pilot shot down is not asked whom he carried home, a
 * refused line is asked again from its own answers; and the hint that sets
 * up a sortie names the campaign's own airmen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lineOf } from "../games/knights-of-the-air/actions.js";
import type { CampaignState, LineReport } from "../games/knights-of-the-air/state.js";
import { act, club, openDuel, pilotOf, WC } from "../games/knights-of-the-air/test-helpers.js";
import type { LineReader } from "./input.js";
import { setupHint } from "./kota-print.js";
import { askLine } from "./kota-report.js";
import { Prompter } from "./prompts.js";

let out: string[] = [];
beforeEach(() => {
  out = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

/** Answers the questions in order, keeping each prompt. */
function typed(answers: string[]) {
  const prompts: string[] = [];
  const reader = {
    ask: async (prompt: string) => {
      prompts.push(prompt);
      const a = answers.shift();
      if (a === undefined) throw new Error(`no answer left for "${prompt}"`);
      return a;
    },
  } as unknown as LineReader;
  return { ask: new Prompter(reader), prompts };
}

/** Ball (K1) with Hardy (K5) in an F.E.2b and Nungesser (K2) against Boelcke (K3). */
function sortie(): CampaignState {
  return act(club(), WC, {
    type: "open-sortie",
    kind: "campaign",
    crews: [
      { pilot: "K1", observer: "K5", plane: "fe2b" },
      { pilot: "K2", plane: "nieuport-11" },
      { pilot: "K3", plane: "albatros-d2" },
    ],
    cards: ["0", "0", "0", "0"],
  });
}

const ball = (s: CampaignState, answers: string[], was?: LineReport) => {
  const t = typed(answers);
  const line = askLine(t.ask, s, s.sorties[0], pilotOf(s, "K1"), was && { id: 1, report: was });
  return line.then((r) => ({ r, prompts: t.prompts }));
};

describe("a Pilot Log line in the terminal", () => {
  it("does not ask a pilot who was himself shot down whom he carried home", async () => {
    const s = sortie();
    // No claim, no illegal manoeuvre, shot down by a B card over his own lines, no rescue.
    const down = await ball(s, ["", "0", "y", "", "n", "own", ""]);
    expect(down.r.shotDown).toEqual({ deck: "B", explosion: false, place: "own" });
    expect(down.prompts.some((p) => /carried home/.test(p))).toBe(false);
    // Not shot down: he may have landed to pick a downed friend up.
    const home = await ball(s, ["", "0", "n", "no", "K2"]);
    expect(home.prompts.some((p) => /carried home/.test(p))).toBe(true);
    expect(home.r.rescued).toEqual(["K2"]);
  });

  it("asks a refused line again from its own answers", async () => {
    const s = sortie();
    const again = await ball(s, ["", "", "", "", ""], lineOf({ illegal: 2, fled: "own" }));
    expect(again.prompts).toContain("  Illegal manoeuvres [2]: ");
    expect(again.r).toMatchObject({ illegal: 2, fled: "own", shotDown: null });
  });

  it("refuses a negative count, saying what it wants", async () => {
    const s = sortie();
    const r = await ball(s, ["", "-1", "1", "n", "no", ""]);
    expect(r.r.illegal).toBe(1);
    expect(out.join("")).toMatch(/A whole number from 0 to 20, please\./);
  });
});

describe("the hint that sets up a sortie", () => {
  it("names a free, fit pilot of each side and a plane of the year", () => {
    const s = club();
    expect(setupHint(s, "club")).toBe(
      "Set one up: `sortie kota sortie --crew K1:nieuport-11 --crew K3:fokker-e3`",
    );
    // Ball and Boelcke flying: Nungesser and Immelmann are free.
    const t = act(s, WC, {
      type: "open-sortie",
      kind: "campaign",
      crews: [
        { pilot: "K1", plane: "nieuport-17" },
        { pilot: "K3", plane: "albatros-d2" },
      ],
      cards: ["0", "0", "0", "0"],
    });
    expect(setupHint(t, "club")).toMatch(/--crew K2:nieuport-11 --crew K4:fokker-e3/);
    // Everyone flying: the Allies need a pilot registered, by one of their players.
    expect(setupHint(openDuel(s), "club")).toBe(
      "Register a pilot of the Allies first (none is free and fit in group club): `sortie kota pilot add --player p1 --name NAME --service british`",
    );
  });

  it("says which mission when the attackers still choose", () => {
    const s = club();
    s.level = 2;
    s.mission = null;
    expect(setupHint(s, "club")).toMatch(
      /^Set one up: `sortie kota sortie --mission 2a --crew K1:nieuport-11 --crew K3:fokker-e3` \(the attackers choose: 2a or 2b\)$/,
    );
  });
});
