/**
 * `sortie convoy` — Malta Convoy: play, replay, simulate.
 * The commands load their code only when run, so `sortie --help` answers at once.
 */
import type { Command } from "commander";
import { positiveInt, seed } from "./options.js";

export function addConvoyCommands(program: Command): void {
  const convoy = program
    .command("convoy")
    .description(
      "Malta Convoy (Operation Pedestal, August 1942): solo play, replays and simulations",
    )
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  convoy
    .command("play")
    .description("play a game: the sheet each turn, the options allowed, the advisor's estimates")
    .option("--seed <n>", "seed the dice, so the game can be played again exactly", seed)
    .option("--manual-dice", "roll real dice and type each value in")
    .option(
      "--rollouts <n>",
      "advisor rollouts per choice",
      positiveInt("--rollouts", 1_000_000),
      8000,
    )
    .option("--no-advice", "do not show the advisor's estimates")
    .option("--log <file>", "where to save the game's log (default: under ./data/logs)")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./convoy-play.js")).playCommand(opts));

  convoy
    .command("replay")
    .description("replay a saved game log to its end and show the final sheet")
    .argument("<file>", "a log saved by `sortie convoy play`")
    .option("--turns", "print every turn's rolls as it is replayed")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (file, opts) => (await import("./convoy-replay.js")).replayCommand(file, opts));

  convoy
    .command("sim")
    .description("simulate many games with a policy and report the score distribution")
    .requiredOption("--games <n>", "how many games", positiveInt("--games", 1e10))
    .requiredOption(
      "--policy <p>",
      "none | advisor | plan:OPTION@TURN,... (e.g. plan:screen@8,split@14)",
    )
    .option("--seed <n>", "seed of the whole run", seed, 1)
    .option("--workers <k>", "worker threads", positiveInt("--workers", 64), 1)
    .option(
      "--rollouts <n>",
      "advisor policy: rollouts per choice",
      positiveInt("--rollouts", 1_000_000),
      1000,
    )
    .option("--json", "print one JSON object instead of the report")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./convoy-sim.js")).simCommand(opts));
}
