/** Asks the player for one physical die roll; refuses a face the die does not have. */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Need } from "../api";

export function DicePrompt({
  need,
  onRoll,
  onCancel,
}: {
  need: Need;
  onRoll: (v: number) => void;
  onCancel?: () => void;
}) {
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
    const v = Number(text);
    if (!/^\d+$/.test(text.trim()) || v < 1 || v > need.sides) {
      setError(`A d${need.sides} shows 1 to ${need.sides}; "${text}" is not a roll. Roll again.`);
      input.current?.select();
      return;
    }
    onRoll(v);
  }
  return (
    <form className="dice-prompt" onSubmit={submit} aria-label="Your roll">
      <label htmlFor="die-value">
        Roll <strong>a d{need.sides}</strong> — {need.purpose}
      </label>
      <div className="row">
        <input
          id="die-value"
          ref={input}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? "die-error" : undefined}
        />
        <button type="submit">Enter roll</button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {error && (
        <p id="die-error" role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
