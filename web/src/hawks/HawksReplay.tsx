/**
 * A finished Hawks over Malta game replayed step by step: its log fetched
 * whole (any link may read it once the game is over) and played again with
 * the engine; the board at each step as this seat saw it then, what happened.
 */
import { useEffect, useState } from "react";
import { hawksOverMalta } from "../../../src/games/hawks-over-malta/rules.js";
import type { HawksAction, HawksState } from "../../../src/games/hawks-over-malta/state.js";
import { ErrorNote } from "../shared/ErrorNote";
import { Replay } from "../shared/Replay";
import { fetchRecord, type ReplayStep, replaySteps } from "../shared/replaySteps";
import { Board } from "./Board";

const SIDE: Record<string, string> = { axis: "Axis", british: "RAF" };
type Steps = ReplayStep<HawksState, HawksAction>[];

export default function HawksReplay({
  token,
  seat,
  seq,
}: {
  token: string;
  seat: string | null;
  seq: number;
}) {
  const [steps, setSteps] = useState<Steps | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: seq: the log is read again when the game moves on.
  useEffect(() => {
    let gone = false;
    fetchRecord(token)
      .then((r) =>
        setTimeout(() => {
          if (gone) return;
          try {
            setSteps(replaySteps(hawksOverMalta, r as never) as Steps);
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          }
        }, 0),
      )
      .catch((e) => !gone && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      gone = true;
    };
  }, [token, seq]);
  if (error) return <ErrorNote error={`The game's replay could not be built: ${error}`} />;
  if (!steps) return <p className="muted">Reading the game's log…</p>;
  const view = (k: number) => hawksOverMalta.view(steps[k].state, seat);
  return (
    <Replay
      label="Replay of the game"
      count={steps.length}
      turnOf={(k) => (k === 0 ? null : steps[k].state.turn)}
      said={(k) => {
        const e = steps[k].entry;
        const events = view(k).events;
        return (
          <>
            {e && (
              <p>
                {SIDE[e.seat] ?? e.seat}: {hawksOverMalta.describe(e.action)}
              </p>
            )}
            {events.length > 0 && (
              <ul className="small">
                {events.map((x, i) => (
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
        <div className="hawks-replay-board">
          <Board view={view(k)} targets={[]} onTarget={() => {}} />
        </div>
      )}
    </Replay>
  );
}
