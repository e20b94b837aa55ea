/** Strategies for taking options, shared by the simulator, the CLI and the advisor. */
import { RuleError } from "../../engine/errors.js";
import { OPTIONS, type OptionName } from "./data.js";
import { type FastPlan, NO_PLAN } from "./fast.js";
import { allowedOptions } from "./rules.js";
import type { ConvoyState } from "./state.js";

export interface PlanStep {
  option: OptionName;
  turn: number;
}

export type Policy =
  | { kind: "none" }
  | { kind: "plan"; steps: PlanStep[] }
  | { kind: "advisor"; rollouts: number };

export const DEFAULT_SIM_ROLLOUTS = 1000;

/** Reads a policy as written on the command line: none, advisor, or plan:screen@8,split@14. */
export function parsePolicy(text: string, rollouts = DEFAULT_SIM_ROLLOUTS): Policy {
  if (text === "none") return { kind: "none" };
  if (text === "advisor") return { kind: "advisor", rollouts };
  if (!text.startsWith("plan:")) {
    throw new RuleError(
      `unknown policy "${text}": use none, advisor, or plan:OPTION@TURN,... (e.g. plan:screen@8,split@14)`,
    );
  }
  const body = text.slice(5);
  if (body.trim() === "") throw new RuleError("the plan is empty: write plan:OPTION@TURN,...");
  const steps = body.split(",").map((part): PlanStep => {
    const m = /^\s*([a-z]+)@(\d+)\s*$/i.exec(part);
    if (!m) {
      throw new RuleError(`"${part}" is not OPTION@TURN (for example screen@8)`);
    }
    const option = m[1].toLowerCase() as OptionName;
    if (!OPTIONS.includes(option)) {
      throw new RuleError(`unknown option "${m[1]}": the options are ${OPTIONS.join(", ")}`);
    }
    const turn = Number(m[2]);
    if (turn < 1 || turn > 99) throw new RuleError(`turn ${m[2]} is not a turn of the journey`);
    return { option, turn };
  });
  const seen = new Set<string>();
  for (const s of steps) {
    if (seen.has(s.option)) throw new RuleError(`the plan lists ${s.option} twice`);
    seen.add(s.option);
  }
  return { kind: "plan", steps };
}

export function policyName(p: Policy): string {
  if (p.kind === "plan") return `plan:${p.steps.map((s) => `${s.option}@${s.turn}`).join(",")}`;
  return p.kind;
}

export function fastPlan(p: Policy): FastPlan {
  if (p.kind !== "plan") return NO_PLAN;
  return {
    options: Int32Array.from(p.steps.map((s) => OPTIONS.indexOf(s.option))),
    turns: Int32Array.from(p.steps.map((s) => s.turn)),
  };
}

/** The plan's choice for the next turn: the first listed option that is due and allowed. */
export function planDecision(steps: PlanStep[], state: ConvoyState): OptionName | null {
  const allowed = allowedOptions(state);
  const t = state.turn + 1;
  for (const s of steps) if (t >= s.turn && allowed.includes(s.option)) return s.option;
  return null;
}
