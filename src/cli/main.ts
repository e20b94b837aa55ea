/**
 * `sortie`: the command line. Command groups load their code only when run,
 * so `sortie --help` answers at once.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Command, CommanderError } from "commander";
import { ROOT } from "../paths.js";
import { addConvoyCommands } from "./commands-convoy.js";
import { addHawksCommands } from "./commands-hawks.js";
import { addKotaCommands } from "./commands-kota.js";
import { addWomCommands } from "./commands-wom.js";
import { addWvCommands } from "./commands-wv.js";
import { CliError } from "./errors.js";
import { port } from "./options.js";
import { addWvCareerCommands } from "./wv-career-commands.js";

/** The version of this install, from its package.json. */
const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  version: string;
};

const program = new Command("sortie")
  .description("Air-war tabletop systems in the browser and the terminal.")
  .version(version, "-V, --version", "print the version of Sortie")
  .showSuggestionAfterError(false)
  .exitOverride()
  .configureOutput({ outputError: () => {} });

addConvoyCommands(program);

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

addHawksCommands(program);
addWomCommands(program);
addKotaCommands(program);
addWvCommands(program);
addWvCareerCommands(program);

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
