/** Winged Victory: reading an untrusted action (strict: unknown keys refused) and its log line. */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { count } from "../../../engine/words.js";
import { FREEZE_REACH } from "../combat/timefreeze.js";
import { moveLabel } from "../flight/move-label.js";
import type { WvAction } from "../game/state.js";

const planeId = z.string().regex(/^[AG]\d{1,2}$/, "a plane's counter id such as A1 or G2");
/** Most choices one side's sealed orders may hold (a side has at most a few planes, crews and markers). */
export const MAX_ORDERS = 64;

const throttle = z
  .object({
    type: z.literal("throttle"),
    plane: planeId,
    value: z.number().int().min(0).max(20),
    freezeWithin: z.number().int().min(1).max(FREEZE_REACH).optional(),
  })
  .strict();
const flak = z
  .object({
    type: z.literal("flak"),
    col: z.number().int().min(0).max(200),
    level: z.number().int().min(1).max(30),
  })
  .strict();
const shoot = z
  .object({
    type: z.literal("shoot"),
    plane: planeId,
    crew: z.number().int().min(0).max(5),
    target: z
      .string()
      .regex(/^([AG]\d{1,2}|T\d{1,2})$/, "a plane (A1, G2) or a ground target (T0)"),
    longBurst: z.boolean(),
  })
  .strict();
const hold = z.object({ type: z.literal("hold") }).strict();

const actionSchema = z.discriminatedUnion("type", [
  throttle,
  flak,
  z
    .object({
      type: z.literal("move"),
      plane: planeId,
      move: z.string().min(1).max(60),
      freeze: z.number().int().min(1).max(30).optional(),
      jettison: z.literal(true).optional(),
    })
    .strict(),
  shoot,
  hold,
  z
    .object({
      type: z.literal("orders"),
      choices: z
        .array(z.discriminatedUnion("type", [throttle, flak, shoot, hold]))
        .min(1, "orders hold at least one choice")
        .max(MAX_ORDERS, `orders hold at most ${MAX_ORDERS} choices`),
    })
    .strict(),
]);

export function parseAction(input: unknown): WvAction {
  const r = actionSchema.safeParse(input);
  if (!r.success) {
    const msg = plainIssues(r.error, "action");
    throw new RuleError(`not a Winged Victory action: ${msg}`);
  }
  return r.data as WvAction;
}

/**
 * An action's log line. A choice hidden from the reader (turn/log.ts) reads
 * the same whatever it was: in the throttle step "sets a throttle or places
 * flak", in the fire step "names a shot or holds fire".
 */
export function describe(a: WvAction): string {
  switch (a.type) {
    case "throttle":
      return a.plane === "?"
        ? "sets a throttle or places flak (hidden)"
        : `${a.plane} sets its throttle to ${a.value}${a.freezeWithin ? `, calling a Time Freezing if its pool's first mover comes within ${a.freezeWithin} Hex${a.freezeWithin > 1 ? "es" : ""}` : ""}`;
    case "flak":
      return a.col < 0
        ? "places a flak marker (hidden)"
        : `places a flak barrage on the MegaHex of Hex ${a.col}, level ${a.level}`;
    case "move":
      return a.plane === "?"
        ? "moves a plane"
        : `${a.plane} ${a.jettison ? "jettisons its bombs and " : ""}flies ${moveLabel(a.move)}${a.freeze ? `, calling a Time Freezing after ${count(a.freeze, "Hex")}` : ""}${a.to ? `, ending in Hex ${a.to.col}, level ${a.to.level}` : ""}`;
    case "shoot":
      return a.plane === "?"
        ? "names a shot or holds fire (hidden)"
        : `${a.plane} crew ${a.crew + 1} aims at ${a.target}${a.longBurst ? " (long burst)" : ""}`;
    case "hold":
      return "holds fire: no more shots this turn";
    case "orders":
      return a.choices.length === 0
        ? "hands in its orders for the step (hidden)"
        : `hands in its orders: ${a.choices.map(describe).join("; ")}`;
  }
}
