/** Starting a game of Hawks over Malta: the scenario, and who plays whom. */
import { useState } from "react";
import { useLocation } from "wouter";
import { SCENARIOS } from "../../../src/games/hawks-over-malta/data.js";
import { ApiFailure, type Links } from "../api";
import { PlayersChoice } from "../shared/Choices";
import { LinksPanel } from "../shared/LinksPanel";
import { SeatLinks } from "../shared/SeatLinks";
import { ScenarioAbout } from "./ScenarioAbout";
import { type HawksMode as Mode, startHawks } from "./start";
import "./hawks.css";

const NAMES = { axis: "Axis", british: "RAF" };

export function NewHawks() {
  const [, navigate] = useLocation();
  // A rematch of an online game comes here with its scenario and mode.
  const ask = new URLSearchParams(location.search);
  const [scenario, setScenario] = useState(Number(ask.get("scenario")) || 1);
  const [mode, setMode] = useState<Mode>((ask.get("mode") as Mode | null) ?? "hotseat");
  const [links, setLinks] = useState<{ links: Links; mine?: "axis" | "british" } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    try {
      const r = await startHawks(scenario, mode);
      if ("open" in r) navigate(r.open);
      else setLinks(r);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    }
  }

  return (
    <section className="panel narrow new-hawks">
      <h1>Hawks over Malta</h1>
      <label htmlFor="scenario" className="field-label">
        Scenario
      </label>
      <select
        id="scenario"
        aria-describedby="scenario-about"
        disabled={links !== null}
        value={scenario}
        onChange={(e) => setScenario(Number(e.target.value))}
      >
        {SCENARIOS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.id}. {s.name}
          </option>
        ))}
      </select>
      <ScenarioAbout
        id="scenario-about"
        scenario={SCENARIOS.find((s) => s.id === scenario) ?? SCENARIOS[0]}
      />
      <PlayersChoice<Mode>
        modes={[
          ["hotseat", "Two players on this screen (hot-seat)"],
          ["computer-british", "I fly the Axis; the computer flies the RAF"],
          ["computer-axis", "I fly the RAF; the computer flies the Axis"],
          ["online-axis", "Online: I fly the Axis; the RAF's player gets a link"],
          ["online-british", "Online: I fly the RAF; the Axis player gets a link"],
          ["online", "Online, for two other players: a link for each side (I watch)"],
        ]}
        mode={mode}
        setMode={setMode}
        disabled={links !== null}
      />
      {links ? (
        <>
          {links.mine ? (
            <SeatLinks links={links.links} names={NAMES} mine={links.mine} />
          ) : (
            <LinksPanel links={links.links} names={NAMES} />
          )}
          <p className="muted small">
            This game stays in Your games on the home page. Setting up another starts a new game
            beside it.
          </p>
          <button type="button" className="secondary" onClick={() => setLinks(null)}>
            Set up another game
          </button>
        </>
      ) : (
        <button type="button" className="act" onClick={start}>
          Start
        </button>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
