/**
 * What a campaign page shows above its step, and its log: the outcome once
 * it is over, the last error, the die asked for; each log line with its rolls.
 */
import type { ReactNode } from "react";
import type { LogLine, Need } from "../api";
import { DicePrompt } from "./DicePrompt";
import { ErrorNote } from "./ErrorNote";
import { type Explain, RollList } from "./RollList";

export function GameNotices({
  g,
}: {
  g: {
    game: { outcome: { summary: string } | null } | null;
    error: string | null;
    asking: Need | null;
    roll: (v: number) => void;
    cancelRoll: () => void;
  };
}) {
  return (
    <>
      {g.game?.outcome && (
        <section className="panel game-over">
          <h2>{g.game.outcome.summary}</h2>
        </section>
      )}
      <ErrorNote error={g.error} />
      {g.asking && <DicePrompt need={g.asking} onRoll={g.roll} onCancel={g.cancelRoll} />}
    </>
  );
}

/** The log, newest first; `who` adds a note after a line's text (say, whose step it was). */
export function GameLog({
  title,
  log,
  explain,
  who,
}: {
  title: string;
  log: LogLine[];
  explain?: Explain;
  who?: (l: LogLine) => ReactNode;
}) {
  return (
    <section className="panel no-print" aria-label={title}>
      <h2>{title}</h2>
      <ol className="log" reversed>
        {[...log].reverse().map((l) => (
          <li key={l.seq}>
            <strong>{l.text}</strong>
            {who?.(l)}
            <RollList rolls={l.rolls} explain={explain} />
          </li>
        ))}
      </ol>
    </section>
  );
}
