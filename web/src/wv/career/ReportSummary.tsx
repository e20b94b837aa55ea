/**
 * The after-action report as entered, read back before it is confirmed: the
 * squadron's planes and crews, the claims, the enemy planes that fled, and
 * whether the mission was accomplished, written out like a squadron's form.
 */
import { missionVp } from "../../../../src/games/winged-victory/career/report.js";
import { careerPlane } from "../../../../src/games/winged-victory/career/roster.js";
import type { CareerView } from "../../../../src/games/winged-victory/career/rules.js";
import type {
  Mission,
  PlaneFate,
  PlaneReport,
  Report,
} from "../../../../src/games/winged-victory/career/state.js";
import type { Where } from "../../../../src/games/winged-victory/career/tables.js";
import { capital, FATE_WORDS, WHERE_AT, WHERE_WORDS } from "./words";

// The same words as the report form, so the summary reads as what was entered.
const FATE = (f: PlaneFate) => capital(FATE_WORDS[f]);
const WHERE = (w: Where) => capital(WHERE_WORDS[w]);

/** An airman by his rank and name, as the crew lists and the report form give him. */
function airmanName(v: CareerView, id: string) {
  const a = v.roster.find((x) => x.id === id);
  return a ? `${a.rankName} ${a.name}` : id;
}

/** An enemy plane by its number in the briefing and its type, as the report form gives it. */
function enemyName(v: CareerView, m: Mission, k: number) {
  const e = m.enemy[k];
  if (!e) return `Enemy ${k + 1}`;
  return `Enemy ${k + 1}, ${careerPlane(v.state, e.type).name} (${e.skill})`;
}

function PlaneRow({ v, m, p }: { v: CareerView; m: Mission; p: PlaneReport }) {
  const crew = m.crews.find((c) => c.plane === p.plane)?.crew ?? [];
  const type = v.state.planes.find((x) => x.serial === p.plane)?.type;
  return (
    <tr className={`career-fate-${p.fate}`}>
      <th scope="row">
        {p.plane}
        {type && <span className="career-summary-type"> {careerPlane(v.state, type).name}</span>}
      </th>
      <td data-label="Crew">
        <ul className="career-summary-crew">
          {crew.map((id, i) => (
            <li key={id}>
              {airmanName(v, id)}
              {/* In a two-seater or a bomber, the pilot is named first. */}
              {i === 0 && crew.length > 1 ? " (pilot)" : ""}:{" "}
              <span className={`career-state-${p.crew[i] ?? "unhurt"}`}>
                {p.crew[i] ?? "unhurt"}
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td data-label="Fate">{FATE(p.fate)}</td>
      <td data-label="Where it came down">{p.where ? WHERE(p.where) : "—"}</td>
      {/* A downed plane is lost, so its damage does not matter. */}
      <td data-label="Damaged">{p.fate === "downed" ? "—" : p.damaged ? "Yes" : "No"}</td>
    </tr>
  );
}

/** The claims, the enemy planes that fled, and those that flew on. */
function Enemy({ v, m, r }: { v: CareerView; m: Mission; r: Report }) {
  const flewOn = m.enemy
    .map((_, k) => k)
    .filter((k) => !r.fled.includes(k) && !r.claims.some((c) => c.enemy === k));
  return (
    <>
      <h3>Claims</h3>
      {r.claims.length === 0 ? (
        <p>No claims.</p>
      ) : (
        <ul className="career-summary-claims">
          {r.claims.map((c) => (
            <li key={c.enemy}>
              <strong>{airmanName(v, c.by)}</strong> claims {enemyName(v, m, c.enemy)}:{" "}
              {c.fate === "downed" ? "downed" : "forced to land"} {WHERE_AT[c.where]}
            </li>
          ))}
        </ul>
      )}
      <h3>Enemy planes that fled</h3>
      {r.fled.length === 0 ? (
        <p>None fled off the map.</p>
      ) : (
        <ul className="career-summary-fled">
          {r.fled.map((k) => (
            <li key={k}>{enemyName(v, m, k)}: fled off the map</li>
          ))}
        </ul>
      )}
      {flewOn.length > 0 && (
        <p className="muted small">Flew on: {flewOn.map((k) => enemyName(v, m, k)).join("; ")}.</p>
      )}
    </>
  );
}

export function ReportSummary({ v, m }: { v: CareerView; m: Mission }) {
  const r = m.report;
  if (!r) return null;
  const orders = v.briefing?.n === m.n ? v.briefing.ours.name : null;
  const vp = missionVp(v.state, m, r);
  return (
    <section className="career-summary" aria-label="The report as entered">
      <p className={`career-verdict ${r.accomplished ? "career-verdict-ok" : "career-verdict-no"}`}>
        <strong>{r.accomplished ? "Mission accomplished" : "Mission failed"}</strong>
        {orders && <> — {orders}</>}
      </p>
      <h3>The squadron's planes</h3>
      <div className="career-summary-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Plane</th>
              <th scope="col">Crew</th>
              <th scope="col">Fate</th>
              <th scope="col">Where it came down</th>
              <th scope="col">Damaged</th>
            </tr>
          </thead>
          <tbody>
            {r.planes.map((p) => (
              <PlaneRow key={p.plane} v={v} m={m} p={p} />
            ))}
          </tbody>
        </table>
      </div>
      <Enemy v={v} m={m} r={r} />
      <p className="small">
        Victory points on confirming: {vp.scored} scored, {vp.lost} lost. A claim becomes the
        airman's victory only if the dice confirm it.
      </p>
    </section>
  );
}
