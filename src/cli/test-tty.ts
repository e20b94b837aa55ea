/**
 * Test support: the built `sortie` command at a real terminal, a
 * pseudo-terminal made by tmux (its own server socket), keys sent one by one
 * and the screen read back. `hasTmux` says whether tests can run here.
 */
import { spawnSync } from "node:child_process";
import { expect } from "vitest";
import { BIN } from "../paths.js";

export const hasTmux = spawnSync("tmux", ["-V"]).status === 0;

const quote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

export function tmuxTerminal(name: string, dataDir: string) {
  const socket = `sortie-${name}-test-${process.pid}`;
  const tmux = (...args: string[]) =>
    spawnSync("tmux", ["-L", socket, ...args], { encoding: "utf8", timeout: 10000 });

  /** Starts `sortie ARGS` in a fresh 120 × 40 terminal; the pane stays after it exits, showing `[exit N]`. */
  function start(session: string, args: string[]) {
    const cmd = `env NO_COLOR=1 SORTIE_DATA_DIR=${quote(dataDir)} ${quote(process.execPath)} ${quote(BIN)} ${args.map(quote).join(" ")}; echo "[exit $?]"; sleep 120`;
    const r = tmux("new-session", "-d", "-x", "120", "-y", "40", "-s", session, cmd);
    expect(r.status, r.stderr).toBe(0);
  }

  const screen = (session: string) =>
    tmux("capture-pane", "-p", "-J", "-S", "-400", "-t", session).stdout;

  /** Waits until the screen shows `pattern` (the CLI starts slowly on a busy machine). */
  async function waitFor(session: string, pattern: RegExp, ms = 30000): Promise<string> {
    const until = Date.now() + ms;
    for (;;) {
      const text = screen(session);
      if (pattern.test(text)) return text;
      if (Date.now() > until)
        throw new Error(`the screen never showed ${pattern}; it shows:\n${text}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Types the text (literally, no Enter). */
  const type = (session: string, text: string) => tmux("send-keys", "-t", session, "-l", text);
  const key = (session: string, keyName: string) => tmux("send-keys", "-t", session, keyName);

  /** Types one answer and Enter, then waits for the screen to show `next`. */
  async function answer(session: string, text: string, next: RegExp) {
    if (text) type(session, text);
    key(session, "Enter");
    await waitFor(session, next);
  }

  /** Ends the terminals' tmux server. */
  const close = () => {
    if (hasTmux) tmux("kill-server");
  };

  return { start, screen, waitFor, type, key, answer, close };
}
