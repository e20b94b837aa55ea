/** Where game logs are written and read. */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { toLogFile } from "../engine/logfile.js";
import type { Match } from "../engine/match.js";
import { dataDir } from "../paths.js";
import { badFile } from "./errors.js";

export function defaultLogPath(system: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return join(dataDir(), "logs", `${system}-${stamp}.json`);
}

export function saveLog(match: Match<unknown, unknown, unknown>, path: string): string {
  const full = resolve(path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, `${JSON.stringify(toLogFile(match), null, 1)}\n`);
  return full;
}

export function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw badFile(
      code === "ENOENT"
        ? `no such file: ${path}`
        : code === "EISDIR"
          ? `${path} is a folder, not a log`
          : `cannot read ${path}`,
    );
  }
}

/** A JSON file's value (`what` names it in the message: "box file"); a file that cannot be read or parsed, exit code 1. */
export function readJson(file: string, what: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw badFile(`the ${what} ${file} is not JSON: ${(e as Error).message}`);
  }
}
