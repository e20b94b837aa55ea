/** Starting a game of Winged Victory: a ready scenario or a generated mission, hot-seat or online. */
import { useState } from "react";
import { useLocation } from "wouter";
import { SCENARIOS } from "../../../src/games/winged-victory/scenarios.js";
import { ApiFailure, api, type Links } from "../api";
import { holdLinks } from "../links";
import { PlayersChoice } from "../shared/Choices";
import { LinksPanel } from "../shared/LinksPanel";

type Mode = "hotseat" | "online";

export function NewWv() {
  const [, navigate] = useLocation();
  const [scenario, setScenario] = useState(SCENARIOS[0].id);
  const [year, setYear] = useState(1917);
  const [mode, setMode] = useState<Mode>("hotseat");
  const [links, setLinks] = useState<Links | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    try {
      const { links, game } = await api.create({
        system: "winged-victory",
        options: scenario === "mission" ? { scenario, year } : { scenario },
        dice: { mode: "seeded" },
      });
      const { allies, germans } = links.seats;
      if (mode === "hotseat") {
        const open = `/wv/hotseat/${allies}/${germans}`;
        holdLinks(game.id, game.system, links, { mode, plays: ["allies", "germans"], open });
        navigate(open);
      } else {
        holdLinks(game.id, game.system, links, {
          mode: "online",
          plays: [],
          open: `/g/${links.owner}`,
        });
        setLinks(links);
      }
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    }
  }

  return (
    <section className="panel narrow">
      <h1>Winged Victory</h1>
      <label htmlFor="wv-scenario">Scenario</label>
      <select
        id="wv-scenario"
        disabled={links !== null}
        value={scenario}
        onChange={(e) => setScenario(e.target.value)}
      >
        {SCENARIOS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
        <option value="mission">A generated mission</option>
      </select>
      <p className="muted small">
        {SCENARIOS.find((s) => s.id === scenario)?.summary ??
          "Each side's mission is rolled on the tables of the year."}
      </p>
      {scenario === "mission" && (
        <>
          <label htmlFor="wv-year">Year</label>
          <select id="wv-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            <option value={1916}>1916</option>
            <option value={1917}>1917</option>
          </select>
        </>
      )}
      <PlayersChoice<Mode>
        modes={[
          ["hotseat", "Two players on this screen (hot-seat)"],
          ["online", "Online: a link for each side"],
        ]}
        mode={mode}
        setMode={setMode}
        disabled={links !== null}
      />
      {links ? (
        <LinksPanel links={links} names={{ allies: "Allies", germans: "Germans" }} />
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
