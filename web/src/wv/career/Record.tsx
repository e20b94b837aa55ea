/** The squadron record: a ledger of the airmen and the hangar, as a squadron's office kept it. */
import { type FormEvent, useState } from "react";
import { longDate } from "../../../../src/games/winged-victory/career/calendar.js";
import { careerPlane } from "../../../../src/games/winged-victory/career/roster.js";
import type {
  CareerAction,
  CareerView,
} from "../../../../src/games/winged-victory/career/rules.js";
import type { Airman } from "../../../../src/games/winged-victory/career/state.js";

const STATUS: Record<Airman["status"], string> = {
  active: "On duty",
  wounded: "Wounded",
  killed: "Killed in action",
  prisoner: "Prisoner of war",
  invalided: "Invalided home",
};

function status(a: Airman) {
  return `${STATUS[a.status]}${a.status === "wounded" && a.back ? ` until ${longDate(a.back)}` : ""}`;
}

function Rename({
  v,
  busy,
  act,
}: {
  v: CareerView;
  busy: boolean;
  act: (a: CareerAction) => void;
}) {
  const [who, setWho] = useState(v.roster[0]?.id ?? "");
  const [name, setName] = useState("");
  function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim()) act({ type: "rename", airman: who, name: name.trim() });
    setName("");
  }
  return (
    <form className="row wrap no-print" onSubmit={submit} aria-label="Rename an airman">
      <select aria-label="Airman" value={who} onChange={(e) => setWho(e.target.value)}>
        {v.roster.map((a) => (
          <option key={a.id} value={a.id}>
            {a.id} {a.name}
          </option>
        ))}
      </select>
      <input
        aria-label="New name"
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="secondary small" disabled={busy || !name.trim()}>
        Rename
      </button>
    </form>
  );
}

export function Record({
  v,
  busy,
  act,
}: {
  v: CareerView;
  busy: boolean;
  act?: (a: CareerAction) => void;
}) {
  const s = v.state;
  return (
    <section className="career-record" aria-label="Squadron record">
      <header>
        <h2>{s.squadron}</h2>
        <p>
          {v.corpsName} · {v.roleName} · record as of {v.dateText}
        </p>
      </header>
      <p className="career-scroll-hint small">
        Slide the record sideways for wounds, decorations and status →
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Rank and name</th>
            <th scope="col" className="career-wide">
              Duty
            </th>
            <th scope="col">Skill</th>
            <th scope="col" className="career-wide">
              Joined
            </th>
            <th scope="col">Missions</th>
            <th scope="col">Victories</th>
            <th scope="col">Wounds</th>
            <th scope="col">Decorations</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {v.roster.map((a) => (
            <tr key={a.id} className={`career-${a.status}`}>
              <td>{a.id}</td>
              <th scope="row">
                {a.rankName} {a.name}
              </th>
              <td className="career-wide">{a.role === "pilot" ? "Pilot" : "Observer / gunner"}</td>
              <td>{a.role === "pilot" ? a.skill : "expert"}</td>
              <td className="career-wide">{longDate(a.joined)}</td>
              <td className="num">{a.missions}</td>
              <td className="num">{a.victories}</td>
              <td className="num">{a.wounds}</td>
              <td>{a.awards.join(", ")}</td>
              <td>{status(a)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Hangar</h3>
      <table className="career-hangar">
        <thead>
          <tr>
            <th scope="col">Serial</th>
            <th scope="col">Type</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {s.planes.map((p) => (
            <tr key={p.serial} className={`career-plane-${p.status}`}>
              <td>{p.serial}</td>
              <td>{careerPlane(s, p.type).name}</td>
              <td>
                {p.status === "repair" && p.back
                  ? `Repair shop until ${longDate(p.back)}`
                  : p.status === "ready"
                    ? "Ready"
                    : "Lost"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {act && v.forms.includes("rename") && <Rename v={v} busy={busy} act={act} />}
      <h3>Service records</h3>
      {v.roster.map((a) => (
        <details key={a.id} className="career-service">
          <summary>
            {a.rankName} {a.name} <span className="muted">({a.id})</span>
          </summary>
          <ol>
            {a.lines.map((l, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an airman's record, in order.
              <li key={k}>
                <span className="career-when">{longDate(l.date)}</span> {l.text}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
