/**
 * Hawks over Malta's log through the API: each seat's log lines are read
 * with the game's state (so a plane a seat can see is named to it, one it
 * cannot is not), and once the game is over every line is shown in full.
 */
import { describe, expect, it } from "vitest";
import type { Entry } from "../engine/contract.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { type HawksOptions, hawksOverMalta } from "../games/hawks-over-malta/rules.js";
import type { HawksAction, HawksState } from "../games/hawks-over-malta/state.js";
import { apiOnFreshStore } from "./test-app.js";

const { post, get } = apiOnFreshStore();

interface Line {
  seq: number;
  seat: string;
  text: string;
  rolls: Entry<unknown>["rolls"];
}

const SEED = 5;

/** Clouds at altitudes 2 and 3, into a cloud where a step leads into one: planes hide often, and are often seen there. */
function pick(actions: HawksAction[], n: number): HawksAction {
  const clouds = actions.filter(
    (a) => a.type === "place" && a.what === "cloud" && a.alt === (n % 2 ? 3 : 2),
  );
  if (clouds.length > 0) return clouds[n % clouds.length];
  const into = actions.filter((a) => a.type === "step" && a.cloud);
  if (into.length > 0 && n % 3 !== 0) return into[n % into.length];
  const steps = actions.filter((a) => a.type === "step");
  return steps.length > 0 && n % 2 === 0 ? steps[n % steps.length] : actions[n % actions.length];
}

describe("Hawks over Malta's log through the API", () => {
  it("names what each seat could see, hides the rest, and shows all once the game is over", async () => {
    const created = await post("/api/games", {
      system: "hawks-over-malta",
      options: { scenario: 1 },
      dice: { mode: "seeded", seed: SEED },
    });
    const token = created.json().links.seats as Record<"axis" | "british", string>;
    // The same game played here, on the same dice, to know what each line should say.
    let m: Match<HawksState, HawksAction, HawksOptions> = createMatch(
      hawksOverMalta,
      { scenario: 1 },
      { mode: "seeded", seed: SEED },
    );
    let hidden = 0;
    let named = 0;
    for (let n = 0; !hawksOverMalta.outcome(m.state); n++) {
      expect(n).toBeLessThan(2000);
      const side = hawksOverMalta.view(m.state, null).toAct[0];
      const v = (await get(`/api/t/${token[side]}`)).json();
      const action = pick(v.view.actions, n);
      const r = await post(`/api/t/${token[side]}/actions`, { seq: v.seq, action });
      expect(r.statusCode, r.body).toBe(200);
      m = play(hawksOverMalta, m, side, action);
      const index = m.entries.length - 1;
      const e = m.entries[index];
      for (const seat of ["axis", "british"] as const) {
        const log: Line[] = (await get(`/api/t/${token[seat]}?log=1`)).json().log;
        const want = hawksOverMalta.visibleEntry?.(e, seat, { state: m.state, index }) ?? e;
        expect(log.at(-1)?.text).toBe(hawksOverMalta.describe(want.action));
        expect(log.at(-1)?.rolls).toEqual(want.rolls);
        if (seat !== e.seat && e.action.type === "step") {
          if (want.action.type === "secret") hidden++;
          else if (e.action.cloud) named++;
        }
      }
    }
    // Some steps were kept from the other side, and some into or out of a cloud were named to it.
    expect(hidden).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(0);
    for (const seat of ["axis", "british"] as const) {
      const g = (await get(`/api/t/${token[seat]}?log=1`)).json();
      expect(g.log.map((l: Line) => l.text)).toEqual(
        m.entries.map((e) => hawksOverMalta.describe(e.action)),
      );
      expect(JSON.stringify(g.log)).not.toMatch(/secret|Moves a plane|in the clouds/);
      expect(g.setupRolls).toEqual(m.setupRolls);
    }
  }, 60000);
});
