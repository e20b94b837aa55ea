/**
 * Questions asked in the terminal, each checked as it is answered and asked
 * again on a slip. A question with a key may be kept in a draft: its answer
 * is saved as soon as it is given, and when the draft is resumed the answer
 * is shown again instead of asked.
 */
import { InputEnded } from "./dice-prompt.js";
import type { LineReader } from "./input.js";
import { color as c } from "./style.js";

export const say = (lines: string | string[]) =>
  process.stdout.write(`${([] as string[]).concat(lines).join("\n")}\n`);

/** Where kept answers live: read back on resume, written after each answer. */
export interface AnswerStore {
  get(key: string): string | undefined;
  set(key: string, line: string): void;
  forget(prefix: string): void;
}

/** A checked answer, or what is wrong with the line typed. */
export type Parsed<T> = { ok: T } | { error: string };

export class Prompter {
  constructor(
    readonly reader: LineReader,
    private readonly kept: AnswerStore | null = null,
  ) {}

  /** Asks until `parse` accepts the line. */
  async ask<T>(prompt: string, parse: (line: string) => Parsed<T>, key?: string): Promise<T> {
    const old = key !== undefined ? this.kept?.get(key) : undefined;
    if (old !== undefined) {
      const p = parse(old);
      if ("ok" in p) {
        say(`${prompt}${c.dim(old === "" ? "(default)" : old)}`);
        return p.ok;
      }
    }
    for (;;) {
      const line = await this.reader.ask(prompt);
      if (line === null) throw new InputEnded();
      const p = parse(line);
      if ("ok" in p) {
        if (key !== undefined) this.kept?.set(key, line);
        return p.ok;
      }
      say(c.red(`  ${p.error}`));
    }
  }

  /** Forgets kept answers whose key starts with `prefix` (to ask them again). */
  forget(prefix: string): void {
    this.kept?.forget(prefix);
  }

  int(prompt: string, min: number, max: number, dflt?: number, key?: string): Promise<number> {
    const shown = `${prompt}${dflt !== undefined ? c.dim(` [${dflt}]`) : ""}: `;
    return this.ask<number>(
      shown,
      (line) => {
        if (line === "" && dflt !== undefined) return { ok: dflt };
        const v = Number(line);
        if (/^-?\d+$/.test(line) && v >= min && v <= max) return { ok: v };
        return {
          error:
            min === max
              ? `Only ${min} is possible here.`
              : `A whole number from ${min} to ${max}, please.`,
        };
      },
      key,
    );
  }

  yes(prompt: string, dflt: boolean, key?: string): Promise<boolean> {
    return this.ask<boolean>(
      `${prompt} ${c.dim(dflt ? "[Y/n]" : "[y/N]")} `,
      (raw) => {
        const line = raw.toLowerCase();
        if (line === "") return { ok: dflt };
        if (line === "y" || line === "yes") return { ok: true };
        if (line === "n" || line === "no") return { ok: false };
        return { error: "y or n, please." };
      },
      key,
    );
  }

  choice<T extends string>(
    prompt: string,
    choices: readonly T[],
    dflt?: T,
    key?: string,
  ): Promise<T> {
    return this.ask<T>(
      `${prompt} ${c.dim(`(${choices.join("/")})${dflt ? ` [${dflt}]` : ""}`)}: `,
      (line) => {
        if (line === "" && dflt) return { ok: dflt };
        const hit = choices.find((x) => x === line.toLowerCase());
        return hit ? { ok: hit } : { error: `One of ${choices.join(", ")}, please.` };
      },
      key,
    );
  }

  text(prompt: string, key?: string): Promise<string> {
    return this.ask(prompt, (line) => ({ ok: line }), key);
  }
}
