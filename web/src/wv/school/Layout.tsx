/**
 * A lesson's page below its introduction: the turns told so far, the board,
 * and the turn at hand with what just happened above its controls. On a
 * desktop the board stands beside the text; on a phone it comes between the
 * earlier turns and the controls, so the last sentence, the controls and
 * the board above them are read together.
 */
import type { ReactNode } from "react";

export interface Said {
  /** "Turn 2", "Look 3"; none: the sentence alone. */
  label?: string;
  text: string;
}

function Line({ s }: { s: Said }) {
  return (
    <>
      {s.label && <strong>{s.label}.</strong>} {s.text}
    </>
  );
}

export function LessonLayout({
  said,
  board,
  status,
  children,
}: {
  said: Said[];
  board: ReactNode;
  /** A line above the turns (the plane's level, speed and throttle). */
  status?: string;
  children: ReactNode;
}) {
  const last = said[said.length - 1];
  const earlier = said.slice(0, -1);
  return (
    <div className="wv-school-lesson">
      <section className="panel wv-school-earlier" aria-label="The lesson so far">
        {status && <p className="muted small">{status}</p>}
        {earlier.length > 0 ? (
          <ol className="wv-school-said">
            {earlier.map((s, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one sentence per step, in order.
              <li key={k} data-said={k + 1}>
                <Line s={s} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted small">{last ? "" : "Nothing flown yet."}</p>
        )}
      </section>
      <div className="wv-school-board">{board}</div>
      <section className="panel wv-school-steps" aria-label="The step at hand">
        {last && (
          <p className="wv-school-last" data-said={said.length} aria-live="polite">
            <Line s={last} />
          </p>
        )}
        {children}
      </section>
    </div>
  );
}
