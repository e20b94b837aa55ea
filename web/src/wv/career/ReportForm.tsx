/** The after-action report: the mission, each of the squadron's planes and crews, each enemy plane. */
import { type FormEvent, useState } from "react";
import { blankReport } from "../../../../src/games/winged-victory/career/report.js";
import { careerPlane } from "../../../../src/games/winged-victory/career/roster.js";
import type {
  Claim,
  CrewState,
  Mission,
  PlaneFate,
  PlaneReport,
  Report,
} from "../../../../src/games/winged-victory/career/state.js";
import type { Where } from "../../../../src/games/winged-victory/career/tables.js";
import type { MissionStepProps } from "./step-props";
import { FATE_WORDS, WHERE_WORDS } from "./words";

const WHERE = (Object.keys(WHERE_WORDS) as Where[]).map((id) => ({ id, name: WHERE_WORDS[id] }));
const FATES = (Object.keys(FATE_WORDS) as PlaneFate[]).map((id) => ({ id, name: FATE_WORDS[id] }));

type EnemyFate = "none" | "downed" | "landed" | "fled";
interface EnemyLine {
  fate: EnemyFate;
  where: Where;
  by: string;
}

function WhereSelect({
  label,
  value,
  set,
}: {
  label: string;
  value: Where;
  set: (w: Where) => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => set(e.target.value as Where)}>
      {WHERE.map((w) => (
        <option key={w.id} value={w.id}>
          {w.name}
        </option>
      ))}
    </select>
  );
}

function enemyLines(m: Mission, r: Report | undefined, first: string): EnemyLine[] {
  return m.enemy.map((_, k) => {
    const c = r?.claims.find((x) => x.enemy === k);
    if (c) return { fate: c.fate, where: c.where, by: c.by };
    return { fate: r?.fled.includes(k) ? "fled" : "none", where: "enemy", by: first };
  });
}

export function ReportForm({ v, m, busy, act }: MissionStepProps) {
  const start = m.report ?? blankReport(m);
  const flew = m.crews.flatMap((c) => c.crew);
  const [accomplished, setAccomplished] = useState(start.accomplished);
  const [planes, setPlanes] = useState<PlaneReport[]>(start.planes);
  const [enemy, setEnemy] = useState<EnemyLine[]>(() => enemyLines(m, m.report, flew[0]));
  const name = (id: string) => {
    const a = v.roster.find((x) => x.id === id);
    return a ? `${a.rankName} ${a.name}` : id;
  };
  const setPlane = (k: number, p: Partial<PlaneReport>) =>
    setPlanes(
      planes.map((x, i) => {
        if (i !== k) return x;
        const next: PlaneReport = { ...x, ...p };
        if (next.fate === "landed" || next.fate === "downed") next.where ??= "own";
        else delete next.where;
        if (next.fate === "downed") next.crew = next.crew.map(() => "killed");
        else if (p.fate && x.fate === "downed") next.crew = next.crew.map(() => "unhurt");
        return next;
      }),
    );
  const setEnemyLine = (k: number, e: Partial<EnemyLine>) =>
    setEnemy(enemy.map((x, i) => (i === k ? { ...x, ...e } : x)));

  function submit(e: FormEvent) {
    e.preventDefault();
    const claims: Claim[] = [];
    const fled: number[] = [];
    enemy.forEach((x, k) => {
      if (x.fate === "fled") fled.push(k);
      else if (x.fate !== "none") claims.push({ by: x.by, enemy: k, fate: x.fate, where: x.where });
    });
    act({ type: "report", report: { accomplished, planes, claims, fled } });
  }

  return (
    <form className="career-report" onSubmit={submit} aria-label="After-action report">
      <label className="wom-check">
        <input
          type="checkbox"
          checked={accomplished}
          onChange={(e) => setAccomplished(e.target.checked)}
        />{" "}
        Mission accomplished ({v.briefing?.ours.summary})
      </label>
      <h3>The squadron's planes</h3>
      {planes.map((p, k) => {
        const crew = m.crews.find((c) => c.plane === p.plane)?.crew ?? [];
        const type = v.state.planes.find((x) => x.serial === p.plane)?.type;
        return (
          <fieldset key={p.plane}>
            <legend>
              {p.plane} {type ? careerPlane(v.state, type).name : ""}
            </legend>
            <select
              aria-label={`${p.plane}: what became of it`}
              value={p.fate}
              onChange={(e) => setPlane(k, { fate: e.target.value as PlaneFate })}
            >
              {FATES.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
            {p.where && (
              <WhereSelect
                label={`${p.plane}: where it came down`}
                value={p.where}
                set={(w) => setPlane(k, { where: w })}
              />
            )}
            {p.fate !== "downed" && (
              <label className="wom-check">
                <input
                  type="checkbox"
                  checked={p.damaged}
                  onChange={(e) => setPlane(k, { damaged: e.target.checked })}
                />{" "}
                damaged
              </label>
            )}
            {crew.map((id, i) => (
              <label key={id} className="career-crewstate">
                {name(id)}{" "}
                <select
                  aria-label={`${name(id)}: hurt`}
                  value={p.crew[i]}
                  disabled={p.fate === "downed"}
                  onChange={(e) => {
                    const states = [...p.crew];
                    states[i] = e.target.value as CrewState;
                    setPlane(k, { crew: states });
                  }}
                >
                  <option value="unhurt">unhurt</option>
                  <option value="wounded">wounded</option>
                  {(i > 0 || p.fate === "downed") && <option value="killed">killed</option>}
                </select>
              </label>
            ))}
          </fieldset>
        );
      })}
      <h3>The enemy's planes</h3>
      {(v.briefing?.enemy ?? []).map((e, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the briefing's enemy planes, in order.
        <fieldset key={k}>
          <legend>
            Enemy {k + 1}: {e.name} {e.skill ? `(${e.skill})` : ""}
          </legend>
          <select
            aria-label={`Enemy ${k + 1}: what became of it`}
            value={enemy[k].fate}
            onChange={(x) => setEnemyLine(k, { fate: x.target.value as EnemyFate })}
          >
            <option value="none">flew on</option>
            <option value="downed">downed</option>
            <option value="landed">forced to land</option>
            <option value="fled">fled off the map</option>
          </select>
          {(enemy[k].fate === "downed" || enemy[k].fate === "landed") && (
            <>
              <WhereSelect
                label={`Enemy ${k + 1}: where it came down`}
                value={enemy[k].where}
                set={(w) => setEnemyLine(k, { where: w })}
              />
              <select
                aria-label={`Enemy ${k + 1}: claimed by`}
                value={enemy[k].by}
                onChange={(x) => setEnemyLine(k, { by: x.target.value })}
              >
                {flew.map((id) => (
                  <option key={id} value={id}>
                    {name(id)}
                  </option>
                ))}
              </select>
            </>
          )}
        </fieldset>
      ))}
      <button type="submit" className="act" disabled={busy}>
        {m.report ? "Correct the report" : "Enter the report"}
      </button>
    </form>
  );
}
