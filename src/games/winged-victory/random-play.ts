/**
 * Computer against computer: whole Winged Victory games between the simple
 * players of bots.ts (each reads only its own seat's view), for `sortie wv
 * sim`. Games are played on one state changed in place through the rules'
 * own `applyInPlace`, on seeded dice.
 */
import { SeededDice } from "../../engine/dice.js";
import { gameSeed, seedRng } from "../../engine/rng.js";
import { applyInPlace } from "./actions.js";
import { BOTS, type Bot } from "./bots.js";
import { wingedVictory as rules } from "./rules.js";
import { SIDES, type Side, type WvOptions } from "./state.js";
import { toAct } from "./turn.js";
import { wvView } from "./view.js";

export interface SimResult {
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

/** Plays `games` games; `players` names a bot per side (random, greedy). */
export function simulate(
  options: WvOptions,
  players: Record<Side, string>,
  games: number,
  seed: number,
  onProgress?: (done: number) => void,
): SimResult {
  const bots: Record<Side, Bot> = { allies: BOTS[players.allies], germans: BOTS[players.germans] };
  for (const side of SIDES) if (!bots[side]) throw new Error(`no player "${players[side]}"`);
  const r: SimResult = {
    games,
    wins: { allies: 0, germans: 0 },
    draws: 0,
    meanVp: { allies: 0, germans: 0 },
    planesLost: { allies: 0, germans: 0 },
    planesFled: { allies: 0, germans: 0 },
    missionsAccomplished: { allies: 0, germans: 0 },
    meanTurns: 0,
    seconds: 0,
  };
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const dice = new SeededDice(seedRng(gameSeed(seed, g)));
    const rng = seedRng(gameSeed(seed ^ 0x5bd1e995, g));
    const s = rules.setup(options, dice);
    for (let steps = 0; s.phase.kind !== "over"; steps++) {
      if (steps > 5000) throw new Error("a game did not end");
      const side = toAct(s)[0];
      const action = bots[side](wvView(s, side), rng);
      s.events = [];
      applyInPlace(s, side, action, dice);
      dice.rolls.length = 0;
    }
    const o = rules.outcome(s);
    if (o?.winners.length === 1) r.wins[o.winners[0] as Side] += 1;
    else r.draws += 1;
    for (const side of SIDES) {
      r.meanVp[side] += s.vp[side] / games;
      for (const p of s.planes)
        if (p.side === side) {
          if (p.fate === "downed") r.planesLost[side] += 1;
          if (p.fate === "fled") r.planesFled[side] += 1;
        }
    }
    const done = s.missions ? rules.view(s, null).accomplished : null;
    if (done) for (const side of SIDES) if (done[side]) r.missionsAccomplished[side] += 1;
    r.meanTurns += s.turn / games;
    onProgress?.(g + 1);
  }
  r.seconds = (performance.now() - t0) / 1000;
  return r;
}
