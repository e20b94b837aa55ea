/** The 24-mission track: period, mission, attacker, aircraft and winner of each. */
import { SCENARIOS, SIDE_NAME } from "../../../src/games/wings-over-malta/data.js";
import type { CampaignState } from "../../../src/games/wings-over-malta/state.js";

export function Track({ s }: { s: CampaignState }) {
  const cells = Array.from({ length: 24 }, (_, i) => i + 1);
  return (
    <section className="wom-track" aria-label="The 24 missions">
      {(["early", "later"] as const).map((period) => (
        <div key={period} className="wom-period">
          <h3>
            {period === "early"
              ? "Early period · missions 1–12, from June 1940"
              : "Later period · missions 13–24, to November 1942"}
          </h3>
          <ol>
            {cells
              .filter((n) => (period === "early" ? n <= 12 : n > 12))
              .map((n) => {
                const m = s.missions.find((x) => x.n === n);
                const cls = m?.winner
                  ? `won-${m.winner}`
                  : m?.report
                    ? "drawn"
                    : m
                      ? "current"
                      : "";
                return (
                  <li key={n} className={`wom-cell ${cls}`} value={n}>
                    <span className="n">{n}</span>
                    {m ? (
                      <>
                        <span className="mission">{SCENARIOS[m.scenario].name(m.attacker)}</span>
                        <span className="small">
                          {SIDE_NAME[m.attacker]} attack · {m.fighters.axis} v {m.fighters.british}
                          {m.bomber ? ` · ${m.bomber}` : ""}
                        </span>
                        <span className="winner">
                          {m.report
                            ? m.winner
                              ? `${SIDE_NAME[m.winner]} won`
                              : "no winner"
                            : "being flown"}
                        </span>
                      </>
                    ) : (
                      <span className="muted small">to fly</span>
                    )}
                  </li>
                );
              })}
          </ol>
        </div>
      ))}
    </section>
  );
}
