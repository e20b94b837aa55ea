/**
 * The first-shot lesson: out of range at the start, a turn of level flight
 * closes in, then a short or a long burst; the engine gives the range, the
 * aspect, the die and its modifiers, and the board draws the shot's line in
 * the die's colour.
 */
import { useState } from "react";
import {
  FIRST_SHOT,
  fireAt,
  flyBoth,
  gapOf,
  type ShotAnswer,
  type ShotLessonState,
  shotLessonStart,
} from "../../../../src/games/winged-victory/combat/lessons.js";
import { flightAt } from "../../../../src/games/winged-victory/flight/manoeuvres.js";
import type { ShotCost } from "../../../../src/games/winged-victory/view/view.js";
import { Board } from "../Board";
import { hexCount } from "../names";
import { LessonLayout } from "./Layout";
import { pieceAt, schoolView } from "./view";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** One sentence for a shot. */
export function shotWords(s: ShotLessonState, a: ShotAnswer): string {
  if (!a.shot)
    return `The Albatros is ${hexCount(gapOf(s))} ahead, beyond the ${a.reach} Hexes a forward gun reaches: no shot yet.`;
  const mods = a.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(", ");
  const steps = a.modifiers.reduce((n, m) => n + m.value, 0);
  return `Range ${a.shot.range}, seeing its tail (${a.shot.aspect} aspect): the Camel's gun rolls the ${a.baseDie} die${mods ? `, moved by ${mods} (${signed(steps)} in all), so the ${a.die} die` : ""}; it shows ${a.result}: ${a.hit ? "a hit" : "a miss"}${a.jammed ? ", and a long burst scoring just 1 damage jams the guns" : ""}.`;
}

export function ShotLesson({ onPass }: { onPass: () => void }) {
  const [s, setS] = useState<ShotLessonState>(shotLessonStart);
  const [said, setSaid] = useState<string[]>([]);
  const [fired, setFired] = useState<ShotAnswer | null>(null);
  const level = FIRST_SHOT.level;
  const camel = pieceAt(
    "A1",
    "allies",
    FIRST_SHOT.shooter,
    s.shooter,
    FIRST_SHOT.heading,
    flightAt(level, FIRST_SHOT.shooterSpeed),
    FIRST_SHOT.shooterSpeed,
  );
  const albatros = pieceAt(
    "G1",
    "germans",
    FIRST_SHOT.target,
    s.target,
    FIRST_SHOT.heading,
    flightAt(level, FIRST_SHOT.targetSpeed),
    FIRST_SHOT.targetSpeed,
  );
  const aim = fireAt(s, false);
  const shots: ShotCost[] =
    aim.shot && aim.die
      ? [
          {
            plane: "A1",
            crew: 0,
            target: "G1",
            range: aim.shot.range,
            baseDie: aim.baseDie,
            die: aim.die,
            longDie: fireAt(s, true).die ?? aim.die,
            modifiers: aim.modifiers,
            role: "pilot",
            actions: [],
          },
        ]
      : [];

  function fire(long: boolean) {
    const a = fireAt(s, long);
    setSaid([...said, shotWords(s, a)]);
    if (a.shot) {
      setFired(a);
      if (a.hit) onPass();
    }
  }
  function close() {
    const next = flyBoth(s);
    setSaid([
      ...said,
      `Both fly level: the Camel at speed ${FIRST_SHOT.shooterSpeed} flies ${hexCount(next.flown[0])}, the Albatros at ${FIRST_SHOT.targetSpeed} flies ${hexCount(next.flown[1])}, so the gap shrinks from ${gapOf(s)} to ${gapOf(next)}${gapOf(next) <= aim.reach ? `: inside the gun's ${aim.reach} Hexes` : ""}.`,
    ]);
    setS(next);
  }
  return (
    <LessonLayout
      said={said.map((text) => ({ text }))}
      board={
        <Board view={schoolView("A first shot", [camel, albatros], "A1", shots)} preview={null} />
      }
    >
      {!fired?.hit && (
        <div className="wv-school-ask" data-turn={said.length + 1}>
          <h2>{aim.shot ? "Fire" : "Close in"}</h2>
          <p>
            {aim.shot
              ? "The Albatros is in front of your gun: fire a short burst, or a long one for one more step of the die."
              : `The Albatros is ${hexCount(gapOf(s))} ahead. Try a shot, or fly level to close in.`}
          </p>
          <div className="row wrap">
            <button type="button" className="act" onClick={() => fire(false)}>
              Fire a short burst
            </button>
            {aim.shot ? (
              <button type="button" className="secondary" onClick={() => fire(true)}>
                Fire a long burst
              </button>
            ) : (
              <button type="button" className="secondary" onClick={close}>
                Fly level
              </button>
            )}
          </div>
        </div>
      )}
      {fired?.hit && <p className="wv-school-passed">✓ Lesson passed.</p>}
    </LessonLayout>
  );
}
