/** Gives an airman a new name: for the side that holds his squadron's link. */
import { type FormEvent, useState } from "react";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import type { Side } from "../../../src/games/wings-over-malta/data.js";

export function Rename({
  pilot,
  side,
  busy,
  act,
}: {
  pilot: { id: string; name: string };
  side: Side;
  busy: boolean;
  act: (a: WomAction, side?: Side) => void;
}) {
  const [name, setName] = useState(pilot.name);
  const trimmed = name.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (trimmed && trimmed !== pilot.name)
      act({ type: "rename", pilot: pilot.id, name: trimmed }, side);
  }
  return (
    <details className="no-print">
      <summary>Rename</summary>
      <form className="row wrap" onSubmit={submit} aria-label="Rename the airman">
        <label>
          New name
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" disabled={busy || !trimmed || trimmed === pilot.name}>
          Rename
        </button>
      </form>
    </details>
  );
}
