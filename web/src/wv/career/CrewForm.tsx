/** Names the crews: for each plane the squadron flies, a ready plane, its pilot and its gunners. */
import { type FormEvent, useState } from "react";
import { suggestedCrews } from "../../../../src/games/winged-victory/career/briefing.js";
import { careerPlane } from "../../../../src/games/winged-victory/career/roster.js";
import type { Crew } from "../../../../src/games/winged-victory/career/state.js";
import { ErrorNote } from "../../shared/ErrorNote";
import type { MissionStepProps } from "./step-props";

export function CrewForm({ v, m, busy, act }: MissionStepProps) {
  const s = v.state;
  const [crews, setCrews] = useState<Crew[]>(() =>
    m.crews.length > 0 ? m.crews : suggestedCrews(s, m.slots),
  );
  const [missing, setMissing] = useState<string | null>(null);
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
    return p ? careerPlane(s, p.type).crew.length - 1 : 0;
  };
  /** A free ready plane with the first free pilot and gunners (blank where none is free). */
  function nextCrew(): Crew {
    const used = new Set(crews.flatMap((c) => [c.plane, ...c.crew]));
    const plane = ready.find((p) => !used.has(p.serial))?.serial ?? ready[0]?.serial ?? "";
    const free = (role: "pilot" | "gunner") => fitFor(role).filter((a) => !used.has(a.id));
    const gunnerIds = free("gunner").map((a) => a.id);
    return {
      plane,
      crew: [
        free("pilot")[0]?.id ?? "",
        ...Array.from({ length: gunners(plane) }, (_, i) => gunnerIds[i] ?? ""),
      ],
    };
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const blank = crews.findIndex((c) => !c.plane || c.crew.some((id) => !id));
    if (blank >= 0)
      return setMissing(`Plane ${blank + 1}: choose its plane and every seat's airman.`);
    setMissing(null);
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
                {p.serial} {careerPlane(s, p.type).name}
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
          onClick={() => setCrews([...crews, nextCrew()])}
        >
          Add a plane
        </button>
      )}
      <ErrorNote error={missing} />
      <button type="submit" className="act" disabled={busy}>
        {m.crews.length > 0 ? "Change the crews" : "These crews fly"}
      </button>
    </form>
  );
}
