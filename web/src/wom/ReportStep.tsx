/**
 * The report's steps on the campaign page: each side enters its own part
 * (a table holding both links, both at once), the page says what the other
 * side still owes, and a report in may be corrected until the next mission
 * is rolled.
 */
import { asReported } from "../../../src/games/wings-over-malta/correction.js";
import { SIDE_NAME, SIDES, type Side } from "../../../src/games/wings-over-malta/data.js";
import type { WomView } from "../../../src/games/wings-over-malta/rules.js";
import type { Mission } from "../../../src/games/wings-over-malta/state.js";
import { type Parts, ReportForm } from "./ReportForm";
import type { SideStep } from "./useCampaign";

/** The sides named in words: "Axis", "Axis and British". */
const named = (sides: Side[]) => sides.map((x) => SIDE_NAME[x]).join(" and ");

/** What the campaign waits for from the sides this page does not hold (all of them when watching). */
export function Waiting({ view, can }: { view: WomView; can: (side: Side) => boolean }) {
  const lines = view.waitingFor.filter((w) => !can(w.side) && w.what !== "settle the report");
  if (lines.length === 0) return null;
  return (
    <p className="muted" role="status">
      {lines.map((w) => `Waiting for the ${SIDE_NAME[w.side]} to ${w.what}.`).join(" ")}
    </p>
  );
}

const stepsOf = (parts: Parts, type: "report" | "correct"): SideStep[] =>
  SIDES.flatMap((side) => {
    const report = parts[side];
    return report ? [{ side, action: { type, report } }] : [];
  });

/** The battle's report: the parts this page enters, and what it waits for. */
export function ReportStep({
  view,
  m,
  busy,
  can,
  actAll,
}: {
  view: WomView;
  m: Mission;
  busy: boolean;
  can: (side: Side) => boolean;
  actAll: (steps: SideStep[]) => void;
}) {
  const s = view.state;
  const parts = m.reports ?? {};
  const mine = SIDES.filter(can);
  const toEnter = view.disagreement ? mine : mine.filter((side) => !parts[side]);
  const completes = SIDES.every((x) => toEnter.includes(x) || parts[x]);
  const done = mine.filter((side) => parts[side] && !toEnter.includes(side));
  const submit = completes
    ? "Confirm the report and walk back to base"
    : `Enter the ${named(toEnter)} part of the report`;
  return (
    <>
      {view.disagreement && (
        <p className="error" role="alert">
          The two parts of the report disagree: {view.disagreement}. Either side enters its part
          again.
        </p>
      )}
      {toEnter.length > 0 && (
        <ReportForm
          key={`${m.n}:${toEnter.join()}`}
          s={s}
          m={m}
          sides={toEnter}
          was={parts}
          busy={busy}
          submit={submit}
          onSubmit={(p) => actAll(stepsOf(p, "report"))}
        />
      )}
      {done.length > 0 && (
        <>
          <p>The {named(done)} part of the report is in.</p>
          <details className="no-print">
            <summary>Enter the {named(done)} part again</summary>
            <ReportForm
              key={`${m.n}:again:${JSON.stringify(parts)}`}
              s={s}
              m={m}
              sides={done}
              was={parts}
              busy={busy}
              label="The report entered again"
              submit={`Enter the ${named(done)} part again`}
              onSubmit={(p) => actAll(stepsOf(p, "report"))}
            />
          </details>
        </>
      )}
      <Waiting view={view} can={can} />
    </>
  );
}

/** The last report, corrected: a side's lines entered again; the dice already rolled stand. */
export function CorrectReport({
  view,
  busy,
  can,
  actAll,
  seq,
}: {
  view: WomView;
  busy: boolean;
  can: (side: Side) => boolean;
  actAll: (steps: SideStep[]) => void;
  /** The campaign's last entry: the form starts afresh after each step. */
  seq: number;
}) {
  const s = view.state;
  const m = s.missions.find((x) => x.n === view.correctable);
  const mine = SIDES.filter(can);
  if (!m || mine.length === 0) return null;
  return (
    <details className="no-print wom-correct">
      <summary>Correct the report of mission {m.n}</summary>
      <p className="muted small">
        Until the next mission is rolled, {mine.length > 1 ? "each side" : "you"} may put right
        {mine.length > 1 ? " its" : " your"} part of the report. The campaign goes back to the
        report and on again: the dice already rolled stand, each for what it was rolled for (an
        airman's roll on a table, his wounds, his ace, promotion and medal rolls), and so do the
        choices already made. Only a roll never needed before is rolled.
      </p>
      <ReportForm
        key={`${m.n}:${seq}`}
        s={asReported(s)}
        m={m}
        sides={mine}
        was={m.reports}
        busy={busy}
        label="Correct the report"
        submit="Correct the report"
        onSubmit={(p) => actAll(stepsOf(p, "correct"))}
      />
    </details>
  );
}
