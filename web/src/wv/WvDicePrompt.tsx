/**
 * A roll of the players' own dice in a Winged Victory game: an Alea die is
 * typed as the face it shows ("2 i", "miss", "#4"), named by its colour and
 * what the roll is read for; a plain die (d20, d6) by its number. `alea`:
 * the game's dice (the owner's printed ones where his box file gives them).
 * A face the die does not have is refused with its faces listed.
 */
import {
  type CompiledAlea,
  dieOfPurpose,
  faceLabel,
  readTypedRoll,
} from "../../../src/games/winged-victory/dice/alea.js";
import type { Need } from "../api";
import { DicePrompt } from "../shared/DicePrompt";
import "./table/table.css";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function WvDicePrompt({
  need,
  alea,
  onRoll,
  onCancel,
}: {
  need: Need;
  alea: CompiledAlea;
  onRoll: (v: number) => void;
  onCancel?: () => void;
}) {
  const die = dieOfPurpose(alea, need.purpose);
  if (die < 0) return <DicePrompt need={need} onRoll={onRoll} onCancel={onCancel} />;
  const colour = alea.names[die];
  const faces = [...new Set(alea.set.dice[die].faces.map(faceLabel))];
  return (
    <DicePrompt
      need={need}
      onRoll={onRoll}
      onCancel={onCancel}
      face={{
        label: (
          <>
            Throw <span className={`wvt-die die-${colour}`}>the {cap(colour)} die</span> —{" "}
            {need.purpose.replace(/^\w+ die, /, "")}: type the face it shows
          </>
        ),
        note: `Its faces: ${faces.join(" · ")}`,
        read: (text) => readTypedRoll(alea, need.sides, need.purpose, text),
        submit: "Enter the face",
        id: "wv-die-face",
      }}
    />
  );
}
