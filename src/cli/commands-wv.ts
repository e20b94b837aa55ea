/**
 * `sortie wv` — Winged Victory: the flight computer, the planes, computer-against-computer runs.
 * The commands load their code only when run, so `sortie --help` answers at once.
 */
import type { Command } from "commander";
import { SCENARIOS } from "../games/winged-victory/missions/scenarios.js";
import { positiveInt, seed } from "./options.js";
import { FLY_HELP } from "./wv-help.js";

export function addWvCommands(program: Command): void {
  const wv = program
    .command("wv")
    .description("Winged Victory: the flight computer and the planes")
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  wv.command("fly")
    .description("fly a plane turn by turn: speed before and after each turn, level, events")
    .argument(
      "<turn...>",
      'one quoted argument per turn, e.g. "throttle=2 dive-shallow:2" (see below)',
    )
    .option("--plane <id>", "the plane (sortie wv planes lists them)")
    .option("--plane-file <file>", "fly a plane from your own plane file (JSON)")
    .option(
      "--printed <file>",
      "your box file of printed values (JSON): its planes on offer, its dice for the tests",
    )
    .requiredOption("--level <n>", "the level the plane starts at, 1–30")
    .requiredOption("--speed <n>", "the Speed Cue at the start")
    .option("--throttle <n>", "the throttle for the first turn (default: full power for the band)")
    .option(
      "--any-throttle",
      "let a rotary engine take any throttle (the flying school's dive lesson)",
    )
    .option(
      "--extra-diving-hex",
      "optional rule: one more diving Hex before levelling out or climbing",
    )
    .option("--handling-tests", "optional rule: a Handling Test before the difficult acrobatics")
    .option(
      "--bombs",
      "a bomber with its bombs on board: its circled throttle, no barrel roll, half loop or Immelmann",
    )
    .option("--engaged", "the plane is engaged: no easy turns")
    .option("--not-engaged", "the plane is not engaged: no hard turns")
    .option("--skill <n>", "the pilot's skill modifier on test dice (default 0)")
    .option(
      "--attitude <a>",
      "the attitude at the start: level, climb-shallow, climb-hard, dive-shallow, dive-hard",
    )
    .option(
      "--seed <n>",
      "roll the tests with seeded dice (otherwise they are listed, not rolled)",
      seed,
    )
    .option(
      "--dice <faces>",
      "dice thrown at the table, in order, comma-separated: a test die's face (fail, i, ii), a d6's number",
    )
    .option("--json", 'print {"turns":[{"startSpeed","speed","endSpeed","level","events"}]}')
    .addHelpText("after", FLY_HELP)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (turns, opts) => (await import("./wv.js")).flyCommand(turns, opts));

  wv.command("moves")
    .description("every manoeuvre a plane can fly now, with what it costs")
    .option("--plane <id>", "the plane (sortie wv planes lists them)")
    .option("--plane-file <file>", "a plane from your own plane file (JSON)")
    .option("--printed <file>", "your box file of printed values (JSON): its planes on offer")
    .requiredOption("--level <n>", "the level, 1–30")
    .requiredOption("--speed <n>", "the Speed Cue")
    .option("--throttle <n>", "the throttle this turn (default: full power for the band)")
    .option(
      "--attitude <a>",
      "level, climb-shallow, climb-hard, dive-shallow or dive-hard (default level)",
    )
    .option("--any-throttle", "let a rotary engine take any throttle")
    .option("--extra-diving-hex", "optional rule: one more diving Hex before levelling out")
    .option("--handling-tests", "optional rule: a Handling Test before the difficult acrobatics")
    .option(
      "--bombs",
      "a bomber with its bombs on board: its circled throttle, no barrel roll, half loop or Immelmann",
    )
    .option("--engaged", "the plane is engaged: no easy turns")
    .option("--not-engaged", "the plane is not engaged: no hard turns")
    .option(
      "--json",
      'print {"throttle","moves":[{"name","hexes","speed","endSpeed","level","events",…}]}',
    )
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wv.js")).movesCommand(opts));

  wv.command("sim")
    .description("play computer players against each other: wins, VP and planes lost per side")
    .requiredOption(
      "--mission <id>",
      `a scenario (${SCENARIOS.map((x) => x.id).join(", ")}) or a generated mission (random, random-1916, random-1917)`,
    )
    .requiredOption(
      "--allies <p>",
      "the Allied player: random, greedy, a computer pilot's level (novice, veteran, ace), or ai (the computer pilot at --budget and --max-trials)",
    )
    .requiredOption(
      "--germans <p>",
      "the German player: random, greedy, a computer pilot's level (novice, veteran, ace), or ai (the computer pilot at --budget and --max-trials)",
    )
    .requiredOption("--games <n>", "how many games", positiveInt("--games", 1e7))
    .option("--seed <n>", "seed of the whole run", seed, 1)
    .option(
      "--turns <n>",
      "game turns of a ready scenario (default: its own; 30 fights most dogfights to a finish)",
      positiveInt("--turns", 60),
    )
    .option(
      "--printed <file>",
      "a box file: your box's printed planes, dice, combat tables, briefings or Time Freezing table (JSON)",
    )
    .option(
      "--budget <ms>",
      "the computer pilot's time per decision in ms",
      positiveInt("--budget", 60000),
    )
    .option(
      "--max-trials <n>",
      "the computer pilot's playouts per decision at most (repeatable runs)",
      positiveInt("--max-trials", 1e6),
    )
    .option(
      "--workers <n>",
      "threads for games with the computer pilot",
      positiveInt("--workers", 64),
      2,
    )
    .option("--json", "print one JSON object instead of the report")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wv-sim.js")).wvSimCommand(opts));

  wv.command("planes")
    .description("the planes with their key figures")
    .option("--plane-file <file>", "also list the planes of your own plane file")
    .option("--printed <file>", "also list the planes of your box file of printed values")
    .option("--json", "print the full plane files (an array)")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wv.js")).planesCommand(opts));
}
