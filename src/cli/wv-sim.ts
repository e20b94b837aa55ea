/** `sortie wv sim`: Winged Victory computer against computer — wins, VP and planes lost per side. */

import { BOTS } from "../games/winged-victory/bots.js";
import { simulate } from "../games/winged-victory/random-play.js";
import { wingedVictory } from "../games/winged-victory/rules.js";
import { SCENARIOS } from "../games/winged-victory/scenarios.js";
import { bar } from "./bars.js";
import { usage } from "./errors.js";
import { progressBar } from "./progress.js";
import { color as c } from "./style.js";

interface Options {
  mission: string;
  allies: string;
  germans: string;
  games: number;
  seed: number;
  json?: boolean;
}

const MISSIONS = [...SCENARIOS.map((s) => s.id), "random", "random-1916", "random-1917"];

function player(flag: string, value: string): string {
  if (!Object.hasOwn(BOTS, value))
    throw usage(`${flag} must be one of ${Object.keys(BOTS).join(", ")}, not "${value}"`);
  return value;
}

export function wvSimCommand(o: Options): void {
  if (!MISSIONS.includes(o.mission))
    throw usage(`--mission must be one of ${MISSIONS.join(", ")}, not "${o.mission}"`);
  const players = { allies: player("--allies", o.allies), germans: player("--germans", o.germans) };
  const generated = o.mission.startsWith("random");
  const options = wingedVictory.parseOptions(
    generated
      ? { scenario: "mission", year: o.mission === "random-1916" ? 1916 : 1917 }
      : { scenario: o.mission },
  );
  const progress = progressBar(o.games, "flying", Boolean(o.json));
  const r = simulate(options, players, o.games, o.seed, (n) => {
    if (n % 10 === 0 || n === o.games) progress?.update(n);
  });
  progress?.stop();
  if (o.json) {
    process.stdout.write(`${JSON.stringify({ mission: o.mission, players, ...r })}\n`);
    return;
  }
  const pct = (x: number) => `${((100 * x) / r.games).toFixed(1)}%`;
  const title = generated
    ? `a generated mission (${o.mission === "random-1916" ? 1916 : 1917})`
    : (SCENARIOS.find((s) => s.id === o.mission)?.name ?? o.mission);
  const lines = [
    c.bold(
      `Winged Victory — ${title}: ${r.games} games, Allies ${players.allies} v Germans ${players.germans}`,
    ),
    `  Allied wins  ${String(r.wins.allies).padStart(6)}  ${pct(r.wins.allies).padStart(6)}  ${bar(r.wins.allies / r.games, 1, 30)}`,
    `  German wins  ${String(r.wins.germans).padStart(6)}  ${pct(r.wins.germans).padStart(6)}  ${bar(r.wins.germans / r.games, 1, 30)}`,
    `  draws        ${String(r.draws).padStart(6)}  ${pct(r.draws).padStart(6)}`,
    `  average VP: Allies ${r.meanVp.allies.toFixed(2)}, Germans ${r.meanVp.germans.toFixed(2)}`,
    `  planes lost (downed): Allies ${r.planesLost.allies}, Germans ${r.planesLost.germans}; fled the board: Allies ${r.planesFled.allies}, Germans ${r.planesFled.germans}`,
  ];
  if (generated)
    lines.push(
      `  missions accomplished: Allies ${r.missionsAccomplished.allies}, Germans ${r.missionsAccomplished.germans}`,
    );
  lines.push(`  average length ${r.meanTurns.toFixed(1)} turns; ${r.seconds.toFixed(1)} s`);
  process.stdout.write(`${lines.join("\n")}\n`);
}
