/**
 * A finished game's replay controls: step back and forward, to the start or
 * the end, along a slider, or to the first step of any turn. What each step
 * shows (the board as a seat saw it, what happened) is the caller's.
 */
import { type ReactNode, useState } from "react";

interface Props {
  /** Steps to show: the set-up is step 0. */
  count: number;
  /** The game turn a step was taken in (null: none, e.g. the set-up). */
  turnOf: (k: number) => number | null;
  /** What happened in step k, in a line or two. */
  said: (k: number) => ReactNode;
  /** Step k shown. */
  children: (k: number) => ReactNode;
  /** The step shown first (default: the last, the game's end). */
  start?: number;
  label?: string;
}

export function Replay({ count, turnOf, said, children, start, label = "Replay" }: Props) {
  const last = Math.max(0, count - 1);
  const [at, setAt] = useState(Math.min(start ?? last, last));
  const go = (k: number) => setAt(Math.max(0, Math.min(last, k)));
  const turns: { turn: number; from: number }[] = [];
  for (let k = 0; k < count; k++) {
    const t = turnOf(k);
    if (t !== null && !turns.some((x) => x.turn === t)) turns.push({ turn: t, from: k });
  }
  const turn = turnOf(at);
  return (
    <section className="panel replay" aria-label={label}>
      <h2>{label}</h2>
      <div className="row wrap replay-controls">
        <button type="button" className="secondary small" disabled={at === 0} onClick={() => go(0)}>
          « Start
        </button>
        <button
          type="button"
          className="secondary small"
          disabled={at === 0}
          onClick={() => go(at - 1)}
        >
          ◀ Back
        </button>
        <button
          type="button"
          className="secondary small"
          disabled={at === last}
          onClick={() => go(at + 1)}
        >
          Forward ▶
        </button>
        <button
          type="button"
          className="secondary small"
          disabled={at === last}
          onClick={() => go(last)}
        >
          End »
        </button>
        {turns.length > 0 && (
          <label className="row">
            Turn{" "}
            <select
              aria-label="Go to turn"
              value={turn ?? ""}
              onChange={(e) => {
                const t = turns.find((x) => x.turn === Number(e.target.value));
                if (t) go(t.from);
              }}
            >
              {turn === null && <option value="">—</option>}
              {turns.map((t) => (
                <option key={t.turn} value={t.turn}>
                  {t.turn}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <input
        type="range"
        className="replay-slider"
        aria-label="Step"
        min={0}
        max={last}
        value={at}
        onChange={(e) => go(Number(e.target.value))}
      />
      <p className="replay-where" aria-live="polite" data-step={at}>
        <strong>
          {at === 0 ? "The set-up" : `Step ${at} of ${last}`}
          {turn !== null ? ` · turn ${turn}` : ""}
        </strong>
      </p>
      <div className="replay-said">{said(at)}</div>
      {children(at)}
    </section>
  );
}
