/**
 * A sortie's set-up sheet, as a club prints it for the table: the mission,
 * the year, balloons and ground targets per side, and per plane its airmen
 * (health, ace abilities and the "every two turns" reminders), ammunition,
 * the observer's deck and the bombs. "Print the sheet" prints it alone, on
 * one page. Below it (not printed): turning a ground target over, and the
 * draws the table asks for while flying.
 */
import { useState } from "react";
import { withArticle } from "../../../src/engine/words.js";
import { SIDE_NAME, SIDES, type Side } from "../../../src/games/knights-of-the-air/facts.js";
import type {
  SheetAirman,
  Sheet as SheetData,
} from "../../../src/games/knights-of-the-air/sheet.js";
import { AID_NAME } from "../../../src/games/knights-of-the-air/sortie.js";
import type { AidKind, CampaignState } from "../../../src/games/knights-of-the-air/state.js";
import { RuleLink } from "../rules/RuleNote";
import { CardsField, cardList } from "./Cards";
import { RULES } from "./format";
import type { Kota } from "./useKota";

/** "an Allies plane", "a Central Powers plane". */
/** "an Allied plane", "a Central Powers plane". */
const planeOf = (side: Side) =>
  `${withArticle(side === "allies" ? "Allied" : "Central Powers")} plane`;

function printSheet(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.classList.add("printing");
  document.body.classList.add("kota-print");
  const done = () => {
    el.classList.remove("printing");
    document.body.classList.remove("kota-print");
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
  done();
}

function Airman({ a }: { a: SheetAirman }) {
  return (
    <div className="airman">
      <strong>{a.name}</strong>{" "}
      <span className="small">
        ({a.role}, health {a.health}/{a.maxHealth})
      </span>
      {a.abilities.length > 0 && (
        <ul className="small">
          {a.abilities.map((ab) => (
            <li key={ab.name}>
              <strong>{ab.name}</strong>: {ab.summary}
              {ab.reminder && (
                <>
                  {" "}
                  <span className="reminder">{ab.reminder}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const AIDS: AidKind[] = [
  "illegal",
  "landing-crash",
  "takeoff-stall-crash",
  "takeoff-straight-crash",
  "ground-fire",
  "balloon-explosion",
  "balloon-fire",
];

function TableDraws({ s, sheet, k }: { s: CampaignState; sheet: SheetData; k: Kota }) {
  const [plane, setPlane] = useState(sheet.crews[0]?.pilot.id ?? "");
  const [kind, setKind] = useState<AidKind>("illegal");
  const [counters, setCounters] = useState(1);
  const [useB, setUseB] = useState(false);
  const [cards, setCards] = useState("");
  const [turned, setTurned] = useState("");
  const crash = kind.includes("crash");
  const counted = kind === "ground-fire" || kind === "balloon-fire";
  const x = s.sorties.find((y) => y.id === sheet.sortie);
  const target = (side: Side) => (side === "allies" ? "central" : "allies");
  return (
    <div className="no-print kota-table-draws">
      {x &&
        SIDES.map((side) =>
          x.targets[side].map((_t, i) =>
            x.revealed[side][i] ? null : (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: targets are a fixed list.
                key={`${side}${i}`}
                type="button"
                className="secondary small"
                disabled={k.busy}
                onClick={() =>
                  k.act({
                    type: "reveal",
                    sortie: x.id,
                    side,
                    index: i,
                    ...(turned ? { target: turned } : {}),
                  })
                }
              >
                Turn over {SIDE_NAME[side]} ground target {i + 1} ({planeOf(target(side))} came
                within long range)
              </button>
            ),
          ),
        )}
      {x && SIDES.some((side) => x.revealed[side].includes(false)) && (
        <label className="kota-turned">
          The target card turned over
          <select value={turned} onChange={(e) => setTurned(e.target.value)}>
            <option value="">Sortie draws it from the pile</option>
            {s.tables.groundTargets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} (our own card)
              </option>
            ))}
          </select>
        </label>
      )}
      <details>
        <summary>Cards the table needs while flying</summary>
        <form
          className="row wrap"
          aria-label={`Draws for sortie ${sheet.sortie}`}
          onSubmit={(e) => {
            e.preventDefault();
            k.act({
              type: "aid",
              sortie: sheet.sortie,
              plane,
              kind,
              ...(counted ? { counters } : {}),
              ...((crash || kind === "ground-fire") && useB ? { useB } : {}),
              ...(cards.trim() ? { cards: cardList(cards) } : {}),
            });
          }}
        >
          <label>
            What
            <select value={kind} onChange={(e) => setKind(e.target.value as AidKind)}>
              {AIDS.map((a) => (
                <option key={a} value={a}>
                  {AID_NAME[a]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Plane
            <select value={plane} onChange={(e) => setPlane(e.target.value)}>
              {sheet.crews.map((c) => (
                <option key={c.pilot.id} value={c.pilot.id}>
                  {c.plane} ({c.pilot.name})
                </option>
              ))}
            </select>
          </label>
          {counted && (
            <label>
              Flame counters
              <input
                type="number"
                min={1}
                max={20}
                value={counters}
                onChange={(e) => setCounters(Number(e.target.value) || 1)}
              />
            </label>
          )}
          {(crash || kind === "ground-fire") && (
            <label className="kota-check">
              <input type="checkbox" checked={useB} onChange={(e) => setUseB(e.target.checked)} />{" "}
              {crash ? "no deck A: twice as many B cards" : "no deck A: B cards instead"}
            </label>
          )}
          <CardsField value={cards} onChange={setCards} />
          <button type="submit" disabled={k.busy}>
            Draw
          </button>
        </form>
      </details>
    </div>
  );
}

export function Sheet({ sheet, s, k }: { sheet: SheetData; s: CampaignState; k?: Kota }) {
  const id = `kota-sheet-${sheet.sortie}`;
  const reminders = sheet.crews.flatMap((c) =>
    [c.pilot, c.observer].flatMap((a) =>
      a ? a.abilities.filter((x) => x.reminder).map((x) => `${a.name}: ${x.name}`) : [],
    ),
  );
  return (
    <article id={id} className="kota-sheet" aria-label={`Set-up sheet, sortie ${sheet.sortie}`}>
      <header className="row spread">
        <h2>{sheet.title}</h2>
        <button type="button" className="secondary no-print" onClick={() => printSheet(id)}>
          Print the sheet
        </button>
      </header>
      <p className="small">
        {s.title} · sortie {sheet.sortie} · {sheet.year} ·{" "}
        {sheet.attacker ? `${SIDE_NAME[sheet.attacker]} attack` : "no attacker yet"}
      </p>
      <p>{sheet.brief}</p>
      <table className="kota-sheet-sides">
        <thead>
          <tr>
            <th />
            {SIDES.map((side) => (
              <th key={side}>{SIDE_NAME[side]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>
              <RuleLink
                rule={{ system: RULES, anchor: "the-campaign-step-by-step" }}
                title="Balloons and ground targets"
              >
                Balloons
              </RuleLink>
            </th>
            {SIDES.map((side) => (
              <td key={side}>{sheet.balloons[side]}</td>
            ))}
          </tr>
          <tr>
            <th>Ground targets</th>
            {SIDES.map((side) => (
              <td key={side}>
                {sheet.targets[side].length ? sheet.targets[side].join(", ") : "none"}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <table className="kota-crews">
        <thead>
          <tr>
            <th>Plane</th>
            <th>Crew</th>
            <th>Guns, ammunition, bombs</th>
          </tr>
        </thead>
        <tbody>
          {sheet.crews.map((c) => (
            <tr key={c.pilot.id} className={c.side}>
              <td data-label="Plane">
                <strong>{c.plane}</strong>
                <div className="small">{SIDE_NAME[c.side]}</div>
                {c.upgrade && <div className="small">leading ace: next year's plane</div>}
              </td>
              <td data-label="Crew">
                <Airman a={c.pilot} />
                {c.observer && <Airman a={c.observer} />}
              </td>
              <td data-label="Guns, ammunition, bombs" className="small">
                <div>{c.ammo}</div>
                {c.rear && <div>{c.rear}</div>}
                <div>{c.bombs ?? "no bombs"}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="kota-reminders">
        <h3>Every two turns</h3>
        {reminders.length ? (
          <ul className="small">
            {reminders.map((r) => (
              <li key={r}>
                <svg
                  className="kota-tick"
                  viewBox="0 0 10 10"
                  width="11"
                  height="11"
                  aria-hidden="true"
                >
                  <rect
                    x="0.75"
                    y="0.75"
                    width="8.5"
                    height="8.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                </svg>{" "}
                {r} — used this turn? put a blank counter down, take it away after a turn
              </li>
            ))}
          </ul>
        ) : (
          <p className="small">No ability in this sortie is limited to every two turns.</p>
        )}
      </section>
      {sheet.aids.length > 0 && (
        <section>
          <h3>Drawn at the table</h3>
          <ul className="small">
            {sheet.aids.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: aids are appended, never removed.
              <li key={i}>
                {AID_NAME[a.kind]} ({s.pilots.find((p) => p.id === a.plane)?.name ?? a.plane}): deck{" "}
                {a.deck}, {a.cards.join(", ")} → {a.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      {k && <TableDraws s={s} sheet={sheet} k={k} />}
    </article>
  );
}
