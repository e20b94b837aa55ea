/**
 * Typed cards: a club that draws from its own decks types the cards of a
 * step in the order Sortie draws them; left empty, Sortie draws. In a
 * campaign on the club's own decks every card is asked as it is needed.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Need } from "../api";

/** "3, 2 fire, explosion" → ["3", "2 fire", "explosion"]. */
export const cardList = (text: string) =>
  text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);

export function CardsField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="kota-cards">
      <label htmlFor={id}>Cards drawn at the table (optional)</label>
      <input
        id={id}
        value={value}
        placeholder="empty: Sortie draws · or e.g. 3, 2 fire, explosion"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Asks for the one card the step needs now. */
export function CardPrompt({
  need,
  onCard,
  onCancel,
  targets,
}: {
  need: Need;
  onCard: (card: string) => void;
  onCancel: () => void;
  /** A ground target turned over: the cards the pile holds, to choose from. */
  targets?: { id: string; name: string }[];
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new card asked for clears the field.
  useEffect(() => {
    setText("");
    input.current?.focus();
  }, [need]);
  const purpose = need.purpose.replace(/\s*\(deck ([A-Z])\)$/, "");
  const deck = /\(deck ([A-Z])\)$/.exec(need.purpose)?.[1];
  function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim()) onCard(text.trim());
  }
  if (targets)
    return (
      <form className="panel kota-card-prompt" aria-label="Card to type in" onSubmit={submit}>
        <label htmlFor="kota-card">
          Which card did you turn over for <strong>{purpose}</strong>?
        </label>
        <div className="row wrap">
          <select id="kota-card" value={text} onChange={(e) => setText(e.target.value)}>
            <option value="">choose the card</option>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <button type="submit" disabled={!text}>
            Use this card
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel the step
          </button>
        </div>
      </form>
    );
  return (
    <form className="panel kota-card-prompt" aria-label="Card to type in" onSubmit={submit}>
      <label htmlFor="kota-card">
        Draw a card{deck ? ` from deck ${deck}` : ""} for <strong>{purpose}</strong> ({need.sides}{" "}
        cards left) and type it in:
      </label>
      <div className="row wrap">
        <input
          id="kota-card"
          ref={input}
          value={text}
          placeholder="3 · 2 fire · explosion"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit">Use this card</button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel the step
        </button>
      </div>
    </form>
  );
}
