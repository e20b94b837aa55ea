/**
 * An undo reads only what it replays: the moves after the nearest checkpoint
 * (read from the end of the log), never the whole log, so its cost does not
 * grow with the game's length (a long campaign's log is megabytes).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnyRules } from "../engine/contract.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { seedRng } from "../engine/rng.js";
import { randomStep } from "../games/wings-over-malta/random-play.js";
import { wingsOverMalta } from "../games/wings-over-malta/rules.js";
import type { CampaignState } from "../games/wings-over-malta/state.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, store } = apiOnFreshStore();
const wom = wingsOverMalta as AnyRules;
type AnyMatch = Match<unknown, unknown, unknown>;
/** As the API sends it: JSON, without undefined fields. */
const asJson = (x: unknown) => JSON.parse(JSON.stringify(x));

afterEach(() => {
  vi.restoreAllMocks();
});

function localCampaign(seed: number, steps: number): AnyMatch[] {
  const rng = seedRng(seed + 1);
  let m = createMatch(wom, {}, { mode: "seeded", seed }) as AnyMatch;
  const states = [m];
  while (m.entries.length < steps && !wom.outcome(m.state)) {
    const { seat, action } = randomStep(m.state as CampaignState, rng);
    try {
      m = play(wom, m, seat, wom.parseAction(action));
    } catch {
      continue;
    }
    states.push(m);
  }
  return states;
}

describe("undo reads the end of the log only", () => {
  it("takes back moves, with undos among them, without reading the whole log", async () => {
    const local = localCampaign(43, 45);
    const last = local[local.length - 1];
    // Dice typed in from the table, which may be taken back (a step that rolled Sortie's dice stands).
    const created = await post("/api/games", {
      system: "wings-over-malta",
      dice: { mode: "manual" },
    });
    const links = created.json().links as { owner: string; seats: Record<string, string> };
    let seq = 0;
    for (const e of last.entries) {
      const token = links.seats[e.seat];
      const rolls = e.rolls.map((x) => x.value);
      const r = await post(`/api/t/${token}/actions`, { seq, action: e.action, rolls });
      expect(r.statusCode, r.body).toBe(200);
      seq = r.json().seq;
    }
    const s = store();
    const whole = vi.spyOn(s, "entries");
    for (let k = 1; k <= 25; k++) {
      const mover = last.entries[last.entries.length - k].seat;
      const r = await post(`/api/t/${links.seats[mover]}/undo`, { seq });
      expect(r.statusCode, r.body).toBe(200);
      seq = r.json().seq;
      expect(r.json().view.state).toEqual(
        asJson(wom.view(local[local.length - 1 - k].state, mover).state),
      );
    }
    expect(whole).not.toHaveBeenCalled();
  }, 60000);
});
