/** `sortie hawks sim`: computer against computer, wins per side and average victory points. */

import { PLAYER_KINDS, type PlayerKind } from "../ai/hawks-match.js";
import { simulateHawks } from "../ai/hawks-match-pool.js";
import { SCENARIOS } from "../games/hawks-over-malta/data.js";
import { bar } from "./bars.js";
import { usage } from "./errors.js";
import { progressBar } from "./progress.js";
import { color as c } from "./style.js";

interface Options {
  scenario: number;
  axis: string;
  british: string;
  games: number;
  budget: number;
  seed: number;
  workers: number;
  json?: boolean;
}

function player(flag: string, value: string): PlayerKind {
  if (!PLAYER_KINDS.includes(value as PlayerKind)) {
    throw usage(`${flag} must be one of ${PLAYER_KINDS.join(", ")}, not "${value}"`);
  }
  return value as PlayerKind;
}

export async function hawksSimCommand(o: Options): Promise<void> {
  if (o.scenario > SCENARIOS.length)
    throw usage(`--scenario must be from 1 to ${SCENARIOS.length}`);
  const players = { axis: player("--axis", o.axis), british: player("--british", o.british) };
  const progress = progressBar(o.games, "playing", Boolean(o.json));
  const r = await simulateHawks(
    { scenario: o.scenario, players, budgetMs: o.budget, seed: o.seed },
    o.games,
    o.workers,
    (n) => progress?.update(n),
  );
  progress?.stop();
  if (o.json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  const sc = SCENARIOS[o.scenario - 1];
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = [
    c.bold(
      `Hawks over Malta — scenario ${sc.id}, ${sc.name}: ${r.games} games, Axis ${players.axis} v RAF ${players.british}`,
    ),
    `  Axis wins  ${String(r.wins.axis).padStart(6)}  ${pct(r.winRate.axis).padStart(6)}  ${bar(r.winRate.axis, 1, 30)}`,
    `  RAF wins   ${String(r.wins.british).padStart(6)}  ${pct(r.winRate.british).padStart(6)}  ${bar(r.winRate.british, 1, 30)}`,
    `  average victory points: Axis ${r.meanVp.axis.toFixed(2)}, RAF ${r.meanVp.british.toFixed(2)}; average length ${r.meanTurns.toFixed(1)} turns`,
  ];
  if (r.decisions > 0) {
    lines.push(
      `  search player: ${r.decisions} decisions, ${r.meanDecisionMs.toFixed(1)} ms on average when it searched, longest ${r.maxDecisionMs.toFixed(0)} ms; ${Math.round(r.trialsPerSecond).toLocaleString("en")} playouts/s`,
    );
  }
  lines.push(`  ${r.seconds.toFixed(1)} s`);
  process.stdout.write(`${lines.join("\n")}\n`);
}
