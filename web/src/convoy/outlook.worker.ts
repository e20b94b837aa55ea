/// <reference lib="webworker" />
/**
 * The outlook for a finished convoy: the same convoy (its set-up rolls) sailed
 * again many times on fresh dice, played the advisor's way, to set the
 * player's score against the advisor's expected score and the spread of scores.
 */
import { scriptedDice } from "../../../src/engine/dice.js";
import { BASE_PLAN } from "../../../src/games/malta-convoy/advisor.js";
import { fastPlayOut, fastScore, seedInto, toFast } from "../../../src/games/malta-convoy/fast.js";
import { type PlayedTurn, type Review, review } from "../../../src/games/malta-convoy/review.js";
import { maltaConvoy } from "../../../src/games/malta-convoy/rules.js";

export interface OutlookAsk {
  setupRolls: number[];
  turns: PlayedTurn[];
  games: number;
  seed: number;
}

export interface Outlook {
  games: number;
  mean: number;
  /** Scores counted per value, from `min` up. */
  min: number;
  counts: number[];
  review: Review;
}

self.onmessage = (e: MessageEvent<OutlookAsk>) => {
  const { setupRolls, turns, games, seed } = e.data;
  const start = toFast(maltaConvoy.setup({}, scriptedDice(setupRolls)));
  const s = new Int32Array(start.length);
  const r = new Int32Array(4);
  const scores = new Int32Array(games);
  let total = 0;
  for (let j = 0; j < games; j++) {
    s.set(start);
    seedInto(r, (seed + Math.imul(j, 0x9e3779b1)) | 0);
    fastPlayOut(s, r, BASE_PLAN);
    scores[j] = fastScore(s);
    total += scores[j];
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of scores) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const counts = new Array(max - min + 1).fill(0);
  for (const v of scores) counts[v - min]++;
  const out: Outlook = {
    games,
    mean: total / games,
    min,
    counts,
    review: review(setupRolls, turns),
  };
  self.postMessage(out);
};
