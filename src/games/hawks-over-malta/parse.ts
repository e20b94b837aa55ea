/** Untrusted input checked (creation options, actions) and actions put in words for the log. */
import { RuleError } from "../../engine/errors.js";
import { SCENARIOS } from "./data.js";
import type { HawksOptions } from "./setup.js";
import type { HawksAction } from "./state.js";

const DIR_WORDS = ["N", "E", "S", "W", "up", "down"];

/** Optional fields: absent, or of the right kind (anything else refuses the action). */
function optional<T>(v: unknown, ok: (v: unknown) => boolean, bad: () => RuleError): T | undefined {
  if (v === undefined) return undefined;
  if (!ok(v)) throw bad();
  return v as T;
}

const WHAT = ["objective", "aa", "cloud"];

export function parseAction(input: unknown): HawksAction {
  const a = input as Record<string, unknown>;
  const bad = () => new RuleError("not a Hawks over Malta action");
  if (typeof a !== "object" || a === null || typeof a.type !== "string") throw bad();
  const id = (v: unknown) => typeof v === "string" && /^[AB]\d{1,2}$/.test(v);
  const int = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 100;
  const bool = (v: unknown) => typeof v === "boolean";
  // Only the fields that are there: an action keeps the shape it was given.
  const some = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
  switch (a.type) {
    case "place":
      if (!int(a.x) || !int(a.y)) throw bad();
      return some({
        type: "place",
        x: a.x as number,
        y: a.y as number,
        alt: optional<number>(a.alt, int, bad),
        what: optional<"objective" | "aa" | "cloud">(
          a.what,
          (v) => WHAT.includes(v as string),
          bad,
        ),
      });
    case "priorities":
      if (!Array.isArray(a.order) || a.order.length > 20 || !a.order.every(id)) throw bad();
      return { type: "priorities", order: a.order as string[] };
    case "step":
      if (!DIR_WORDS.includes(a.dir as string)) throw bad();
      return some({
        type: "step",
        dir: a.dir as Extract<HawksAction, { type: "step" }>["dir"],
        plane: optional<string>(a.plane, id, bad),
        x: optional<number>(a.x, int, bad),
        y: optional<number>(a.y, int, bad),
        alt: optional<number>(a.alt, int, bad),
        cloud: optional<boolean>(a.cloud, bool, bad),
      });
    case "end":
      return some({
        type: "end",
        plane: optional<string>(a.plane, id, bad),
        cloud: optional<boolean>(a.cloud, bool, bad),
      });
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
      return some({
        type: a.type,
        bomber: a.bomber as string,
        cloud: optional<boolean>(a.cloud, bool, bad),
      });
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
  const points = (input as { points?: unknown } | undefined)?.points;
  // Only an upgraded log of rules version 4 or 5 plays to that version's points.
  if (points !== undefined && points !== 4 && points !== 5)
    throw new RuleError(
      "points, where given, is 4 or 5: the victory points of rules version 4 or 5",
    );
  const old = points === 4 || points === 5 ? { points: points as 4 | 5 } : {};
  const computer = (input as { computer?: unknown } | undefined)?.computer;
  if (computer === undefined || computer === null) return { scenario: scenario as number, ...old };
  if (computer !== "axis" && computer !== "british") {
    throw new RuleError('the computer can play "axis" or "british"');
  }
  return { scenario: scenario as number, computer, ...old };
}

const square = (x: number, y: number) => `${String.fromCharCode(65 + x)}${y + 1}`;

export function describe(a: HawksAction): string {
  switch (a.type) {
    case "place": {
      const at = `${square(a.x, a.y)}${a.alt ? `, altitude ${a.alt}` : ""}`;
      if (a.what === "aa") return `AA chit at ${at}`;
      if (a.what === "cloud") return `Cloud at ${at}`;
      if (a.what === "objective") return `Objective at ${at}`;
      return `Place at ${at}`;
    }
    case "priorities":
      return "Lay priority chits";
    case "step":
      return a.plane !== undefined && a.x !== undefined && a.y !== undefined && a.alt !== undefined
        ? `${a.plane} → ${square(a.x, a.y)}, altitude ${a.alt}`
        : `Move ${a.dir}`;
    case "end":
      return a.plane ? `${a.plane} ends its move` : "End the move";
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
      return a.text ?? "Moves a plane";
  }
}
