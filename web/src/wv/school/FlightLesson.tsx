/**
 * A flight lesson, turn by turn: the player sets the throttle the turn asks
 * for and picks its manoeuvre; the flight computer flies it, the board shows
 * the path and the plane where it ends, and a sentence says what happened
 * with its numbers. Another choice is answered with why not.
 */
import { useState } from "react";
import {
  HEALTHY_ENGINE,
  throttleProblem,
} from "../../../../src/games/winged-victory/flight/energy.js";
import { parseTurn } from "../../../../src/games/winged-victory/flight/flight.js";
import {
  flyLesson,
  type FlightLesson as Lesson,
  lessonStart,
} from "../../../../src/games/winged-victory/flight/lessons.js";
import {
  checkMove,
  DEFAULT_FLIGHT_OPTIONS,
  FIT,
  levelOfFlight,
} from "../../../../src/games/winged-victory/flight/manoeuvres.js";
import { bandOf } from "../../../../src/games/winged-victory/planes/plane.js";
import { getPlane } from "../../../../src/games/winged-victory/planes/planes.js";
import { Board } from "../Board";
import { moveLabel } from "../names";
import { askFor, explainTurn } from "./explain";
import { LessonLayout } from "./Layout";
import { flown, pathOf, pieceAt, schoolView } from "./view";

export function FlightLesson({ lesson, onPass }: { lesson: Lesson; onPass: () => void }) {
  const plane = getPlane(lesson.plane);
  const [done, setDone] = useState(0);
  const turns = flyLesson(lesson, done);
  const inForce = turns.length ? turns[turns.length - 1].throttle : lesson.start.throttle;
  const [pip, setPip] = useState(lesson.start.throttle);
  const [hint, setHint] = useState<string | null>(null);

  // The plane on the board: its start, then each turn flown.
  const s = lesson.start;
  let piece = pieceAt(
    "A1",
    "allies",
    lesson.plane,
    { col: s.col, level: s.level },
    s.heading,
    lessonStart(lesson),
    s.throttle,
  );
  const said: string[] = [];
  let last = null;
  for (const t of turns) {
    said.push(explainTurn(plane, piece.flight, t));
    last = pathOf(piece, t.result, t.name);
    piece = flown(piece, t.result, t.throttle);
  }
  const over = done >= lesson.turns.length;
  const turn = lesson.turns[done];
  const options = { ...DEFAULT_FLIGHT_OPTIONS, ...lesson.options, ...turn?.options };
  const band = bandOf(Math.max(1, levelOfFlight(piece.flight)));
  const top = Math.max(...Object.values(plane.maxLevelSpeed));

  function setThrottle(v: number) {
    const why = throttleProblem(plane, band, HEALTHY_ENGINE, v, options.anyThrottle);
    if (why) return setHint(`Not ${v}: ${why}.`);
    setHint(null);
    setPip(v);
  }

  function fly(move: string) {
    if (!turn) return;
    const want = turn.throttle ?? inForce;
    if (pip !== want) return setHint(`First set the throttle to ${want}, as this turn asks.`);
    if (move !== turn.move) {
      const why = checkMove(plane, piece.flight, FIT, options, parseTurn(move).move);
      return setHint(
        `Not this turn: it asks for ${moveLabel(turn.move)}.${why ? ` (And here a ${moveLabel(move)} cannot be flown: ${why}.)` : ""}`,
      );
    }
    setHint(null);
    setDone(done + 1);
    if (done + 1 >= lesson.turns.length) onPass();
  }

  return (
    <LessonLayout
      said={said.map((text, k) => ({ label: `Turn ${k + 1}`, text }))}
      status={`${plane.name} · level ${levelOfFlight(piece.flight)} · speed ${piece.flight.speed} · throttle ${piece.throttle}`}
      board={<Board view={schoolView(lesson.title, [piece], "A1")} preview={last} />}
    >
      {turn && (
        <div className="wv-school-ask" data-turn={done + 1}>
          <h2>
            Turn {done + 1} of {lesson.turns.length}
          </h2>
          <p>{askFor(turn.move, turn.throttle, lesson.grounded)}</p>
          <fieldset className="wv-school-throttle">
            <legend>Throttle pip</legend>
            {Array.from({ length: top + 1 }, (_, v) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the settings 0 to the top.
                key={v}
                type="button"
                className={v === pip ? "act" : "secondary"}
                aria-pressed={v === pip}
                onClick={() => setThrottle(v)}
              >
                {v}
              </button>
            ))}
          </fieldset>
          <fieldset className="wv-school-moves">
            <legend>Manoeuvre</legend>
            {lesson.offered.map((m) => (
              <button key={m} type="button" className="secondary" onClick={() => fly(m)}>
                {lesson.grounded && m === "level" ? "roll along the field" : moveLabel(m)}
              </button>
            ))}
          </fieldset>
        </div>
      )}
      {hint && (
        <p role="alert" className="wv-school-hint">
          {hint}
        </p>
      )}
      {over && <p className="wv-school-passed">✓ Lesson passed.</p>}
    </LessonLayout>
  );
}
