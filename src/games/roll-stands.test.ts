/**
 * A roll stands, in every system: random legal games on Sortie's own dice,
 * and wherever the last step standing rolled dice, the engine will not take
 * it back (`canUndo` says no, `undo` refuses). Each system in the registry
 * must be played here, so a new one cannot slip by.
 */
import { describe, expect, it } from "vitest";
import type { AnyRules } from "../engine/contract.js";
import { RuleError } from "../engine/errors.js";
import { canUndo, createMatch, type Match, play, undo } from "../engine/match.js";
import { faceOf, gameSeed, nextUint32, type RngState, seedRng } from "../engine/rng.js";
import { randomBot as hawksBot } from "./hawks-over-malta/bots.js";
import type { HawksState } from "./hawks-over-malta/state.js";
import { toAct as hawksToAct } from "./hawks-over-malta/view.js";
import { randomStep as kotaStep } from "./knights-of-the-air/random-play.js";
import type { CampaignState as KotaState } from "./knights-of-the-air/state.js";
import { SYSTEMS } from "./registry.js";
import { randomBot as wvBot } from "./winged-victory/bots.js";
import { randomStep as careerStep } from "./winged-victory/career/random-play.js";
import { SEAT as CAREER_SEAT } from "./winged-victory/career/rules.js";
import type { CareerState } from "./winged-victory/career/state.js";
import type { WvState } from "./winged-victory/game/state.js";
import { toAct as wvToAct } from "./winged-victory/turn/turn.js";
import { randomStep as womStep } from "./wings-over-malta/random-play.js";
import type { CampaignState as WomState } from "./wings-over-malta/state.js";

type AnyMatch = Match<unknown, unknown, unknown>;
type Step = { seat: string; action: unknown };

const pick = <T>(xs: readonly T[], rng: RngState): T => xs[faceOf(nextUint32(rng), xs.length) - 1];

/** Any action the view offers any seat. */
function fromViews(rules: AnyRules, m: AnyMatch, rng: RngState): Step {
  const open = rules
    .seats(m.options)
    .flatMap((seat) =>
      (rules.view(m.state, seat).actions as unknown[]).map((action) => ({ seat, action })),
    );
  if (open.length === 0) throw new Error(`${rules.id}: no seat has an action`);
  return pick(open, rng);
}

interface Plan {
  options: unknown;
  games: number;
  /** Steps a game is played to at most (the property is checked at every one). */
  steps: number;
  next(rules: AnyRules, m: AnyMatch, rng: RngState): Step;
}

const PLANS: Record<string, Plan> = {
  "malta-convoy": { options: {}, games: 30, steps: 40, next: fromViews },
  "hawks-over-malta": {
    options: { scenario: 1 },
    games: 4,
    steps: 400,
    next: (_r, m, rng) => {
      const s = m.state as HawksState;
      const side = hawksToAct(s)[0];
      return { seat: side, action: hawksBot(s, side, rng) };
    },
  },
  "wings-over-malta": {
    options: {},
    games: 3,
    steps: 400,
    next: (_r, m, rng) => womStep(m.state as WomState, rng),
  },
  "knights-of-the-air": {
    options: {},
    games: 1,
    steps: 400,
    next: (_r, m, rng) => kotaStep(m.state as KotaState, rng),
  },
  "winged-victory": {
    options: { scenario: "two-on-two" },
    games: 3,
    steps: 300,
    next: (rules, m, rng) => {
      const seat = wvToAct(m.state as WvState)[0];
      return { seat, action: wvBot(rules.view(m.state, seat), rng) };
    },
  },
  // The companion's dice are thrown at the table and typed into its own steps: Sortie rolls none.
  "winged-victory-table": { options: {}, games: 3, steps: 200, next: fromViews },
  "winged-victory-career": {
    options: { corps: "rfc", role: "two-seater", start: "1917-04-01", end: "1917-06-30" },
    games: 3,
    steps: 300,
    next: (_r, m, rng) => ({ seat: CAREER_SEAT, action: careerStep(m.state as CareerState, rng) }),
  },
};

describe("a roll stands", () => {
  it("plays every system in the registry", () => {
    expect(Object.keys(SYSTEMS).sort()).toEqual(Object.keys(PLANS).sort());
  });

  for (const [id, rules] of Object.entries(SYSTEMS)) {
    it(`${rules.title}: no step that rolled Sortie's dice can be taken back`, {
      timeout: 60000,
    }, () => {
      const plan = PLANS[id];
      let rolled = 0;
      const held: string[] = [];
      for (let g = 0; g < plan.games; g++) {
        const seed = gameSeed(4242, g);
        const rng = seedRng(seed ^ 0x9e3779b9);
        let m = createMatch(rules, rules.parseOptions(plan.options), {
          mode: "seeded",
          seed,
        }) as AnyMatch;
        for (let n = 0; n < plan.steps && !rules.outcome(m.state); n++) {
          const { seat, action } = plan.next(rules, m, rng);
          m = play(rules, m, seat, rules.parseAction(action)) as AnyMatch;
          const last = m.entries[m.entries.length - 1];
          if (last.rolls.length === 0) continue;
          rolled++;
          if (canUndo(rules, m)) held.push(`${rules.describe(last.action)} (game ${g}, step ${n})`);
          expect(() => undo(rules, m, last.seat)).toThrow(RuleError);
        }
      }
      expect(held, "steps that rolled yet could be taken back").toEqual([]);
      if (id !== "winged-victory-table") expect(rolled).toBeGreaterThan(0);
    });
  }
});
