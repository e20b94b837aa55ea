/**
 * A whole-number field that shows what is typed: an empty field, or letters,
 * stay on screen as typed (and invalid, so the form names the field) instead
 * of turning silently into 0. The value given back is always a number the
 * player typed; a change from outside (another plane chosen) is shown.
 */
import { type InputHTMLAttributes, useEffect, useState } from "react";

type Props = { value: number; set: (n: number) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type"
>;

const read = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export function NumberInput({ value, set, ...rest }: Props) {
  const [text, setText] = useState(String(value));
  // A new value from outside replaces the text; the player's own typing is left as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value only, not each keystroke.
  useEffect(() => {
    if (read(text) !== value) setText(String(value));
  }, [value]);
  return (
    <input
      type="number"
      inputMode="numeric"
      step={1}
      required
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = read(e.target.value);
        if (Number.isFinite(n)) set(n);
      }}
    />
  );
}
