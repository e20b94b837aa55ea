/**
 * An after-action report in progress, kept in the data folder answer by
 * answer, so that Ctrl-C (or a closed terminal) loses nothing: the next
 * `sortie wom after` offers to resume it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataDir } from "../paths.js";
import type { AnswerStore } from "./prompts.js";

interface DraftFile {
  campaign: string;
  mission: number;
  answers: Record<string, string>;
}

const draftPath = (campaign: string) => join(dataDir(), "wom-drafts", `${campaign}.json`);

export class ReportDraft implements AnswerStore {
  private constructor(private readonly file: DraftFile) {}

  /** The draft kept for this campaign's mission, if there is one with answers in it. */
  static find(campaign: string, mission: number): ReportDraft | null {
    try {
      const f = JSON.parse(readFileSync(draftPath(campaign), "utf8")) as DraftFile;
      if (f.campaign !== campaign || f.mission !== mission || typeof f.answers !== "object")
        return null;
      return Object.keys(f.answers).length > 0 ? new ReportDraft(f) : null;
    } catch {
      return null;
    }
  }

  static start(campaign: string, mission: number): ReportDraft {
    return new ReportDraft({ campaign, mission, answers: {} });
  }

  get size(): number {
    return Object.keys(this.file.answers).length;
  }

  get(key: string): string | undefined {
    return Object.hasOwn(this.file.answers, key) ? this.file.answers[key] : undefined;
  }

  set(key: string, line: string): void {
    this.file.answers[key] = line;
    this.save();
  }

  forget(prefix: string): void {
    for (const k of Object.keys(this.file.answers))
      if (k.startsWith(prefix)) delete this.file.answers[k];
    this.save();
  }

  /** The report was stored: the draft has done its work. */
  discard(): void {
    rmSync(draftPath(this.file.campaign), { force: true });
  }

  private save(): void {
    const path = draftPath(this.file.campaign);
    mkdirSync(join(dataDir(), "wom-drafts"), { recursive: true });
    writeFileSync(path, `${JSON.stringify(this.file, null, 1)}\n`);
  }
}
