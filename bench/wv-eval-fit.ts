/**
 * The Winged Victory pilot's evaluation fitted on finished games: whole
 * games (30 turns) of the look ahead (the pilot without playouts) against
 * the greedy player and against itself, both scenarios, both sides; at the
 * start of every turn the evaluation's terms (wv-eval.ts `evalTerms`) from
 * the Allies' side, labelled with how the game ended for them (1 won, 0.5
 * drawn, 0 lost). A logistic fit of the labels on the terms (no constant:
 * the terms are each side's mirror) gives their weights in VP over the
 * evaluation's 3 VP scale; the log loss of the weights in force and of the
 * fitted ones is then read on games of other seeds than the fit's.
 * `npm run build && node dist/bench/wv-eval-fit.js [games a line, default
 * 60]`; WV_FIT_SEED (default 1000) and WV_TEST_SEED (2000) pick the seeds.
 */

import { EVAL_WEIGHTS, evalTerms, TERMS } from "../src/ai/wv-eval.js";
import { chooseAction, newPilotMemory } from "../src/ai/wv-search.js";
import { SeededDice } from "../src/engine/dice.js";
import { gameSeed, seedRng } from "../src/engine/rng.js";
import { BOTS } from "../src/games/winged-victory/bots.js";
import type { Side } from "../src/games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../src/games/winged-victory/rules.js";
import { applyInPlace } from "../src/games/winged-victory/turn/actions.js";
import { toAct } from "../src/games/winged-victory/turn/turn.js";
import { wvView } from "../src/games/winged-victory/view/view.js";

type Row = { x: number[]; y: number };

/** One game's positions at each turn's start, labelled with its end for the Allies. */
function game(scenario: string, players: Record<Side, string>, seed: number, index: number): Row[] {
  const dice = new SeededDice(seedRng(gameSeed(seed, index)));
  const rng = seedRng(gameSeed(seed ^ 0x5bd1e995, index));
  const memory = { allies: newPilotMemory(), germans: newPilotMemory() };
  const s = rules.setup(rules.parseOptions({ scenario, turns: 30 }), dice);
  const xs: number[][] = [];
  let turn = -1;
  for (let step = 0; s.phase.kind !== "over" && step < 5000; step++) {
    if (s.turn !== turn) {
      turn = s.turn;
      xs.push([...evalTerms(s, "allies", new Float64Array(TERMS.length))]);
    }
    const side = toAct(s)[0];
    const view = wvView(s, side);
    const action =
      players[side] === "pilot"
        ? chooseAction(
            view,
            side,
            { budgetMs: 50, maxTrials: 0, seed: (index * 7919 + step) >>> 0 },
            memory[side],
          )
        : BOTS[players[side]](view, rng);
    s.events = [];
    applyInPlace(s, side, action, dice);
    dice.rolls.length = 0;
  }
  const out = rules.outcome(s);
  const y = out?.winners.length === 1 ? (out.winners[0] === "allies" ? 1 : 0) : 0.5;
  return xs.map((x) => ({ x, y }));
}

function rows(seed: number, games: number): Row[] {
  const out: Row[] = [];
  const lines: Record<Side, string>[] = [
    { allies: "pilot", germans: "greedy" },
    { allies: "greedy", germans: "pilot" },
    { allies: "pilot", germans: "pilot" },
  ];
  for (const scenario of ["head-on", "two-on-two"])
    for (const [k, players] of lines.entries()) {
      for (let g = 0; g < games; g++) out.push(...game(scenario, players, seed + k, g));
      process.stderr.write(
        `  ${scenario} ${players.allies} v ${players.germans}: ${out.length} positions\n`,
      );
    }
  return out;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Mean log loss of weights `w` (VP) on `data`, the margin over 3 VP as `evaluate` squashes it. */
function loss(w: number[], data: Row[]): number {
  let l = 0;
  for (const { x, y } of data) {
    const p = Math.min(
      1 - 1e-9,
      Math.max(1e-9, sigmoid(x.reduce((a, v, k) => a + w[k] * v, 0) / 3)),
    );
    l -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return l / data.length;
}

/** Newton's method on the log loss (a little ridge), weights in VP. */
function fitWeights(data: Row[], ridge = 1e-3): number[] {
  const n = TERMS.length;
  let v = new Array(n).fill(0);
  for (let it = 0; it < 30; it++) {
    const g = new Array(n).fill(0);
    const h = Array.from({ length: n }, () => new Array(n).fill(0));
    for (const { x, y } of data) {
      const p = sigmoid(x.reduce((a, xv, k) => a + v[k] * xv, 0));
      for (let i = 0; i < n; i++) {
        g[i] += (p - y) * x[i];
        for (let j = 0; j < n; j++) h[i][j] += p * (1 - p) * x[i] * x[j];
      }
    }
    for (let i = 0; i < n; i++) {
      g[i] = g[i] / data.length + ridge * v[i];
      for (let j = 0; j < n; j++) h[i][j] = h[i][j] / data.length + (i === j ? ridge : 0);
    }
    const step = solve(h, g);
    v = v.map((a, i) => a - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return v.map((a) => 3 * a);
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[piv][c])) piv = r;
    [m[c], m[piv]] = [m[piv], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c][c] === 0) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

const games = Number(process.argv[2] ?? 60);
const fitSeed = Number(process.env.WV_FIT_SEED ?? 1000);
const testSeed = Number(process.env.WV_TEST_SEED ?? 2000);
process.stderr.write(`fit on seed ${fitSeed}\n`);
const train = rows(fitSeed, games);
process.stderr.write(`test on seed ${testSeed}\n`);
const heldOut = rows(testSeed, games);
const now = TERMS.map((k) => EVAL_WEIGHTS[k]);
const fitted = fitWeights(train);
const show = (w: number[]) => TERMS.map((k, i) => `${k} ${w[i].toFixed(3)}`).join(", ");
console.log(`positions: fit ${train.length}, other seeds ${heldOut.length}`);
console.log(
  `in force: ${show(now)}; log loss fit ${loss(now, train).toFixed(4)}, other seeds ${loss(now, heldOut).toFixed(4)}`,
);
console.log(
  `fitted:   ${show(fitted)}; log loss fit ${loss(fitted, train).toFixed(4)}, other seeds ${loss(fitted, heldOut).toFixed(4)}`,
);
console.log(`a coin:   log loss ${Math.log(2).toFixed(4)}`);
