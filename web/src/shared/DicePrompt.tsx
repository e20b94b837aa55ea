/**
 * Asks the player for one physical die roll; refuses a face the die does not
 * have. By default a die is typed as its number; a system whose dice show
 * faces of their own gives `face`: how to ask for the roll, and how to read
 * what was typed (its message refusing a face that is not there).
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { Need } from "../api";

export interface FacePrompt {
  /** What to throw and what for. */
  label: ReactNode;
  /** A line under it (the die's faces, say). */
  note?: ReactNode;
  /** Reads the typed face as the die's value; throws an Error whose message says why not. */
  read: (text: string) => number;
  submit: string;
  /** The field's id, for pages and tests to find it. */
  id: string;
}

/** A plain die: its number, 1 to its sides. */
const numberPrompt = (need: Need): FacePrompt => ({
  label: (
    <>
      Roll <strong>a d{need.sides}</strong> — {need.purpose}
    </>
  ),
  read: (text) => {
    const v = Number(text);
    if (!/^\d+$/.test(text.trim()) || v < 1 || v > need.sides)
      throw new Error(
        `A d${need.sides} shows 1 to ${need.sides}; "${text}" is not a roll. Roll again.`,
      );
    return v;
  },
  submit: "Enter roll",
  id: "die-value",
});

export function DicePrompt({
  need,
  onRoll,
  onCancel,
  face,
}: {
  need: Need;
  onRoll: (v: number) => void;
  onCancel?: () => void;
  face?: FacePrompt;
}) {
  const ask = face ?? numberPrompt(need);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new roll asked for clears the field.
  useEffect(() => {
    setText("");
    setError(null);
    input.current?.focus();
  }, [need]);
  function submit(e: FormEvent) {
    e.preventDefault();
    try {
      onRoll(ask.read(text));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      input.current?.select();
    }
  }
  const errorId = face ? `${face.id}-error` : "die-error";
  return (
    <form
      className={`dice-prompt${face ? " face-prompt" : ""}`}
      onSubmit={submit}
      aria-label="Your roll"
    >
      <label htmlFor={ask.id}>{ask.label}</label>
      {ask.note && <p className="small muted">{ask.note}</p>}
      <div className="row">
        <input
          id={ask.id}
          ref={input}
          inputMode={face ? undefined : "numeric"}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit">{ask.submit}</button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
