/** Who flies: each side's airmen for its aircraft, changeable until the report. */
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import { SIDE_NAME, SIDES, type Side } from "../../../src/games/wings-over-malta/data.js";
import { available, fits, rankName } from "../../../src/games/wings-over-malta/roster.js";
import type { CampaignState, Mission } from "../../../src/games/wings-over-malta/state.js";

export function CrewPicker({
  s,
  m,
  can,
  busy,
  act,
}: {
  s: CampaignState;
  m: Mission;
  can: (side: Side) => boolean;
  busy: boolean;
  act: (a: WomAction, side?: Side) => void;
}) {
  return (
    <div className="wom-crews">
      {SIDES.map((side) => {
        const ids = m.crews[side].map((x) => x.pilot as string);
        return (
          <fieldset key={side} disabled={busy || !can(side)}>
            <legend>{SIDE_NAME[side]} crews</legend>
            {m.crews[side].map((slot, i) => {
              const choices = s.pilots.filter(
                (p) =>
                  p.side === side && fits(p, slot.aircraft) && (available(p) || ids.includes(p.id)),
              );
              const id = `crew-${side}-${i}`;
              return (
                <div key={id} className="row">
                  <label htmlFor={id}>{slot.aircraft}</label>
                  <select
                    id={id}
                    value={slot.pilot ?? ""}
                    onChange={(e) => {
                      const next = [...ids];
                      const other = next.indexOf(e.target.value);
                      // Choosing an airman already on another aircraft swaps the two.
                      if (other >= 0) next[other] = next[i];
                      next[i] = e.target.value;
                      act({ type: "assign", side, pilots: next }, side);
                    }}
                  >
                    {choices.map((p) => (
                      <option key={p.id} value={p.id}>
                        {rankName(p)} {p.name} · {p.xp} XP{p.novice ? " · novice" : ""}
                        {p.lasting.includes("old-wound") ? " · old wound" : ""}
                      </option>
                    ))}
                  </select>
                  {slot.asWounded && (
                    <span className="badge status-hospital">flies as if wounded</span>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
