/**
 * `sortie wv career` — the Squadron Career between dogfights. Added to the
 * `wv` group; the commands load their code only when run.
 */
import type { Command } from "commander";
import { seed } from "./options.js";

const CAREER_HELP = `
A career is a squadron followed through the war: each mission is rolled,
briefed, crewed, flown (in Sortie or on the table) and reported.

  sortie wv career new --corps rfc --role fighter --start 1917-06-01
  sortie wv career brief                 the mission and its briefing
  sortie wv career crews --yes           keep the proposed crews
  sortie wv career crews B1001=a3 B1002=a5
  sortie wv career fly                   fly it in Sortie (the browser)
  sortie wv career report --from-game    read the finished fight back
  sortie wv career report                the after-action report, asked
  sortie wv career report --file r.json --yes
  sortie wv career roster                the squadron record

A report file: {"accomplished": true, "planes": [{"plane": "B1001",
"fate": "landed", "where": "no-mans-land", "damaged": false,
"crew": ["wounded"]}], "claims": [{"by": "a3", "enemy": 0, "fate":
"downed", "where": "enemy"}], "fled": [1]}  (fate: home, fled, landed,
downed; where: own, no-mans-land, enemy; enemy: the briefing's number − 1)

The tables are reconstructed: \`sortie wv career tables --out t.json\`,
type in the printed values, and start with --tables t.json.
`;

export function addWvCareerCommands(program: Command): void {
  const wv = program.commands.find((x) => x.name() === "wv");
  if (!wv) return;
  const career = wv
    .command("career")
    .description("the Squadron Career: a squadron through the war, between dogfights")
    .addHelpText("after", CAREER_HELP)
    .exitOverride()
    .configureOutput({ outputError: () => {} });
  const sub = (name: string, description: string) =>
    career
      .command(name)
      .description(description)
      .exitOverride()
      .configureOutput({ outputError: () => {} });
  const pick = [
    "--career <id>",
    "which career (its id or the start of it; default: the latest)",
  ] as const;
  const load = () => import("./wv-career.js");

  sub("new", "raise a squadron and print its link")
    .option("--squadron <name>", "the squadron's name")
    .option("--corps <corps>", "rfc (RFC, then RAF) or luftstreitkrafte", "rfc")
    .option("--role <role>", "fighter, two-seater or bomber (RFC only)", "fighter")
    .option("--start <date>", "first day, YYYY-MM-DD, 1916-01-01 to 1918-11-11", "1917-06-01")
    .option("--end <date>", "last day (default: the Armistice, 1918-11-11)")
    .option("--tables <file>", "a career tables file (printed values typed in)")
    .option("--manual-dice", "roll real dice and type each value in")
    .option("--seed <n>", "seed Sortie's dice", seed)
    .option("--url <address>", "the web app's public address for the link")
    .action(async (opts) => (await load()).newCommand(opts));
  sub("brief", "roll the next mission (if due) and print its briefing")
    .option(...pick)
    .action(async (opts) => (await load()).briefCommand(opts));
  sub("crews", "name the crews: PLANE=PILOT[+GUNNER…] each, or keep the proposed ones")
    .argument("[crew...]", "e.g. B1001=a3 (a two-seater: B1001=a3+a9)")
    .option(...pick)
    .option("--yes", "keep the proposed crews without asking")
    .action(async (crews, opts) => (await load()).crewsCommand(crews, opts));
  sub("fly", "fly the mission as a Winged Victory game in Sortie: print its links")
    .option(...pick)
    .option("--url <address>", "the web app's public address for the links")
    .action(async (opts) => (await load()).flyCommand(opts));
  sub("report", "enter the after-action report and confirm it (its dice are rolled)")
    .option(...pick)
    .option("--file <file>", "the report as JSON instead of questions")
    .option("--from-game", "read it from the mission's finished game (sortie wv career fly)")
    .option("--yes", "confirm without asking")
    .action(async (opts) => (await load()).reportCommand(opts));
  sub("roster", "the squadron record: airmen and hangar")
    .option(...pick)
    .option("--json", "the whole view as JSON")
    .action(async (opts) => (await load()).rosterCommand(opts));
  sub("airman", "one airman's record")
    .argument("<id>", "the airman's id (a3) or name")
    .option(...pick)
    .option("--rename <name>", "give the airman a new name")
    .action(async (id, opts) => (await load()).airmanCommand(id, opts));
  sub("re-equip", "re-equip the squadron with another type in service")
    .argument("<plane>", "the plane's id (sortie wv planes)")
    .option(...pick)
    .action(async (plane, opts) => (await load()).reequipCommand(plane, opts));
  sub("tables", "print the reconstructed career tables (a tables file to edit)")
    .option("--out <file>", "save them to a file")
    .action(async (opts) => (await load()).tablesCommand(opts));
  sub("import", "load a career from a saved log (it becomes the latest)")
    .argument("<file>", "a log saved by `export` or by the web app")
    .action(async (file) => (await load()).importCommand(file));
  sub("export", "save the career's log to a file")
    .option(...pick)
    .option("--out <file>", "where to save it")
    .action(async (opts) => (await load()).exportCommand(opts));
}
