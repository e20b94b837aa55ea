/**
 * "Enrol a player": a Wing Commander adds a member who joined the club
 * during the season to his group; the new player's link is shown once,
 * with a copy button, to send to him.
 */
import { useState } from "react";
import { SIDE_NAME, SIDES, type Side } from "../../../src/games/knights-of-the-air/facts.js";
import type { CampaignState } from "../../../src/games/knights-of-the-air/state.js";
import { CopyLink } from "../shared/LinksPanel";
import { playerNameProblem } from "./ids";
import type { Kota } from "./useKota";

export function Enrol({ s, group, k }: { s: CampaignState; group: string; k: Kota }) {
  const [name, setName] = useState("");
  const [side, setSide] = useState<Side>("allies");
  const g = s.groups.find((x) => x.id === group);
  const clean = name.trim();
  const taken = s.players.some((p) => p.name.trim().toLowerCase() === clean.toLowerCase());
  const reserved = playerNameProblem(clean);
  const shown = Object.entries(k.added).map(([seat, token]) => ({
    seat,
    token,
    player: s.players.find((p) => p.id === seat),
  }));
  return (
    <details className="kota-enrol" open={shown.length > 0 || undefined}>
      <summary>Enrol a player</summary>
      <form
        className="row wrap"
        aria-label="Enrol a player"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await k.act({ type: "enrol", name: clean, side, group })) setName("");
        }}
      >
        <label>
          Name
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Side
          <select value={side} onChange={(e) => setSide(e.target.value as Side)}>
            {SIDES.map((x) => (
              <option key={x} value={x}>
                {SIDE_NAME[x]}
              </option>
            ))}
          </select>
        </label>
        <span className="small">Group: {g?.name ?? group}</span>
        <button type="submit" disabled={k.busy || !clean || taken || reserved !== null}>
          Enrol {clean || "the player"}
        </button>
        {taken && <span className="small error">A player of that name is in the campaign.</span>}
        {reserved && <span className="small error">{reserved}</span>}
      </form>
      {shown.map(({ seat, token, player }) => (
        <div key={seat} className="kota-enrolled">
          <p>
            {player?.name ?? seat} is enrolled. Send the link now: it is shown only this once (the
            owner's link can give a new one).
          </p>
          <CopyLink
            label={`${player?.name ?? seat}: ${player ? SIDE_NAME[player.side] : "new player"}`}
            token={token}
          />
        </div>
      ))}
    </details>
  );
}
