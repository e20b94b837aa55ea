/** Starts a campaign: its name, and whose dice. */
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { api } from "../api";
import { holdLinks } from "../links";

export function NewCampaign() {
  const [, go] = useLocation();
  const [title, setTitle] = useState("");
  const [manual, setManual] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const r = await api.create({
        system: "wings-over-malta",
        options: title.trim() ? { title: title.trim() } : {},
        dice: manual ? { mode: "manual" } : { mode: "seeded" },
      });
      holdLinks(r.game.id, "wings-over-malta", r.links);
      go(`/wom/${r.links.seats.axis}/${r.links.seats.british}`);
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
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit">Start the campaign</button>
    </form>
  );
}
