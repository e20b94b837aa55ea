/** The printable set-up sheet, with the dogfight's position diagram. */
import { SIDE_NAME, SIDES } from "../../../src/games/wings-over-malta/data.js";
import type { Sheet } from "../../../src/games/wings-over-malta/sheet.js";

function Diagram({ d }: { d: NonNullable<Sheet["dogfight"]> }) {
  const r = 70 + d.distance * 30;
  const at = (bearing: number) => {
    const a = ((bearing - 90) * Math.PI) / 180;
    return { x: 150 + r * Math.cos(a), y: 150 + r * Math.sin(a) };
  };
  const flight = (bearing: number, heading: number, label: string, cls: string) => {
    const p = at(bearing);
    return (
      <g className={cls} transform={`translate(${p.x} ${p.y})`}>
        <g transform={`rotate(${heading})`}>
          <path d="M0 -14 L8 10 L0 5 L-8 10 Z" />
          <path d="M16 -8 L22 12 L16 8 L10 12 Z" />
        </g>
        <text y={30} textAnchor="middle">
          {label}
        </text>
      </g>
    );
  };
  return (
    <svg
      viewBox="0 0 300 300"
      className="wom-diagram"
      role="img"
      aria-label={`Position ${d.position}: ${d.place.name}`}
    >
      <rect x="2" y="2" width="296" height="296" className="mat" />
      <text x="150" y="157" textAnchor="middle" className="centre">
        ✕
      </text>
      {flight(
        d.place.spotted.bearing,
        d.place.spotted.heading,
        `${SIDE_NAME[d.spotted]} (spotted)`,
        "spotted",
      )}
      {flight(
        d.place.spotter.bearing,
        d.place.spotter.heading,
        `${SIDE_NAME[d.spotter]} (spotter)`,
        "spotter",
      )}
    </svg>
  );
}

/** Prints the set-up sheet alone: the rest of the page is left out while the print runs. */
function printSheet() {
  document.body.classList.add("print-sheet");
  const done = () => {
    document.body.classList.remove("print-sheet");
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
  done();
}

export function SetupSheet({ sheet }: { sheet: Sheet }) {
  return (
    <article className="wom-sheet" aria-label="Set-up sheet">
      <header className="row spread">
        <h2>
          Mission {sheet.mission}: {sheet.name}
        </h2>
        <button type="button" className="secondary no-print" onClick={printSheet}>
          Print the sheet
        </button>
      </header>
      <p className="muted">
        {sheet.period} · {SIDE_NAME[sheet.attacker]} attack · floor {sheet.floor}
      </p>
      <dl>
        <dt>Playing area</dt>
        <dd>{sheet.text.area}</dd>
        {sheet.text.targets.length > 0 && (
          <>
            <dt>Targets</dt>
            {sheet.text.targets.map((t) => (
              <dd key={t}>{t}</dd>
            ))}
          </>
        )}
        {sheet.text.clouds && (
          <>
            <dt>Clouds</dt>
            <dd>{sheet.text.clouds}</dd>
          </>
        )}
      </dl>
      <div className="wom-sides">
        {SIDES.map((side) => {
          const part = sheet.sides[side];
          return (
            <section key={side} className={`wom-side ${side}`}>
              <h3>
                {SIDE_NAME[side]} — {part.role}
              </h3>
              <p className="small">
                {part.role === "attacker" ? sheet.text.attacker : sheet.text.defender}
              </p>
              <table>
                <tbody>
                  {part.aircraft.map((a, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the aircraft are a fixed list.
                    <tr key={i}>
                      <td>{a.aircraft}</td>
                      <td>
                        <strong>
                          {a.rank} {a.name}
                        </strong>
                        {a.notes.length > 0 && <div className="small">{a.notes.join(" · ")}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
      {sheet.dogfight && (
        <section className="wom-dogfight">
          <h3>Dogfight set-up</h3>
          <p>
            The {SIDE_NAME[sheet.dogfight.spotter]} spot the {SIDE_NAME[sheet.dogfight.spotted]}{" "}
            first. Position {sheet.dogfight.position}: <strong>{sheet.dogfight.place.name}</strong>,
            the nearest plane of each flight {sheet.dogfight.distance} ruler from the centre ✕.
          </p>
          <Diagram d={sheet.dogfight} />
          <p className="small muted">
            The position table is reconstructed: the rule text's diagram is lost.
          </p>
        </section>
      )}
      <section>
        <h3>Victory</h3>
        <ul>
          {sheet.text.victory.map((v) => (
            <li key={v}>{v}</li>
          ))}
          <li>{sheet.text.ends}</li>
        </ul>
      </section>
    </article>
  );
}
