/** Test support: runs the built `sortie` command as a player would, without colours. */
import { spawnSync } from "node:child_process";
import { BIN } from "../paths.js";

export function sortie(args: string[], input = "", env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: 120000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
