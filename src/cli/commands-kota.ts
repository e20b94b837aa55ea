/**
 * `sortie kota` — Knights of the Air: the club campaign and league.
 * The commands load their code only when run, so `sortie --help` answers at once.
 */
import type { Command } from "commander";
import { positiveInt, seed } from "./options.js";

export function addKotaCommands(program: Command): void {
  const kota = program
    .command("kota")
    .description(
      "Knights of the Air: a Wings of War club's campaign and league (same store as the web app)",
    )
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  const many = (value: string, previous: string[] = []) => [...previous, value];
  const kotaCampaign = [
    "--campaign <id>",
    "which campaign (its id or the start of it; default: the latest)",
  ] as const;
  const kotaJson = ["--json", "print JSON instead of text"] as const;

  kota
    .command("new")
    .description("start a campaign and print every player's and Wing Commander's link")
    .option("--title <text>", "the campaign's name")
    .option(
      "--group <id:Name[:sides]>",
      "a group with its own Wing Commander, or with one per side (:sides) (repeat for several)",
      many,
    )
    .option("--player <id:Name:side[:group]>", "a player, side allies or central (repeat)", many)
    .option("--manual-dice", "draw the club's own cards and type each in")
    .option("--seed <n>", "seed Sortie's draws", seed)
    .option("--url <address>", "the web app's public address for the links")
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota.js")).newCommand(opts));

  const kotaPilot = kota
    .command("pilot")
    .description("register an airman, or show one with his Pilot Log")
    .exitOverride()
    .configureOutput({ outputError: () => {} });

  kotaPilot
    .command("add")
    .description("register a pilot (or an observer) for a player")
    .requiredOption("--player <id>", "the player whose airman it is")
    .requiredOption("--name <name>", "the airman's name")
    .requiredOption(
      "--service <service>",
      "british, french, american, italian, german, austro-hungarian",
    )
    .option("--observer", "an observer or gunner, not a pilot")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota.js")).pilotAddCommand(opts));

  kotaPilot
    .command("show")
    .description("one airman's record and Pilot Log")
    .argument("<id>", "the airman's id (K3) or name")
    .option("--rename <name>", "give the airman a new name (as his player)")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (id, opts) => (await import("./kota.js")).pilotShowCommand(id, opts));

  kotaPilot
    .command("ability")
    .description(
      "list an ace's abilities to choose from, or choose one (Toughness draws its cards)",
    )
    .argument("<id>", "the airman's id (K3) or name")
    .argument("[ability]", "the ability's id, e.g. quick-shot")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (id, ability, opts) =>
      (await import("./kota.js")).pilotAbilityCommand(id, ability, opts),
    );

  kota
    .command("sortie")
    .description("set up the next sortie (with --crew) and print the set-up sheets")
    .option(
      "--crew <pilot:plane[:observer[:threes+singles]]>",
      "a plane with its crew and bombs, e.g. K1:fe2b:K5:2+3 (repeat)",
      many,
    )
    .option("--mission <id>", "the mission the attackers choose where the tree branches")
    .option("--group <id>", "the group flying it (default: the first)")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota-sortie.js")).sortieCommand(opts));

  kota
    .command("report")
    .description(
      "the after-action report: with --as, a player enters his airmen's Pilot Log lines for the Wing Commander to verify; without it, the Wing Commander enters and verifies every line, then closes the sortie",
    )
    .option("--as <seat>", "the player entering his own lines: his seat id or his link")
    .option("--sortie <n>", "which open sortie (default: the first)", positiveInt("--sortie"))
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota-lines.js")).reportCommand(opts));

  kota
    .command("verify")
    .description(
      "the Wing Commander: each line the players entered accepted, corrected or refused with a reason; a sortie whose lines are all verified is closed",
    )
    .option("--list", "only list the lines waiting")
    .option("--sortie <n>", "only this sortie's lines", positiveInt("--sortie"))
    .option("--group <id>", "only this group's lines")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota-lines.js")).verifyCommand(opts));

  kota
    .command("league")
    .description("record a league game: its planes, then each airman's line")
    .option(
      "--crew <pilot:plane[:observer[:threes+singles]]>",
      "a plane with its crew (repeat)",
      many,
    )
    .option("--group <id>", "the Wing Commander who verifies it (default: the first)")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota-sortie.js")).leagueCommand(opts));

  kota
    .command("reveal")
    .description("turn over a face-down ground target when an enemy plane comes within long range")
    .argument("<side>", "whose target: allies or central")
    .argument("<n>", "which of that side's targets, from 1")
    .option("--sortie <n>", "which open sortie (default: the first)", positiveInt("--sortie"))
    .option("--target <id>", "the club's own target card turned over (mg, aa, artillery, …)")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (side, n, opts) =>
      (await import("./kota-sortie.js")).revealCommand(side, n, opts),
    );

  kota
    .command("draw")
    .description(
      "cards for the table: landing-crash, takeoff-stall-crash, takeoff-straight-crash, ground-fire, illegal, balloon-explosion, balloon-fire",
    )
    .argument("<kind>", "what the cards are for")
    .option("--plane <pilot>", "the plane, by its pilot's id")
    .option(
      "--counters <n>",
      "flame counters (fire on the ground, a burning balloon)",
      positiveInt("--counters", 20),
    )
    .option(
      "--b-deck",
      "a club without an A deck: twice as many B cards for a crash or fire on the ground",
    )
    .option("--sortie <n>", "which open sortie (default: the first)", positiveInt("--sortie"))
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (kind, opts) => (await import("./kota-sortie.js")).drawCommand(kind, opts));

  kota
    .command("enrol")
    .description("a Wing Commander enrols a player who joined the club during the season")
    .requiredOption("--name <name>", "the new player's name")
    .requiredOption("--side <side>", "allies or central")
    .option("--group <id>", "his group (default: the first)")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota-admin.js")).enrolCommand(opts));

  kota
    .command("undo")
    .description(
      "take back the last step, as the seat that took it (not a step that drew through Sortie's cards, nor an enrolment)",
    )
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota-admin.js")).undoCommand(opts));

  kota
    .command("log")
    .description("the Master Log: the war, the standings, every airman")
    .option(...kotaCampaign)
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota.js")).logCommand(opts));

  kota
    .command("export")
    .description("save the campaign's log to a file")
    .option(...kotaCampaign)
    .option("--out <file>", "where to save it")
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (opts) => (await import("./kota.js")).exportCommand(opts));

  kota
    .command("import")
    .description("load a campaign from a saved log (it becomes the latest)")
    .argument("<file>", "the log file")
    .option(...kotaJson)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .action(async (file, opts) => (await import("./kota.js")).importCommand(file, opts));
}
