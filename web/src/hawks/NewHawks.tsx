/** Starting a game of Hawks over Malta: the scenario, and who plays whom. */
import { useState } from "react";
import { useLocation } from "wouter";
import { SCENARIOS } from "../../../src/games/hawks-over-malta/data.js";
import { ApiFailure, api, type Links } from "../api";
import { holdLinks } from "../links";

type Mode = "hotseat" | "computer-british" | "computer-axis" | "online";

export function NewHawks() {
  const [, navigate] = useLocation();
  const [scenario, setScenario] = useState(1);
  const [mode, setMode] = useState<Mode>("hotseat");
  const [links, setLinks] = useState<Links | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    try {
      const computer =
        mode === "computer-british" ? "british" : mode === "computer-axis" ? "axis" : undefined;
      const { links, game } = await api.create({
        system: "hawks-over-malta",
        options: { scenario, computer },
        dice: { mode: "seeded" },
      });
      holdLinks(game.id, game.system, links);
      if (mode === "hotseat") navigate(`/hotseat/${links.seats.axis}/${links.seats.british}`);
      else if (mode === "computer-british") navigate(`/g/${links.seats.axis}`);
      else if (mode === "computer-axis") navigate(`/g/${links.seats.british}`);
      else setLinks(links);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    }
  }

  const url = (t: string) => `${location.origin}/g/${t}`;
  return (
    <section className="panel narrow">
      <h1>Hawks over Malta</h1>
      <label htmlFor="scenario">Scenario</label>
      <select id="scenario" value={scenario} onChange={(e) => setScenario(Number(e.target.value))}>
        {SCENARIOS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.id}. {s.name}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>Players</legend>
        {(
          [
            ["hotseat", "Two players on this screen (hot-seat)"],
            ["computer-british", "I fly the Axis; the computer flies the RAF"],
            ["computer-axis", "I fly the RAF; the computer flies the Axis"],
            ["online", "Online: a link for each side"],
          ] as [Mode, string][]
        ).map(([m, text]) => (
          <label key={m} className="radio">
            <input
              type="radio"
              name="mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />{" "}
            {text}
          </label>
        ))}
      </fieldset>
      <button type="button" className="act" onClick={start}>
        Start
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {links && (
        <div className="links">
          <p>Send each player their link. Whoever holds a link plays that side.</p>
          <p>
            Axis: <a href={url(links.seats.axis)}>{url(links.seats.axis)}</a>
          </p>
          <p>
            RAF: <a href={url(links.seats.british)}>{url(links.seats.british)}</a>
          </p>
        </div>
      )}
    </section>
  );
}
