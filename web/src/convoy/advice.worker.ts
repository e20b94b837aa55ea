/// <reference lib="webworker" />
/**
 * The advisor in a Web Worker, so the page stays responsive while it rolls out the game.
 * It answers in two stages on the same rollouts: a first eighth at once, then the rest
 * added to the same sums (the final estimates are exactly those of one whole run). A
 * newer question drops the rest of an older one.
 */
import {
  adviceSeed,
  best,
  candidatesOf,
  estimatesFrom,
  rolloutSums,
  sumsLength,
  tiedWith,
} from "../../../src/games/malta-convoy/advisor.js";
import { toFast } from "../../../src/games/malta-convoy/fast.js";
import { convoyKernel } from "../../../src/games/malta-convoy/kernel.js";
import type { ConvoyState } from "../../../src/games/malta-convoy/state.js";

type Ask = { id: number; key: string; state: ConvoyState; rollouts: number };

let latest = 0;

function answer(ask: Ask, candidates: number[], sums: Float64Array, n: number) {
  const estimates = estimatesFrom(candidates, sums, n);
  const pick = best(estimates);
  self.postMessage({
    id: ask.id,
    key: ask.key,
    estimates,
    pick: pick.option,
    tied: tiedWith(estimates, pick).map((t) => t.option),
    kernel: convoyKernel() !== null,
  });
}

self.onmessage = (e: MessageEvent<Ask>) => {
  const ask = e.data;
  latest = ask.id;
  const s = toFast(ask.state);
  const seed = adviceSeed(s);
  const candidates = candidatesOf(s);
  const sums = new Float64Array(sumsLength(candidates.length));
  const first = Math.min(ask.rollouts, Math.ceil(ask.rollouts / 8));
  rolloutSums(s, candidates, seed, 0, first, sums);
  answer(ask, candidates, sums, first);
  if (first === ask.rollouts) return;
  setTimeout(() => {
    if (ask.id !== latest) return;
    rolloutSums(s, candidates, seed, first, ask.rollouts, sums);
    answer(ask, candidates, sums, ask.rollouts);
  }, 0);
};
