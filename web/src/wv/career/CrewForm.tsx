/** Names the crews: for each plane the squadron flies, a ready plane, its pilot and its gunners. */
import { type FormEvent, useState } from "react";
import { suggestedCrews } from "../../../../src/games/winged-victory/career/briefing.js";
import type {
  CareerAction,
  CareerView,
} from "../../../../src/games/winged-victory/career/rules.js";
import type { Crew, Mission } from "../../../../src/games/winged-victory/career/state.js";
import { planeOf } from "../../../../src/games/winged-victory/state.js";

export function CrewForm({
  v,
  m,
  busy,
  act,
}: {
  v: CareerView;
  m: Mission;
  busy: boolean;
  act: (a: CareerAction) => void;
}) {
  const s = v.state;
  const [crews, setCrews] = useState<Crew[]>(() =>
    m.crews.length > 0 ? m.crews : suggestedCrews(s, m.slots),
  );
  const ready = s.planes.filter((p) => p.status === "ready");
  const fitFor = (role: "pilot" | "gunner") =>
    v.roster.filter((a) => a.role === role && a.status === "active");
  if (crews.length === 0 && suggestedCrews(s, m.slots).length === 0)
    return (
      <div>
        <p>No crew is fit to fly this mission: the squadron stands down.</p>
        <button
          type="button"
          className="act"
          disabled={busy}
          onClick={() => act({ type: "stand-down" })}
        >
          Stand down
        </button>
      </div>
    );
  const set = (k: number, c: Crew) => setCrews(crews.map((x, i) => (i === k ? c : x)));
  const gunners = (serial: string) => {
    const p = s.planes.find((x) => x.serial === serial);
    return p ? planeOf(p.type).crew.length - 1 : 0;
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    act({ type: "assign", crews });
  }
  return (
    <form onSubmit={submit} aria-label="Crews" className="career-crews">
      {crews.map((c, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one row per plane flown, in order.
        <fieldset key={k}>
          <legend>Plane {k + 1}</legend>
          <select
            aria-label={`Plane ${k + 1}`}
            value={c.plane}
            onChange={(e) => {
              const n = gunners(e.target.value);
              set(k, { plane: e.target.value, crew: [c.crew[0], ...c.crew.slice(1, 1 + n)] });
            }}
          >
            {ready.map((p) => (
              <option key={p.serial} value={p.serial}>
                {p.serial} {planeOf(p.type).name}
              </option>
            ))}
          </select>
          {Array.from({ length: 1 + gunners(c.plane) }, (_, i) => (
            <select
              // biome-ignore lint/suspicious/noArrayIndexKey: the seats of one plane, in order.
              key={i}
              aria-label={`Plane ${k + 1} ${i === 0 ? "pilot" : `gunner ${i}`}`}
              value={c.crew[i] ?? ""}
              onChange={(e) => {
                const crew = [...c.crew];
                crew[i] = e.target.value;
                set(k, { ...c, crew });
              }}
            >
              <option value="">—</option>
              {fitFor(i === 0 ? "pilot" : "gunner").map((a) => (
                <option key={a.id} value={a.id}>
                  {a.rankName} {a.name} ({a.role === "pilot" ? a.skill : "gunner"})
                </option>
              ))}
            </select>
          ))}
          <button
            type="button"
            className="secondary small"
            disabled={crews.length <= 1}
            onClick={() => setCrews(crews.filter((_, i) => i !== k))}
          >
            Leave this plane at home
          </button>
        </fieldset>
      ))}
      {crews.length < m.slots && (
        <button
          type="button"
          className="secondary small"
          onClick={() => setCrews([...crews, { plane: ready[0]?.serial ?? "", crew: [""] }])}
        >
          Add a plane
        </button>
      )}
      <button type="submit" className="act" disabled={busy}>
        {m.crews.length > 0 ? "Change the crews" : "These crews fly"}
      </button>
    </form>
  );
}
