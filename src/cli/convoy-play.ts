/** `sortie convoy play`: an interactive game in the terminal. */
import { randomInt } from "node:crypto";
import type { Entry } from "../engine/contract.js";
import { createMatch, type Match, play } from "../engine/match.js";
import { best, type Estimate, tiedWith } from "../games/malta-convoy/advisor.js";
import { adviseParallel, warmAdvisor } from "../games/malta-convoy/advisor-parallel.js";
import { OPTION_EFFECTS } from "../games/malta-convoy/data.js";
import { maltaConvoy, SEAT } from "../games/malta-convoy/rules.js";
import type { ConvoyAction, ConvoyState } from "../games/malta-convoy/state.js";
import { renderRolls, renderScore, renderSheet } from "./convoy-sheet.js";
import { InputEnded, withAskedRolls } from "./dice-prompt.js";
import { LineReader } from "./input.js";
import { defaultLogPath, saveLog } from "./saves.js";
import { color as c } from "./style.js";

type ConvoyMatch = Match<ConvoyState, ConvoyAction, Record<string, never>>;

interface PlayOptions {
  seed?: number;
  manualDice?: boolean;
  rollouts: number;
  advice: boolean;
  log?: string;
}

const out = (text = "") => process.stdout.write(`${text}\n`);

function choiceLabel(a: ConvoyAction): string {
  return a.option
    ? `${OPTION_EFFECTS[a.option].title}: ${OPTION_EFFECTS[a.option].summary}`
    : "No option";
}

function showChoices(actions: ConvoyAction[], estimates: Estimate[] | null) {
  const chosen = estimates ? best(estimates) : null;
  const tied = estimates && chosen ? tiedWith(estimates, chosen) : [];
  const pick = chosen && tied.length === 0 ? chosen.option : undefined;
  if (estimates) {
    out(c.dim(`     ${"choice, then play the turn".padEnd(56)}advisor: mean final score`));
  }
  actions.forEach((a, i) => {
    const e = estimates?.find((x) => x.option === a.option);
    const advice = e
      ? `${e.mean.toFixed(1).padStart(5)} ± ${e.margin.toFixed(1)}${a.option === pick ? c.green("  ★ advised") : ""}`
      : "";
    out(`  ${c.bold(String(i + 1))}  ${choiceLabel(a).padEnd(56)}${advice}`);
  });
  if (chosen && tied.length > 0) {
    const names = [chosen, ...tied].map((e) =>
      e.option ? OPTION_EFFECTS[e.option].title : "No option",
    );
    out(
      c.dim(
        `     Too close to call: ${names.join(", ")} cannot be told apart at ${chosen.rollouts.toLocaleString("en")} rollouts each.`,
      ),
    );
  }
}

function showEntry(turn: number, entry: Entry<ConvoyAction>, state: ConvoyState) {
  out(c.bold(`Turn ${turn}`));
  for (const line of renderRolls(entry.rolls)) out(line);
  for (const e of state.events) out(`  ${c.bold("•")} ${e}`);
}

async function chooseAction(
  reader: LineReader,
  actions: ConvoyAction[],
): Promise<ConvoyAction | "quit"> {
  for (;;) {
    const line = await reader.ask(
      actions.length === 1
        ? `Press Enter to play the turn (q = save and quit): `
        : `Your choice [1–${actions.length}, Enter = 1, q = save and quit]: `,
    );
    if (line === null || line.toLowerCase() === "q") return "quit";
    if (line === "") return actions[0];
    const byNumber = /^\d+$/.test(line) ? actions[Number(line) - 1] : undefined;
    const byName = actions.find((a) => a.option !== null && a.option === line.toLowerCase());
    const action = byNumber ?? byName;
    if (action) return action;
    out(c.red(`  "${line}" is not one of the choices: type a number from 1 to ${actions.length}.`));
  }
}

export async function playCommand(opts: PlayOptions): Promise<void> {
  const reader = new LineReader();
  const seed = opts.seed ?? randomInt(0, 0xffffffff);
  const logPath = opts.log ?? defaultLogPath("malta-convoy");
  let match: ConvoyMatch | null = null;
  if (opts.advice) warmAdvisor();
  try {
    out(c.bold("Malta Convoy — Operation Pedestal, August 1942"));
    out(
      opts.manualDice ? "Manual dice: roll real dice and type each value." : `Dice seed ${seed}.`,
    );
    const mode = opts.manualDice
      ? ({ mode: "manual" } as const)
      : ({ mode: "seeded", seed } as const);
    match = await withAskedRolls(reader, (given) => createMatch(maltaConvoy, {}, mode, given));
    out(c.bold("Set-up"));
    for (const line of renderRolls(match.setupRolls)) out(line);
    while (!maltaConvoy.outcome(match.state)) {
      out();
      out(renderSheet(match.state));
      const { actions } = maltaConvoy.view(match.state, SEAT);
      const estimates =
        opts.advice && actions.length > 1 ? adviseParallel(match.state, opts.rollouts) : null;
      showChoices(actions, estimates);
      const action = await chooseAction(reader, actions);
      if (action === "quit") {
        out(
          `Game saved to ${saveLog(match, logPath)} (replay it with: npx sortie convoy replay FILE)`,
        );
        return;
      }
      const before: ConvoyMatch = match;
      match = await withAskedRolls(reader, (given) =>
        play(maltaConvoy, before, SEAT, action, given),
      );
      showEntry(match.state.turn, match.entries[match.entries.length - 1], match.state);
    }
    out();
    out(renderSheet(match.state));
    out();
    out(renderScore(match.state));
    out(`Log saved to ${saveLog(match, logPath)}`);
  } catch (e) {
    if (!(e instanceof InputEnded)) throw e;
    if (match) {
      const saved = saveLog(match, logPath);
      out(`Input ended. Game saved to ${saved} (see it with: npx sortie convoy replay ${saved})`);
    } else out("Input ended before the convoy was set up.");
  } finally {
    reader.close();
  }
}
