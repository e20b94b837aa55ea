/**
 * The Master Log (every airman of the war, as the Wing Commander keeps it,
 * with the war's events) and each Pilot Log (per sortie: mission, plane,
 * kills, damage taken, points, medals, health, with every line's
 * verification), both printable as sheets.
 */
import { Link } from "wouter";
import {
  ABILITY_INFO,
  SERVICE_NAME,
  SIDE_NAME,
} from "../../../src/games/knights-of-the-air/facts.js";
import { STATUS_LABEL } from "../../../src/games/knights-of-the-air/roster.js";
import { totalsOf, totalsText } from "../../../src/games/knights-of-the-air/totals.js";
import { RulesLink } from "../rules/RuleNote";
import { missionLabel, named } from "./format";
import { kotaBase } from "./KotaPage";
import { Medals } from "./Medals";
import { HealthBar } from "./Roster";
import { useKota } from "./useKota";
import { Verdicts } from "./Verdicts";
import "./kota.css";
import "./kota-forms.css";
import "./kota-roster.css";
import "./kota-sheets.css";

function PrintButton() {
  return (
    <button type="button" className="secondary no-print" onClick={() => window.print()}>
      Print
    </button>
  );
}

export function MasterLog({ token }: { token: string }) {
  const k = useKota(token);
  if (!k.game) return <p className="muted">{k.error ?? "Loading…"}</p>;
  const s = k.game.view.state;
  const base = kotaBase(token);
  return (
    <article className="panel kota-log-sheet" aria-label="Master Log">
      <header className="row spread">
        <h1>Master Log — {s.title}</h1>
        <PrintButton />
      </header>
      <p className="small">
        The year {s.year} · {s.mission ? `Mission ${s.mission}` : `Mission ${s.level}`} ·{" "}
        {s.attacker ? `${SIDE_NAME[s.attacker]} attack` : "no attacker yet"}
      </p>
      <table className="kota-master">
        <thead>
          <tr>
            <th>Airman</th>
            <th>Player</th>
            <th>Side, service</th>
            <th>Sorties</th>
            <th>Kills</th>
            <th>Balloons</th>
            <th>
              <abbr title="Ground targets destroyed">Targets</abbr>
            </th>
            <th>
              <abbr title="Ground targets observed and brought home">Obs.</abbr>
            </th>
            <th>
              <abbr title="Downed airmen carried home">Rescues</abbr>
            </th>
            <th>Points</th>
            <th>Medals</th>
            <th>Health</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {s.pilots.map((p) => {
            const t = totalsOf(s, p);
            return (
              <tr key={p.id}>
                <td data-label="Airman">
                  <Link href={`${base}/pilot/${p.id}`}>{p.name}</Link>{" "}
                  <span className="small muted">{p.id}</span>
                </td>
                <td data-label="Player">
                  {s.players.find((x) => x.id === p.player)?.name ?? p.player}
                </td>
                <td data-label="Side, service">
                  {SIDE_NAME[p.side]}, {SERVICE_NAME[p.service]} ({p.role})
                </td>
                <td data-label="Sorties">{p.sorties}</td>
                <td data-label="Kills">{p.kills}</td>
                <td data-label="Balloons">{t.balloons}</td>
                <td data-label="Ground targets">{t.groundTargets}</td>
                <td data-label="Observations">{t.observations}</td>
                <td data-label="Rescues">{t.rescues}</td>
                <td data-label="Points">{p.points}</td>
                <td data-label="Medals">
                  <Medals service={p.service} medals={p.medals} />
                  <span className="small"> {p.medals.map((m) => m.name).join("; ")}</span>
                </td>
                <td data-label="Health">
                  <HealthBar p={p} />
                </td>
                <td data-label="Status">{STATUS_LABEL[p.status]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Sorties</h2>
      <table className="kota-master kota-sorties">
        <thead>
          <tr>
            <th>Sortie</th>
            <th>Mission</th>
            <th>Group</th>
            <th>Planes</th>
            <th>Result</th>
          </tr>
        </thead>
        <tbody>
          {s.sorties.map((x) => (
            <tr key={x.id}>
              <td data-label="Sortie">{x.id}</td>
              <td data-label="Mission">
                {missionLabel(s, x.mission)}
                {x.mission ? `, sortie ${x.n}` : ""} ({x.year})
              </td>
              <td data-label="Group">{s.groups.find((g) => g.id === x.group)?.name ?? x.group}</td>
              <td data-label="Planes">{x.crews.length}</td>
              <td data-label="Result">
                {x.status === "open"
                  ? "being flown"
                  : x.winner === "draw"
                    ? "objectives: neither side"
                    : x.winner
                      ? `objectives: ${SIDE_NAME[x.winner]}`
                      : "flown"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Every Pilot Log line and its verification</h2>
      <Verdicts s={s} lines={s.lines} />
      <h2>The war</h2>
      <ol className="small">
        {s.events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are appended, never removed.
          <li key={i}>
            {e.at ? `after sortie ${e.at}: ` : ""}
            {e.text}
          </li>
        ))}
      </ol>
      <p className="no-print row wrap">
        <Link href={`/g/${token}`}>← Back to the campaign</Link>
        <RulesLink system="knights-of-the-air" />
      </p>
    </article>
  );
}

export function PilotLog({ token, id }: { token: string; id: string }) {
  const k = useKota(token);
  if (!k.game) return <p className="muted">{k.error ?? "Loading…"}</p>;
  const s = k.game.view.state;
  const p = s.pilots.find((x) => x.id === id);
  if (!p)
    return (
      <section className="panel">
        <h1>No such airman</h1>
        <Link href={`/g/${token}`}>Back to the campaign</Link>
      </section>
    );
  const player = s.players.find((x) => x.id === p.player);
  return (
    <article className="panel kota-log-sheet" aria-label="Pilot Log">
      <header className="row spread">
        <h1>Pilot Log — {p.name}</h1>
        <PrintButton />
      </header>
      <dl className="kota-facts">
        <dt>Player</dt>
        <dd>{player?.name ?? p.player}</dd>
        <dt>Service</dt>
        <dd>
          {SERVICE_NAME[p.service]} ({SIDE_NAME[p.side]}), {p.role}
        </dd>
        <dt>Health</dt>
        <dd>
          <HealthBar p={p} /> · {STATUS_LABEL[p.status]}
        </dd>
        <dt>Record</dt>
        <dd>
          {totalsText(totalsOf(s, p))} · {p.points} Pilot Points
        </dd>
        <dt>Medals</dt>
        <dd>
          {p.medals.length ? (
            <>
              <Medals service={p.service} medals={p.medals} />{" "}
              {p.medals.map((m) => m.name).join("; ")}
            </>
          ) : (
            "—"
          )}
        </dd>
        <dt>Ace abilities</dt>
        <dd>
          {p.abilities.length
            ? p.abilities
                .map(
                  (a) =>
                    `${ABILITY_INFO[a].name}${ABILITY_INFO[a].everyTwoTurns ? " (every two turns)" : ""}`,
                )
                .join(", ")
            : "—"}
          {p.owed > 0 ? ` · ${p.owed} to choose` : ""}
        </dd>
      </dl>
      <table className="kota-pilot-log">
        <thead>
          <tr>
            <th>Sortie</th>
            <th>Mission</th>
            <th>Plane</th>
            <th>Kills</th>
            <th>Damage taken</th>
            <th>Points</th>
            <th>Medals</th>
            <th>Health</th>
          </tr>
        </thead>
        <tbody>
          {p.log.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only.
            <tr key={i}>
              <td data-label="Sortie">{l.sortie ?? "—"}</td>
              <td data-label="Mission">
                {l.sortie === null ? l.mission : missionLabel(s, l.mission)}
                {l.notes.length > 0 && (
                  <div className="small muted">{named(s, l.notes.join("; "))}</div>
                )}
              </td>
              <td data-label="Plane">{l.plane ?? "—"}</td>
              <td data-label="Kills">
                {l.kills}
                {l.victories?.length ? (
                  <div className="small">
                    {l.victories.map((v) => `${v.name}'s ${v.plane}`).join("; ")}
                  </div>
                ) : null}
              </td>
              <td data-label="Damage taken">{l.healthLost}</td>
              <td data-label="Points">{l.points}</td>
              <td data-label="Medals">{l.medals.join("; ") || "—"}</td>
              <td data-label="Health">{l.health}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Lines entered and their verification</h2>
      <Verdicts s={s} lines={s.lines.filter((l) => l.pilot === p.id)} />
      <p className="no-print row wrap">
        <Link href={`/g/${token}`}>← Back to the campaign</Link>
        <Link href={`/kota/${token}/master-log`}>The Master Log</Link>
      </p>
    </article>
  );
}
