/**
 * The Alea dice as data a player can correct: a dice file (checked) that
 * replaces the reconstructed ladder or faces, and the checks of a set —
 * each die's distribution and whether one step up ever makes a result worse.
 */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import {
  type AleaSet,
  type CompiledAlea,
  compileAlea,
  DOUBLE,
  FAIL,
  ICON_NAMES,
  iconOf,
  PASS,
  RESULT_NAMES,
  resultOf,
} from "./alea.js";

const faceSchema = z
  .object({
    result: z.enum(RESULT_NAMES),
    icon: z.enum(ICON_NAMES).optional(),
    number: z.number().int().min(1).max(6).optional(),
  })
  .strict();

/** What a dice file may hold: a new ladder order and/or new faces for named dice. */
export const aleaOverrideSchema = z
  .object({
    ladder: z.array(z.string().min(1).max(20)).length(9).optional(),
    faces: z.record(z.string(), z.array(faceSchema).min(2).max(20)).optional(),
  })
  .strict();
export type AleaOverride = z.infer<typeof aleaOverrideSchema>;

/**
 * Applies an untrusted override (a dice file) to a set and checks the result;
 * RuleError with a readable message if anything is wrong.
 */
export function withAleaOverride(base: AleaSet, input: unknown): AleaSet {
  const parsed = aleaOverrideSchema.safeParse(input);
  if (!parsed.success) throw new RuleError(`dice file: ${plainIssues(parsed.error, "the file")}`);
  const o = parsed.data;
  const byColour = new Map(base.dice.map((d) => [d.colour, d]));
  let dice = base.dice.map((d) => ({ colour: d.colour, faces: d.faces.map((x) => ({ ...x })) }));
  if (o.ladder) {
    const names = o.ladder.map((n) => n.toLowerCase());
    dice = names.map((colour) => {
      const old = byColour.get(colour);
      return { colour, faces: old ? old.faces.map((x) => ({ ...x })) : [] };
    });
  }
  for (const [colour, faces] of Object.entries(o.faces ?? {})) {
    const die = dice.find((d) => d.colour === colour.toLowerCase());
    if (!die) {
      throw new RuleError(
        `dice file: there is no ${colour} die in the ladder (${dice.map((d) => d.colour).join(", ")})`,
      );
    }
    die.faces = faces.map((x) => ({ ...x }));
  }
  const set: AleaSet = { reconstructed: true, dice };
  compileAlea(set);
  return set;
}

/** The chance of each combat result on a die (index = result). */
export function resultDistribution(a: CompiledAlea, die: number): number[] {
  const out = [0, 0, 0, 0, 0];
  for (let k = 0; k < a.sides[die]; k++) out[resultOf(a, die, k)] += 1 / a.sides[die];
  return out;
}

/** The chance of each test icon on a test die (index = icon). */
export function iconDistribution(a: CompiledAlea, die: number): number[] {
  const out = [0, 0, 0];
  for (let k = 0; k < a.sides[die]; k++) {
    const i = iconOf(a, die, k);
    if (i >= 0) out[i] += 1 / a.sides[die];
  }
  return out;
}

/**
 * How each test reads its icons, worst first. A better die must be at least
 * as good for every one of them, so with "ii" best for some and worst for
 * another, a step up may only turn a fail into an "i".
 */
export const TEST_READINGS: readonly { name: string; order: readonly [number, number, number] }[] =
  [
    {
      name: "a Spotting Test, a Structural Test, clearing a jam, bombing",
      order: [FAIL, PASS, DOUBLE],
    },
    { name: "a Handling Test (ii: a Structural Test)", order: [FAIL, DOUBLE, PASS] },
    { name: "putting a fire out by side slip (ii: it explodes)", order: [DOUBLE, FAIL, PASS] },
  ];

/**
 * Where stepping one colour up makes a reading more likely to be worse: for
 * every threshold, the chance of reaching it must not fall (first-order
 * dominance), for combat results over the whole ladder and, over the test
 * dice, for each test's reading of the icons (`TEST_READINGS`). Empty when
 * the set is monotone.
 */
export function monotonicityProblems(a: CompiledAlea): string[] {
  const problems: string[] = [];
  const atLeast = (dist: number[], t: number) => dist.slice(t).reduce((s, x) => s + x, 0);
  for (let d = 0; d + 1 < a.count; d++) {
    const lo = resultDistribution(a, d);
    const hi = resultDistribution(a, d + 1);
    for (let t = 1; t < 5; t++) {
      if (atLeast(hi, t) + 1e-9 < atLeast(lo, t)) {
        problems.push(
          `${a.names[d + 1]} reaches "${RESULT_NAMES[t]}" less often than ${a.names[d]}`,
        );
      }
    }
    if (d + 1 <= a.testTop) {
      const li = iconDistribution(a, d);
      const hiI = iconDistribution(a, d + 1);
      for (const { name, order } of TEST_READINGS) {
        const lo2 = order.map((i) => li[i]);
        const hi2 = order.map((i) => hiI[i]);
        for (let t = 1; t < 3; t++) {
          if (atLeast(hi2, t) + 1e-9 < atLeast(lo2, t)) {
            const at = order
              .slice(t)
              .map((i) => `"${ICON_NAMES[i]}"`)
              .join(" or ");
            problems.push(`${a.names[d + 1]} shows ${at} less often than ${a.names[d]} (${name})`);
          }
        }
      }
    }
  }
  return problems;
}
