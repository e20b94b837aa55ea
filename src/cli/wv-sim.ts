/** `sortie wv sim`: Winged Victory computer against computer — wins, VP and planes lost per side. */

import { isPilot, WV_PLAYERS } from "../ai/wv-match.js";
import { simulateWv } from "../ai/wv-match-pool.js";
import { DEFAULT_BUDGET_MS } from "../ai/wv-search.js";
import { RuleError } from "../engine/errors.js";
import type { Side } from "../games/winged-victory/game/state.js";
import { SCENARIOS } from "../games/winged-victory/missions/scenarios.js";
import { wingedVictory } from "../games/winged-victory/rules.js";
import { bar } from "./bars.js";
import { badFile, usage } from "./errors.js";
import { progressBar } from "./progress.js";
import { readJson } from "./saves.js";
import { color as c } from "./style.js";

interface Options {
  mission: string;
  allies: string;
  germans: string;
  games: number;
  seed: number;
  /** Game turns of a ready scenario (absent: its own). */
  turns?: number;
  /** A box file: the owner's printed values, flown instead of the reconstructed ones. */
  printed?: string;
  json?: boolean;
  /** The computer pilot's milliseconds per decision, playouts per decision at most, threads. */
  budget?: number;
  maxTrials?: number;
  workers?: number;
}

/** A run's results per side. */
interface SimResult {
  games: number;
  wins: Record<Side, number>;
  draws: number;
  meanVp: Record<Side, number>;
  /** Planes downed and fled per side, in all games together. */
  planesLost: Record<Side, number>;
  planesFled: Record<Side, number>;
  missionsAccomplished: Record<Side, number>;
  meanTurns: number;
  seconds: number;
}

/** The computer pilot's figures, when it played. */
interface AiFigures {
  decisions: number;
  searched: number;
  meanDecisionMs: number;
  maxDecisionMs: number;
  playoutsPerSecond: number;
  budgetMs: number;
  maxTrials: number | null;
  /** Games stopped by a rules error, left out of the figures (the first one's message). */
  aborted: number;
  abortedWhy: string;
}

const MISSIONS = [...SCENARIOS.map((s) => s.id), "random", "random-1916", "random-1917"];

function player(flag: string, value: string): string {
  if (!WV_PLAYERS.includes(value))
    throw usage(`${flag} must be one of ${WV_PLAYERS.join(", ")}, not "${value}"`);
  return value;
}

/**
 * Plays the run through src/ai's match runner: over worker threads when the
 * computer pilot flies, on this thread for the bots alone (their games are quick).
 */
async function simulate(
  options: ReturnType<typeof wingedVictory.parseOptions>,
  players: { allies: string; germans: string },
  o: Options,
  withAi: boolean,
  onProgress: (n: number) => void,
): Promise<{ r: SimResult; ai: AiFigures | null }> {
  const budgetMs = o.budget ?? DEFAULT_BUDGET_MS;
  const { tally: t, seconds } = await simulateWv(
    { options, players, budgetMs, maxTrials: o.maxTrials, seed: o.seed },
    o.games,
    withAi ? (o.workers ?? 2) : 1,
    onProgress,
  );
  // The bots' games stop at the rules' first refusal: a bug, told as such.
  if (!withAi && t.aborted > 0) throw new Error(t.abortedWhy);
  const g = Math.max(1, t.games);
  const r: SimResult = {
    games: t.games,
    wins: t.wins,
    draws: t.draws,
    meanVp: { allies: t.vp.allies / g, germans: t.vp.germans / g },
    planesLost: t.planesLost,
    planesFled: t.planesFled,
    missionsAccomplished: t.missionsAccomplished,
    meanTurns: t.turns / g,
    seconds,
  };
  if (!withAi) return { r, ai: null };
  const ai: AiFigures = {
    decisions: t.decisions,
    searched: t.searched,
    meanDecisionMs: t.decisionMs / Math.max(1, t.decisions),
    maxDecisionMs: t.maxDecisionMs,
    playoutsPerSecond: t.searchMs > 0 ? t.trials / (t.searchMs / 1000) : 0,
    budgetMs,
    maxTrials: o.maxTrials ?? null,
    aborted: t.aborted,
    abortedWhy: t.abortedWhy,
  };
  return { r, ai };
}

export async function wvSimCommand(o: Options): Promise<void> {
  if (!MISSIONS.includes(o.mission))
    throw usage(`--mission must be one of ${MISSIONS.join(", ")}, not "${o.mission}"`);
  const players = { allies: player("--allies", o.allies), germans: player("--germans", o.germans) };
  const generated = o.mission.startsWith("random");
  if (generated && o.turns)
    throw usage(
      "--turns sets a ready scenario's length; a generated mission's comes from its briefings",
    );
  const printed = o.printed === undefined ? undefined : readJson(o.printed, "box file");
  let options: ReturnType<typeof wingedVictory.parseOptions>;
  try {
    options = wingedVictory.parseOptions({
      ...(generated
        ? { scenario: "mission", year: o.mission === "random-1916" ? 1916 : 1917 }
        : { scenario: o.mission, ...(o.turns ? { turns: o.turns } : {}) }),
      ...(printed === undefined ? {} : { printed }),
    });
  } catch (e) {
    if (e instanceof RuleError) throw badFile(`${o.printed}: ${e.message}`);
    throw e;
  }
  const progress = progressBar(o.games, "flying", Boolean(o.json));
  const withAi = isPilot(players.allies) || isPilot(players.germans);
  // The bots' games are quick: the bar moves every ten of them.
  const onProgress = withAi
    ? (n: number) => progress?.update(n)
    : (n: number) => {
        if (n % 10 === 0 || n === o.games) progress?.update(n);
      };
  const { r, ai } = await simulate(options, players, o, withAi, onProgress);
  progress?.stop();
  if (o.json) {
    process.stdout.write(
      `${JSON.stringify({ mission: o.mission, players, ...r, ...(ai ? { ai } : {}) })}\n`,
    );
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
  if (ai)
    lines.push(
      `  computer pilot: ${ai.decisions} decisions (${ai.searched} searched), ${ai.meanDecisionMs.toFixed(0)} ms mean, ${ai.maxDecisionMs.toFixed(0)} ms longest; ${Math.round(ai.playoutsPerSecond).toLocaleString("en")} playouts/s`,
    );
  if (ai && ai.aborted > 0)
    lines.push(
      `  ${ai.aborted} more game(s) stopped by a rules error and left out (${ai.abortedWhy})`,
    );
  process.stdout.write(`${lines.join("\n")}\n`);
}
