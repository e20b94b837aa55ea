/**
 * Line input that works the same for a person at a terminal and for piped,
 * scripted input. At a terminal readline draws the prompt and echoes what is
 * typed (it needs the output stream for that); piped lines are echoed by us
 * so that a transcript reads as a dialogue. Ctrl-C at a terminal ends the
 * input: `ask` answers null and `interrupted` says why.
 */
import { createInterface, type Interface } from "node:readline";

export class LineReader {
  private readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;
  private readonly tty = Boolean(process.stdin.isTTY);
  private stop: (() => void) | null = null;
  private closed = false;
  /** Set when the player pressed Ctrl-C at a terminal. */
  interrupted = false;

  constructor() {
    this.rl = createInterface({
      input: process.stdin,
      output: this.tty ? process.stdout : undefined,
      terminal: this.tty,
    });
    this.rl.on("SIGINT", () => {
      this.interrupted = true;
      this.stop?.();
    });
    this.rl.on("close", () => {
      this.closed = true;
      this.stop?.();
    });
    this.lines = this.rl[Symbol.asyncIterator]();
  }

  /** Shows the prompt and returns the next line, or null when input has ended (or Ctrl-C). */
  async ask(prompt: string): Promise<string | null> {
    if (this.interrupted) return null;
    if (this.tty) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    } else process.stdout.write(prompt);
    const ended = new Promise<null>((resolve) => {
      this.stop = () => resolve(null);
    });
    const next = await Promise.race([this.lines.next(), ended]);
    this.stop = null;
    if (next === null || next.done) {
      process.stdout.write("\n");
      return null;
    }
    if (!this.tty) process.stdout.write(`${next.value}\n`);
    return next.value.trim();
  }

  close(): void {
    if (!this.closed) this.rl.close();
  }
}
