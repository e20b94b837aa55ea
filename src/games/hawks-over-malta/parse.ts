/** Untrusted input checked (creation options, actions) and actions put in words for the log. */
import { RuleError } from "../../engine/errors.js";
import { SCENARIOS } from "./data.js";
import type { HawksOptions } from "./setup.js";
import type { HawksAction } from "./state.js";

const DIR_WORDS = ["N", "E", "S", "W", "up", "down"];

export function parseAction(input: unknown): HawksAction {
  const a = input as Record<string, unknown>;
  const bad = () => new RuleError("not a Hawks over Malta action");
  if (typeof a !== "object" || a === null || typeof a.type !== "string") throw bad();
  const id = (v: unknown) => typeof v === "string" && /^[AB]\d{1,2}$/.test(v);
  const int = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 100;
  switch (a.type) {
    case "place":
      if (!int(a.x) || !int(a.y) || (a.alt !== undefined && !int(a.alt))) throw bad();
      return a.alt === undefined
        ? { type: "place", x: a.x as number, y: a.y as number }
        : { type: "place", x: a.x as number, y: a.y as number, alt: a.alt as number };
    case "priorities":
      if (!Array.isArray(a.order) || a.order.length > 20 || !a.order.every(id)) throw bad();
      return { type: "priorities", order: a.order as string[] };
    case "step":
      if (!DIR_WORDS.includes(a.dir as string)) throw bad();
      return { type: "step", dir: a.dir as Extract<HawksAction, { type: "step" }>["dir"] };
    case "end":
    case "pass":
      return { type: a.type };
    case "react":
      if (!id(a.attacker)) throw bad();
      return { type: "react", attacker: a.attacker as string };
    case "attack":
      if (!id(a.target)) throw bad();
      return { type: "attack", target: a.target as string };
    case "bomb":
    case "hold":
      if (!id(a.bomber)) throw bad();
      return { type: a.type, bomber: a.bomber as string };
  }
  throw bad();
}

export function parseOptions(input: unknown): HawksOptions {
  const scenario = (input as { scenario?: unknown } | undefined)?.scenario ?? 1;
  if (
    !Number.isInteger(scenario) ||
    (scenario as number) < 1 ||
    (scenario as number) > SCENARIOS.length
  ) {
    throw new RuleError(`choose a scenario from 1 to ${SCENARIOS.length}`);
  }
  const computer = (input as { computer?: unknown } | undefined)?.computer;
  if (computer === undefined || computer === null) return { scenario: scenario as number };
  if (computer !== "axis" && computer !== "british") {
    throw new RuleError('the computer can play "axis" or "british"');
  }
  return { scenario: scenario as number, computer };
}

export function describe(a: HawksAction): string {
  switch (a.type) {
    case "place":
      return `Place at ${String.fromCharCode(65 + a.x)}${a.y + 1}${a.alt ? `, altitude ${a.alt}` : ""}`;
    case "priorities":
      return "Lay priority chits";
    case "step":
      return `Move ${a.dir}`;
    case "end":
      return "End the move";
    case "react":
      return `${a.attacker} fires as the foe passes`;
    case "attack":
      return `Attack ${a.target}`;
    case "pass":
      return "Hold fire";
    case "bomb":
      return `${a.bomber} bombs`;
    case "hold":
      return `${a.bomber} holds its bombs`;
    case "secret":
      return "Moves a plane";
  }
}
