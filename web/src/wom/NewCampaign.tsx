/** Starts a campaign: its name, and whose dice. */
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { api, type Links } from "../api";
import { holdLinks } from "../links";
import { LinksPanel } from "../shared/LinksPanel";

export function NewCampaign() {
  const [, go] = useLocation();
  const [title, setTitle] = useState("");
  const [manual, setManual] = useState(false);
  const [club, setClub] = useState(false);
  const [links, setLinks] = useState<Links | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const r = await api.create({
        system: "wings-over-malta",
        options: title.trim() ? { title: title.trim() } : {},
        dice: manual ? { mode: "manual" } : { mode: "seeded" },
      });
      const { axis, british } = r.links.seats;
      if (club) {
        // One link per side: each side takes its own steps from its own browser.
        holdLinks(r.game.id, "wings-over-malta", r.links, {
          mode: "online",
          plays: [],
          open: `/g/${r.links.owner}`,
        });
        setLinks(r.links);
        return;
      }
      const open = `/wom/${axis}/${british}`;
      holdLinks(r.game.id, "wings-over-malta", r.links, {
        mode: "table",
        plays: ["axis", "british"],
        open,
      });
      go(open);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <form className="panel narrow" onSubmit={submit}>
      <h1>New Wings over Malta campaign</h1>
      <p className="muted">
        24 missions, June 1940 to November 1942. Fight each battle on the table with your
        miniatures; Sortie keeps the rest.
      </p>
      <label htmlFor="wom-title">Campaign name</label>
      <input
        id="wom-title"
        value={title}
        maxLength={80}
        placeholder="Wings over Malta"
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="wom-check">
        <input type="checkbox" checked={manual} onChange={(e) => setManual(e.target.checked)} /> We
        roll our own dice and type them in
      </label>
      <fieldset className="wom-who">
        <legend>Who keeps the campaign</legend>
        <label className="radio">
          <input type="radio" name="who" checked={!club} onChange={() => setClub(false)} /> Both
          sides on this screen
        </label>
        <label className="radio">
          <input type="radio" name="who" checked={club} onChange={() => setClub(true)} /> One link
          per side (a club: each side keeps its own airmen)
        </label>
      </fieldset>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {links ? (
        <LinksPanel links={links} names={{ axis: "Axis", british: "British" }} />
      ) : (
        <button type="submit">Start the campaign</button>
      )}
    </form>
  );
}
