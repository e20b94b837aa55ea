/**
 * A roll of the players' own dice in a Winged Victory game: an Alea die is
 * typed as the face it shows ("2 i", "miss", "#4"), named by its colour and
 * what the roll is read for; a plain die (d20, d6) by its number. The faces
 * are the game's dice: the owner's printed ones where his box file gives
 * them. A face the die does not have is refused with its faces listed.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { dieOfPurpose, faceLabel, readTypedRoll } from "../../../src/games/winged-victory/alea.js";
import { boxOf, type Printed } from "../../../src/games/winged-victory/printed.js";
import type { Need } from "../api";
import { DicePrompt } from "../shared/DicePrompt";
import "./table/table.css";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The game's dice: a box file's where it gives them (one with a fault: ours, and the server names the fault). */
function aleaOf(printed: Printed | undefined) {
  try {
    return boxOf({ printed }).alea;
  } catch {
    return boxOf({}).alea;
  }
}

export function WvDicePrompt({
  need,
  printed,
  onRoll,
  onCancel,
}: {
  need: Need;
  printed?: Printed;
  onRoll: (v: number) => void;
  onCancel?: () => void;
}) {
  const alea = aleaOf(printed);
  const die = dieOfPurpose(alea, need.purpose);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new roll asked for clears the field.
  useEffect(() => {
    setText("");
    setError(null);
    input.current?.focus();
  }, [need]);
  if (die < 0) return <DicePrompt need={need} onRoll={onRoll} onCancel={onCancel} />;
  const colour = alea.names[die];
  const faces = [...new Set(alea.set.dice[die].faces.map(faceLabel))];
  function submit(e: FormEvent) {
    e.preventDefault();
    try {
      onRoll(readTypedRoll(alea, need.sides, need.purpose, text));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      input.current?.select();
    }
  }
  return (
    <form className="dice-prompt wv-dice-prompt" onSubmit={submit} aria-label="Your roll">
      <label htmlFor="wv-die-face">
        Throw <span className={`wvt-die die-${colour}`}>the {cap(colour)} die</span> —{" "}
        {need.purpose.replace(/^\w+ die, /, "")}: type the face it shows
      </label>
      <p className="small muted">Its faces: {faces.join(" · ")}</p>
      <div className="row">
        <input
          id="wv-die-face"
          ref={input}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? "wv-die-error" : undefined}
        />
        <button type="submit">Enter the face</button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p id="wv-die-error" role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
