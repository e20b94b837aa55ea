/** The account of a finished fight: the verdict, who brought down whom, damage, missions, VP line by line. */
import type {
  FightAccount as Account,
  Shooter,
} from "../../../../src/games/winged-victory/view/account.js";
import { SIDE_NAMES } from "../names";

const withWhat = (by: Shooter) =>
  `${by.plane} ${by.name}'s ${by.role}, ${by.weapon}${by.die ? ` (${by.die} die)` : ""}${
    by.longBurst === true ? ", a long burst" : by.longBurst === false ? ", a short burst" : ""
  }`;

export function FightAccount({ account }: { account: Account }) {
  const a = account;
  return (
    <section className="panel wv-account" aria-label="How the fight went">
      <h2>How the fight went</h2>
      <p className="wv-verdict">
        <strong>{a.verdict}</strong>
      </p>
      <h3>Planes out of the fight</h3>
      {a.downings.length === 0 ? (
        <p className="muted">Every plane was still in the fight at the end.</p>
      ) : (
        <ul className="wv-downings">
          {a.downings.map((d) => (
            <li key={d.plane} data-plane={d.plane}>
              Turn {d.turn}: {d.how} ({d.name}, {SIDE_NAMES[d.side]})
              {d.fate === "fled"
                ? "."
                : d.by
                  ? ` — last hit by ${withWhat(d.by)}.`
                  : " — no plane's fire had hit it."}
            </li>
          ))}
        </ul>
      )}
      <h3>Damage taken</h3>
      <table className="wv-damage-table">
        <thead>
          <tr>
            <th scope="col">Plane</th>
            <th scope="col">At the end</th>
            <th scope="col">Damage</th>
          </tr>
        </thead>
        <tbody>
          {a.damage.map((p) => (
            <tr key={p.plane} data-plane={p.plane}>
              <th scope="row">
                {p.plane} {p.name} ({SIDE_NAMES[p.side]})
              </th>
              <td>{p.status}</td>
              <td>{p.lines.length ? p.lines.join("; ") : "none"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {a.missions.length > 0 && (
        <>
          <h3>Missions</h3>
          <ul className="wv-account-missions">
            {a.missions.map((m) => (
              <li key={m.side} data-side={m.side}>
                {SIDE_NAMES[m.side]}, {m.name}:{" "}
                {m.accomplished
                  ? "✓ accomplished"
                  : `✗ failed${m.shortfall ? `: ${m.shortfall}` : ""}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Victory points</h3>
      <table className="wv-vp-table" aria-label="Victory points">
        <thead>
          <tr>
            <th scope="col">For</th>
            <th scope="col">Allies</th>
            <th scope="col">Germans</th>
          </tr>
        </thead>
        <tbody>
          {a.vp.map((l) => (
            <tr key={l.text}>
              <th scope="row">{l.text}</th>
              <td>{l.side === "allies" ? `+${l.vp}` : ""}</td>
              <td>{l.side === "germans" ? `+${l.vp}` : ""}</td>
            </tr>
          ))}
          {a.vp.length === 0 && (
            <tr>
              <th scope="row">No plane left the fight</th>
              <td />
              <td />
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{a.totals.allies}</td>
            <td>{a.totals.germans}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
