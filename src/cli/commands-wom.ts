/**
 * `sortie wom` — Wings over Malta: the campaign between table battles.
 * The commands load their code only when run, so `sortie --help` answers at once.
 */
import type { Command } from "commander";
import { seed } from "./options.js";

export function addWomCommands(program: Command): void {
  const wom = program
    .command("wom")
    .description(
      "Wings over Malta: run a campaign between battles fought on the table (same store as the web app)",
    )
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  const campaignOption = [
    "--campaign <id>",
    "which campaign (its id or the start of it; default: the latest)",
  ] as const;

  wom
    .command("new")
    .description("start a campaign and print its links")
    .option("--title <text>", "the campaign's name")
    .option("--manual-dice", "roll real dice and type each value in")
    .option("--seed <n>", "seed Sortie's dice", seed)
    .option(
      "--url <address>",
      "the web app's public address for the links (default: SORTIE_URL, or HOST and PORT)",
    )
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wom.js")).newCommand(opts));

  wom
    .command("next")
    .description("roll the next mission, choose the crews, and print the set-up sheet")
    .option(...campaignOption)
    .option("--yes", "keep the proposed crews without asking")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wom.js")).nextCommand(opts));

  wom
    .command("after")
    .description(
      "enter the after-action report and walk through return to base, wounds and experience",
    )
    .option(...campaignOption)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wom.js")).afterCommand(opts));

  wom
    .command("roster")
    .description("the mission track and both rosters")
    .option(...campaignOption)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wom.js")).rosterCommand(opts));

  wom
    .command("pilot")
    .description("one airman's record and career log")
    .argument("<id>", "the airman's id (P3) or name")
    .option(...campaignOption)
    .option("--rename <name>", "give the airman a new name")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (id, opts) => (await import("./wom.js")).pilotCommand(id, opts));

  wom
    .command("export")
    .description("save the campaign's log to a file")
    .option(...campaignOption)
    .option("--out <file>", "where to save it")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./wom.js")).exportCommand(opts));
}
