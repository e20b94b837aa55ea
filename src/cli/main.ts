/**
 * `sortie`: the command line. Command groups load their code only when run,
 * so `sortie --help` answers at once.
 */
import { Command, CommanderError } from "commander";
import { CliError } from "./errors.js";
import { port, positiveInt, seed } from "./options.js";
import { FLY_HELP } from "./wv-help.js";

const program = new Command("sortie")
  .description("Air-war tabletop systems in the browser and the terminal.")
  .showSuggestionAfterError(false)
  .exitOverride()
  .configureOutput({ outputError: () => {} });

const convoy = program
  .command("convoy")
  .description("Malta Convoy (Operation Pedestal, August 1942): solo play, replays and simulations")
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
    20000,
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

program
  .command("serve")
  .description("start the web app and its API (PORT, HOST, DATABASE_URL, SORTIE_DATA_DIR)")
  .option("--port <n>", "port to listen on (default: PORT or 3000)", port)
  .option("--host <h>", "address to listen on (0.0.0.0 to let a group in)")
  .option("--no-build", "do not build the web app even if it is missing")
  .exitOverride()
  .configureOutput({ outputError: () => {} })
  .action(async (opts) => {
    const { startServer } = await import("../server/main.js");
    await startServer({
      port: opts.port ?? port(process.env.PORT ?? "3000"),
      host: opts.host ?? process.env.HOST ?? "127.0.0.1",
      build: opts.build,
    });
  });

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
  .option("--docs [file]", "write the table into the docs page (default docs/hawks-over-malta.md)")
  .option("--json", "print one JSON object instead of the report")
  .exitOverride()
  .configureOutput({ outputError: () => {} })
  .action(async (opts) => (await import("./hawks-balance.js")).hawksBalanceCommand(opts));

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
  .option("--group <id:Name>", "a group with its own Wing Commander (repeat for several)", many)
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
  .description("list an ace's abilities to choose from, or choose one (Toughness draws its cards)")
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
  .action(async (side, n, opts) => (await import("./kota-sortie.js")).revealCommand(side, n, opts));

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
  .option("--b-deck", "a club without an A deck: twice as many B cards for a crash")
  .option("--sortie <n>", "which open sortie (default: the first)", positiveInt("--sortie"))
  .option(...kotaCampaign)
  .option(...kotaJson)
  .exitOverride()
  .configureOutput({ outputError: () => {} })
  .action(async (kind, opts) => (await import("./kota-sortie.js")).drawCommand(kind, opts));

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
    "a scenario (head-on, shake-him-off, turning-fight, two-on-two, storm-front) or a generated mission (random, random-1916, random-1917)",
  )
  .requiredOption("--allies <p>", "the Allied player: random or greedy")
  .requiredOption("--germans <p>", "the German player: random or greedy")
  .requiredOption("--games <n>", "how many games", positiveInt("--games", 1e7))
  .option("--seed <n>", "seed of the whole run", seed, 1)
  .option("--json", "print one JSON object instead of the report")
  .exitOverride()
  .configureOutput({ outputError: () => {} })
  .action(async (opts) => (await import("./wv-sim.js")).wvSimCommand(opts));

wv.command("planes")
  .description("the planes with their key figures")
  .option("--plane-file <file>", "also list the planes of your own plane file")
  .option("--json", "print the full plane files (an array)")
  .exitOverride()
  .configureOutput({ outputError: () => {} })
  .action(async (opts) => (await import("./wv.js")).planesCommand(opts));

/** Commander's messages start with "error: "; ours read as one plain sentence. */
function oneLine(message: string): string {
  return message.replace(/^error:\s*/i, "").split("\n")[0];
}

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    if (
      e.code === "commander.helpDisplayed" ||
      e.code === "commander.version" ||
      e.exitCode === 0
    ) {
      process.exit(0);
    }
    if (e.code === "commander.help") process.exit(0);
    process.stderr.write(`sortie: ${oneLine(e.message)}\n`);
    process.exit(2);
  }
  if (e instanceof CliError) {
    process.stderr.write(`sortie: ${e.message}\n`);
    process.exit(e.exitCode);
  }
  process.stderr.write(
    `sortie: unexpected failure: ${e instanceof Error ? e.message : String(e)}\n`,
  );
  process.exit(1);
}
