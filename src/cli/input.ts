/** Line input that works the same for a person at a terminal and for piped, scripted input. */
import { createInterface, type Interface } from "node:readline";

export class LineReader {
  private readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;
  private readonly tty = Boolean(process.stdin.isTTY);

  constructor() {
    this.rl = createInterface({ input: process.stdin, terminal: this.tty });
    this.lines = this.rl[Symbol.asyncIterator]();
  }

  /** Shows the prompt and returns the next line, or null when input has ended. */
  async ask(prompt: string): Promise<string | null> {
    process.stdout.write(prompt);
    const next = await this.lines.next();
    if (next.done) {
      process.stdout.write("\n");
      return null;
    }
    // Piped input is not echoed by a terminal: echo it so the transcript reads as a dialogue.
    if (!this.tty) process.stdout.write(`${next.value}\n`);
    return next.value.trim();
  }

  close(): void {
    this.rl.close();
  }
}
