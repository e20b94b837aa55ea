/**
 * The spotting lesson: a Camel looks for an Albatros at 0, 3, 5 and 6
 * MegaHexes; each look is the engine's sight check and Spotting Test on the
 * lesson's set face, told in a sentence. An enemy not seen is drawn as its
 * position marker only.
 */
import { useState } from "react";
import { flightAt } from "../../../../src/games/winged-victory/flight/manoeuvres.js";
import {
  hexAway,
  SPOTTER_PLANE,
  SPOTTING_LOOKS,
  type SpotAnswer,
  spotAt,
  spotterHex,
} from "../../../../src/games/winged-victory/spotting/lessons.js";
import { Board } from "../Board";
import { LessonLayout } from "./Layout";
import { pieceAt, schoolView } from "./view";

const ENEMY = "albatros-d5";

/** One sentence for a look. */
export function spotWords(a: SpotAnswer): string {
  const d = a.check.distance;
  const away = `${d} MegaHex${d === 1 ? "" : "es"} away`;
  switch (a.check.kind) {
    case "same-megahex":
      return "The Albatros is in your own MegaHex: a plane that close is seen at once, with no test.";
    case "out-of-range":
      return `${away} is beyond the ${a.range} MegaHexes a pilot can see: there is nothing to roll, and the Albatros stays a hidden marker.`;
    case "test":
      if (a.icon === "ii")
        return `${away}: the ${a.die} die shows ii, which sees anything within the spotting range of ${a.range}: spotted.`;
      if (a.icon === "i")
        return a.seen
          ? `${away}: a Spotting Test on the Camel's ${a.die} die (an expert pilot moves it no step); it shows i, which sees up to ${a.shortSight} MegaHexes: spotted.`
          : `${away}: the ${a.die} die shows i, but one stroke sees no further than ${a.shortSight} MegaHexes: still unseen.`;
      return `${away}: the ${a.die} die shows a cross: unseen.`;
    default:
      return `${away}: hidden (${a.check.reason}).`;
  }
}

export function SpotLesson({ onPass }: { onPass: () => void }) {
  // The look at hand, and whether its answer is out (then the board shows it, and the next look is a tap away).
  const [k, setK] = useState(0);
  const [answered, setAnswered] = useState(false);
  const answers = SPOTTING_LOOKS.slice(0, k + (answered ? 1 : 0)).map(spotAt);
  const look = SPOTTING_LOOKS[k];
  const last = k === SPOTTING_LOOKS.length - 1;
  const seen = answered && answers[k].seen;
  const level = spotterHex().level;
  const camel = pieceAt("A1", "allies", SPOTTER_PLANE, spotterHex(), "E", flightAt(level, 5), 6);
  const enemy = {
    ...pieceAt("G1", "germans", ENEMY, hexAway(look.distance), "W", flightAt(level, 5), 5),
    marker: !seen,
  };
  const roll = look.face !== undefined && look.distance <= 5 && look.distance > 0;
  return (
    <LessonLayout
      said={answers.map((a, n) => ({ label: `Look ${n + 1}`, text: spotWords(a) }))}
      board={<Board view={schoolView("Spotting", [camel, enemy], "A1")} preview={null} fit />}
    >
      {!(last && answered) && (
        <div className="wv-school-ask" data-turn={k + 1}>
          <h2>
            Look {k + 1} of {SPOTTING_LOOKS.length}
          </h2>
          <p>
            The Albatros is {look.distance} MegaHex{look.distance === 1 ? "" : "es"} from your
            Camel: the board shows both; tick MegaHexes on it to count them.
          </p>
          {answered ? (
            <button
              type="button"
              className="act"
              onClick={() => {
                setK(k + 1);
                setAnswered(false);
              }}
            >
              Next look
            </button>
          ) : (
            <button
              type="button"
              className="act"
              onClick={() => {
                setAnswered(true);
                if (last) onPass();
              }}
            >
              {roll ? "Roll the spotting die" : "Look"}
            </button>
          )}
        </div>
      )}
      {last && answered && <p className="wv-school-passed">✓ Lesson passed.</p>}
    </LessonLayout>
  );
}
