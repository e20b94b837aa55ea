/**
 * A finished fight told and replayed: its log fetched whole (open to every
 * link once the fight is over) and played again with the engine; the
 * account of the fight, then the board step by step as this seat saw it.
 */
import { useEffect, useState } from "react";
import { ErrorNote } from "../../shared/ErrorNote";
import { Replay } from "../../shared/Replay";
import { fetchRecord } from "../../shared/replaySteps";
import { Board } from "../Board";
import { SIDE_NAMES } from "../names";
import { FightAccount } from "./FightAccount";
import { describeStep, type Fight, readFight, viewAt } from "./fight";

export default function FightStory({
  token,
  seat,
  seq,
}: {
  token: string;
  seat: string | null;
  /** The game's last entry: a take-back or a late step reads the log again. */
  seq: number;
}) {
  const [fight, setFight] = useState<Fight | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: seq: the log is read again when the game moves on (an undo of its last step).
  useEffect(() => {
    let gone = false;
    setError(null);
    fetchRecord(token)
      .then((r) => {
        // A long log is replayed once the page has drawn.
        setTimeout(() => {
          if (gone) return;
          try {
            setFight(readFight(r));
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          }
        }, 0);
      })
      .catch((e) => !gone && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      gone = true;
    };
  }, [token, seq]);
  if (error) return <ErrorNote error={`The fight's replay could not be built: ${error}`} />;
  if (!fight) return <p className="muted">Reading the fight's log…</p>;
  const f = fight;
  return (
    <>
      <FightAccount account={f.account} />
      <Replay
        label="Replay of the fight"
        count={f.steps.length}
        turnOf={(k) => (k === 0 ? null : f.steps[k].state.turn)}
        said={(k) => {
          const e = f.steps[k].entry;
          const v = viewAt(f, k, seat);
          return (
            <>
              {e && (
                <p>
                  {SIDE_NAMES[e.seat as keyof typeof SIDE_NAMES] ?? e.seat}:{" "}
                  {describeStep(e.action)}
                </p>
              )}
              {v.events.length > 0 && (
                <ul className="small wv-replay-events">
                  {v.events.map((x, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one step's events, in order.
                    <li key={i}>{x}</li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      >
        {(k) => (
          <div className="wv-replay-board">
            <Board view={viewAt(f, k, seat)} preview={null} busy />
          </div>
        )}
      </Replay>
    </>
  );
}
