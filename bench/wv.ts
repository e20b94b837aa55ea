/**
 * Winged Victory: random dogfight turns per second on one core, on the fast
 * path (the rules' own `applyInPlace` on one state, random legal choices,
 * dice that keep no log), for a one-on-one scenario and a two-on-two. The
 * figure counts whole game turns (throttles, spotting, every plane's move,
 * fire, the end of the turn), set-up included. WV_GAMES sets the games per
 * scenario (default 3,000).
 */
import { gameSeed, seedRng } from "../src/engine/rng.js";
import { playRandom, QuietDice } from "../src/games/winged-victory/fast.js";
import { wingedVictory } from "../src/games/winged-victory/rules.js";
import type { Figure } from "./server.js";

const games = Number(process.env.WV_GAMES ?? 3000);

export function wvFigures(): Figure[] {
  const out: Figure[] = [];
  for (const scenario of ["head-on", "two-on-two"]) {
    const options = wingedVictory.parseOptions({ scenario });
    let turns = 0;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (let g = 0; g < games; g++) {
      const dice = new QuietDice(seedRng(gameSeed(21, g)));
      const s = wingedVictory.setup(options, dice);
      playRandom(s, dice, seedRng(gameSeed(22, g)));
      turns += s.turn;
    }
    const wall = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    const perSecond = turns / wall;
    out.push({
      what: `random dogfight turns, ${scenario} (${games} games), 1 thread`,
      figure: `${Math.round(perSecond).toLocaleString("en")} turns/s (${Math.round(turns / cpu).toLocaleString("en")} per CPU second)`,
      target: "≥ 20,000 turns/s",
      ok: perSecond >= 20000,
    });
  }
  return out;
}
