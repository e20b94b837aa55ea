/**
 * `sortie hawks` — Hawks over Malta: computer-against-computer runs and the balance table.
 * The commands load their code only when run, so `sortie --help` answers at once.
 */
import type { Command } from "commander";
import { positiveInt, seed } from "./options.js";

export function addHawksCommands(program: Command): void {
  const hawks = program
    .command("hawks")
    .description("Hawks over Malta: computer-against-computer runs")
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  hawks
    .command("sim")
    .description("play computer players against each other and report wins and victory points")
    .requiredOption("--scenario <n>", "scenario 1–4", positiveInt("--scenario", 4))
    .requiredOption("--axis <p>", "the Axis player: ai, greedy or random")
    .requiredOption("--british <p>", "the RAF player: ai, greedy or random")
    .requiredOption("--games <n>", "how many games", positiveInt("--games", 1e7))
    .option(
      "--budget <ms>",
      "the search player's time per decision",
      positiveInt("--budget", 60000),
      20,
    )
    .option("--seed <n>", "seed of the whole run", seed, 1)
    .option("--workers <k>", "worker threads", positiveInt("--workers", 64), 1)
    .option("--json", "print one JSON object instead of the report")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./hawks-sim.js")).hawksSimCommand(opts));

  hawks
    .command("balance")
    .description(
      "play every scenario between two equal search players and report the Axis's wins with 95% intervals",
    )
    .option("--games <n>", "games a scenario on each seed", positiveInt("--games", 1e7), 1000)
    .option("--seeds <list>", "seeds of the runs, separated by commas", "21,22")
    .option("--scenarios <list>", "only these scenarios, separated by commas")
    .option(
      "--budget <ms>",
      "the search player's time per decision",
      positiveInt("--budget", 60000),
      10,
    )
    .option(
      "--trials <n>",
      "trials per decision at most (repeatable on any machine)",
      positiveInt("--trials", 1e6),
    )
    .option("--workers <k>", "worker threads", positiveInt("--workers", 64), 1)
    .option(
      "--docs [file]",
      "write the table into the docs page (default docs/hawks-over-malta.md)",
    )
    .option("--json", "print one JSON object instead of the report")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./hawks-balance.js")).hawksBalanceCommand(opts));
}
