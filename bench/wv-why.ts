/**
 * Why the Winged Victory pilot fails to win: plays the games `sortie wv sim`
 * plays (the same options and game seeds) and, for each game the pilot does
 * not win, prints how it ended: every plane out of the game, when and why
 * (shot down, broke up, crashed, burned, landed, fled the board), a landing
 * at home, the damage each side took, the pilot's shots and turns, and its
 * ammunition, landing and engine at the end; then a tally of the ends and
 * of the pilot's fire (the best die offered, and what it took).
 * `npm run build && node dist/bench/wv-why.js head-on allies 100 5 [trials]`
 * (scenario, the pilot's side, games, seed, playouts a decision, default
 * 400 as the ace; 30 turns, the other side greedy; the same games as
 * `sortie wv sim … --allies ai --max-trials 400 --budget 60000`).
 * WV_WHY_OPPONENT=random plays the random player instead of greedy;
 * WV_WHY_LOOKAHEAD=2 weighs manoeuvres over this turn and the next (wv-ply);
 * WV_WHY_GAMES=3,17 plays only those games; WV_WHY_TRACE=20 prints the
 * pilot's actions, its flight and the enemy's from turn 20; WV_WHY_RANK=14
 * prints the look ahead's ten best manoeuvres, scored (over the turns
 * WV_WHY_LOOKAHEAD says), at each of the pilot's moves in turn 14;
 * WV_WHY_EVENTS=1 prints every event line of the games played, by turn;
 * WV_WHY_WEIGHTS='{"worth":2}' changes wv-policy's weights for the run.
 */

import { damageShare } from "../src/ai/wv-eval.js";
import { deepRanked } from "../src/ai/wv-ply.js";
import { rankedMoves, WEIGHTS } from "../src/ai/wv-policy.js";
import { chooseAction, newPilotMemory } from "../src/ai/wv-search.js";
import { SeededDice } from "../src/engine/dice.js";
import { gameSeed, seedRng } from "../src/engine/rng.js";
import { BOTS } from "../src/games/winged-victory/bots.js";
import type { Side } from "../src/games/winged-victory/game/state.js";
import { wingedVictory as rules } from "../src/games/winged-victory/rules.js";
import { applyInPlace } from "../src/games/winged-victory/turn/actions.js";
import { mover, toAct } from "../src/games/winged-victory/turn/turn.js";
import { wvView } from "../src/games/winged-victory/view/view.js";

const [scenario = "head-on", me = "allies", gamesArg = "100", seedArg = "5", trialsArg = "400"] =
  process.argv.slice(2);
const pilot = me as Side;
/** The look ahead's turns: 1, as every level, or WV_WHY_LOOKAHEAD=2 (wv-ply). */
const lookAhead = process.env.WV_WHY_LOOKAHEAD === "2" ? 2 : 1;
/** The other side's player: greedy, or WV_WHY_OPPONENT=random. */
const opponent = process.env.WV_WHY_OPPONENT === "random" ? "random" : "greedy";
const games = Number(gamesArg);
const seed = Number(seedArg);
const maxTrials = Number(trialsArg);
const tally = new Map<string, number>();
const count = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
let wins = 0;
let played = 0;
const DICE = ["white", "grey", "pink", "yellow", "green", "orange", "red", "blue", "black"];
/** The retire lines of the rules (state-plane.ts `retire` and its callers). */
const RETIRED =
  /^(is shot down|burns and breaks up|goes down with its pilot dead|is downed by flak|crashes into the ground|cracks up|breaks up|breaks up in the storm|lands|leaves the board.*)$/;

// WV_WHY_WEIGHTS='{"worth":2}': the look ahead's weights changed for this run (a screening).
if (process.env.WV_WHY_WEIGHTS) Object.assign(WEIGHTS, JSON.parse(process.env.WV_WHY_WEIGHTS));
const only = process.env.WV_WHY_GAMES?.split(",").map(Number);
for (let index = 0; index < games; index++) {
  if (only && !only.includes(index)) continue;
  played++;
  const dice = new SeededDice(seedRng(gameSeed(seed, index)));
  const rng = seedRng(gameSeed(seed ^ 0x5bd1e995, index));
  const memory = { allies: newPilotMemory(), germans: newPilotMemory() };
  const s = rules.setup(rules.parseOptions({ scenario, turns: 30 }), dice);
  const ends: string[] = [];
  const shots: Record<Side, number> = { allies: 0, germans: 0 };
  const shotTurns: number[] = [];
  for (let step = 0; s.phase.kind !== "over" && step < 5000; step++) {
    const side = toAct(s)[0];
    const view = wvView(s, side);
    const action =
      side === pilot
        ? chooseAction(
            view,
            side,
            {
              budgetMs: 100000,
              maxTrials,
              seed: (gameSeed(seed, index) + step * 7919) >>> 0,
              lookAhead,
            },
            memory[side],
          )
        : BOTS[opponent](view, rng);
    if (side === pilot && view.phase === "fire" && view.shots.length > 0) {
      const best = view.shots
        .map((x) => x.die)
        .sort((a, b) => DICE.indexOf(b) - DICE.indexOf(a))[0];
      const a = action as { type: string; longBurst?: boolean; plane?: string; crew?: number };
      const taken = view.shots.find(
        (x) => a.type === "shoot" && x.plane === a.plane && x.crew === a.crew,
      );
      count(
        `offered ${best}: ${taken ? `took ${a.longBurst ? `${taken.longDie} long` : taken.die}` : "held"}`,
      );
    }
    if (
      process.env.WV_WHY_RANK &&
      side === pilot &&
      s.phase.kind === "move" &&
      s.turn === Number(process.env.WV_WHY_RANK)
    ) {
      const p = mover(s);
      console.log(`  t${s.turn} ${p?.id} damage ${JSON.stringify(p?.damage)}`);
      for (const r of (lookAhead === 2 ? deepRanked(s) : rankedMoves(s)).slice(0, 10))
        console.log(
          `    ${r.score.toFixed(1)} ${r.flown.name} level ${r.flown.level} speed ${r.flown.endSpeed} ${r.flown.events.join(",")} ${r.flown.flight.outOfControl ?? ""}`,
        );
    }
    if (process.env.WV_WHY_TRACE && side === pilot && s.turn >= Number(process.env.WV_WHY_TRACE)) {
      const q = s.planes.find((p) => p.side === pilot);
      const e = s.planes.find((p) => p.side !== pilot);
      console.log(
        `  t${s.turn} ${s.phase.kind} ${JSON.stringify(action)} me ${JSON.stringify(q?.flight)} ${JSON.stringify(q?.place)} enemy ${JSON.stringify(e?.flight)} ${JSON.stringify(e?.place)}`,
      );
    }
    for (const e of s.events)
      if (/lands on its own side|takes off/.test(e)) ends.push(`t${s.turn} ${e}`);
    s.events = [];
    const before = s.planes.map((p) => p.fate);
    const phase = s.phase.kind;
    applyInPlace(s, side, action, dice);
    if (process.env.WV_WHY_EVENTS) for (const e of s.events) console.log(`    t${s.turn} ${e}`);
    for (const e of s.events) {
      const m = /^([AG]\d+)(?:'s [a-z]+)? fires/.exec(e) ?? /^([AG]\d+) .*fires/.exec(e);
      if (!m) continue;
      const by = s.planes.find((p) => p.id === m[1])?.side ?? side;
      shots[by]++;
      if (by === pilot) shotTurns.push(s.turn);
    }
    s.planes.forEach((p, k) => {
      if (before[k] !== p.fate) {
        const why =
          s.events.findLast(
            (e) => RETIRED.test(e.slice(p.id.length + 1)) && e.startsWith(`${p.id} `),
          ) ?? `${p.id} ${p.fate}`;
        const whose = p.side === pilot ? "pilot's" : "enemy's";
        ends.push(`t${s.turn} ${whose} ${p.type} ${why.slice(p.id.length + 1)} [${phase}]`);
        count(`${whose} ${p.type}: ${why.slice(p.id.length + 1)}`);
      }
    });
    dice.rolls.length = 0;
  }
  const out = rules.outcome(s);
  const won = out?.winners.length === 1 && out.winners[0] === pilot;
  if (won) {
    wins++;
    continue;
  }
  const dmg = s.planes
    .map((p) => `${p.side === pilot ? "pilot" : "enemy"} ${p.type} ${damageShare(p).toFixed(2)}`)
    .join(", ");
  const result = out?.winners.length === 1 ? "LOST" : "DRAW";
  count(result);
  console.log(
    `game ${index}: ${result} turn ${s.turn}; ${ends.join("; ") || "nobody down"}; damage ${dmg}; shots pilot ${shots[pilot]} enemy ${shots[pilot === "allies" ? "germans" : "allies"]} (pilot's at turns ${shotTurns.join(" ")}; ammo ${JSON.stringify(s.planes.filter((p) => p.side === pilot).map((p) => [p.ammo, p.landed, p.flight, p.damage.engineStopped, p.damage.leaking, p.damage.speedLoss]))})`,
  );
}
console.log(`wins ${wins} of ${played}`);
for (const [k, v] of [...tally].sort((a, b) => b[1] - a[1])) console.log(`${v}\t${k}`);
