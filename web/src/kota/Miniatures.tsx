/**
 * The Plane List on a player's page: the planes of the campaign's list, a
 * side each, ticked where he owns the miniature; saved as one step, so the
 * set-up form can say who can bring each plane to the table.
 */
import { useState } from "react";
import { SIDE_NAME, SIDES } from "../../../src/games/knights-of-the-air/facts.js";
import type { CampaignState, Player } from "../../../src/games/knights-of-the-air/state.js";
import type { Kota } from "./useKota";

export function Miniatures({ s, me, k }: { s: CampaignState; me: Player; k: Kota }) {
  const kept = me.miniatures ?? [];
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(kept));
  const changed = ticked.size !== kept.length || kept.some((id) => !ticked.has(id));
  const flip = (id: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <form
      className="kota-miniatures"
      aria-label="Your miniatures"
      onSubmit={(e) => {
        e.preventDefault();
        const planes = s.tables.planes.filter((p) => ticked.has(p.id)).map((p) => p.id);
        k.act({ type: "miniatures", planes });
      }}
    >
      <p className="small muted">
        Tick the planes you own a miniature of. The Wing Commander's set-up form shows who can bring
        each plane; any plane of the list may still fly.
      </p>
      {SIDES.map((side) => (
        <fieldset key={side}>
          <legend>{SIDE_NAME[side]}</legend>
          {s.tables.planes
            .filter((p) => p.side === side)
            .map((p) => (
              <label key={p.id} className="kota-miniature">
                <input type="checkbox" checked={ticked.has(p.id)} onChange={() => flip(p.id)} />
                {p.name} <span className="small muted">({p.year})</span>
              </label>
            ))}
        </fieldset>
      ))}
      <button type="submit" disabled={k.busy || !changed}>
        Save my miniatures
      </button>
      <span className="small muted">
        {" "}
        {kept.length === 0 ? "None noted yet." : `${kept.length} noted.`}
      </span>
    </form>
  );
}
