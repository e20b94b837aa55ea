/** `sortie convoy replay FILE`: replays a saved log and shows the final sheet. */
import { RuleError } from "../engine/errors.js";
import { parseLogFile } from "../engine/logfile.js";
import type { Match } from "../engine/match.js";
import { maltaConvoy } from "../games/malta-convoy/rules.js";
import type { ConvoyAction, ConvoyState } from "../games/malta-convoy/state.js";
import { renderRolls, renderScore, renderSheet } from "./convoy-sheet.js";
import { badFile } from "./errors.js";
import { readText } from "./saves.js";

export async function replayCommand(file: string, opts: { turns?: boolean }): Promise<void> {
  const text = readText(file);
  let match: Match<ConvoyState, ConvoyAction, unknown>;
  try {
    match = parseLogFile(text, (system) =>
      system === maltaConvoy.id ? maltaConvoy : undefined,
    ) as typeof match;
  } catch (e) {
    if (e instanceof RuleError) throw badFile(`${file}: ${e.message}`);
    throw e;
  }
  const out = (t = "") => process.stdout.write(`${t}\n`);
  if (opts.turns) {
    out("Set-up");
    for (const l of renderRolls(match.setupRolls)) out(l);
    match.entries.forEach((entry, i) => {
      out(`Turn ${i + 1}: ${maltaConvoy.describe(entry.action)}`);
      for (const l of renderRolls(entry.rolls)) out(l);
    });
    out();
  }
  out(renderSheet(match.state));
  if (maltaConvoy.outcome(match.state)) {
    out();
    out(renderScore(match.state));
  } else {
    out(`(the game stopped after turn ${match.state.turn}; it was not played to the end)`);
  }
}
