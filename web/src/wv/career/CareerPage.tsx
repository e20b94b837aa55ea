/** A Squadron Career: the step it waits for (briefing, crews, report), the squadron record, the log. */
import { useState } from "react";
import { Link } from "wouter";
import { current } from "../../../../src/games/winged-victory/career/briefing.js";
import { careerPlane } from "../../../../src/games/winged-victory/career/roster.js";
import type {
  CareerAction,
  CareerView,
} from "../../../../src/games/winged-victory/career/rules.js";
import type { Mission } from "../../../../src/games/winged-victory/career/state.js";
import { RulesLink } from "../../rules/RuleNote";
import { CampaignTools } from "../../shared/CampaignTools";
import { ChosenDice } from "../../shared/ChosenDice";
import { GameLog, GameNotices } from "../../shared/GameNotices";
import { useGame } from "../../shared/useGame";
import { Briefing } from "./Briefing";
import { CrewForm } from "./CrewForm";
import { Record } from "./Record";
import { ReportForm } from "./ReportForm";
import { ReportSummary } from "./ReportSummary";
import { SortieFight } from "./SortieFight";
import "./career.css";

function Results({ m }: { m: Mission }) {
  return (
    <section className="career-results" aria-label={`Mission ${m.n} results`}>
      <h3>
        Mission {m.n}:{" "}
        {m.stoodDown
          ? "stood down"
          : `${m.report?.accomplished ? "accomplished" : "not accomplished"}; ${m.confirmed ?? 0} ${m.confirmed === 1 ? "victory" : "victories"} confirmed; VP ${m.vpScored ?? 0} scored, ${m.vpLost ?? 0} lost`}
      </h3>
      <ul>
        {m.events.map((e, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the events of one mission, in order.
          <li key={k}>{e}</li>
        ))}
      </ul>
    </section>
  );
}

function Crews({ v, m }: { v: CareerView; m: Mission }) {
  const who = (id: string) => v.roster.find((a) => a.id === id);
  return (
    <ul className="career-crewlist">
      {m.crews.map((c) => {
        const p = v.state.planes.find((x) => x.serial === c.plane);
        return (
          <li key={c.plane}>
            <strong>{c.plane}</strong> {p ? careerPlane(v.state, p.type).name : ""}:{" "}
            {c.crew.map((id) => `${who(id)?.rankName ?? ""} ${who(id)?.name ?? id}`).join(" + ")}
          </li>
        );
      })}
    </ul>
  );
}

function Step({
  v,
  busy,
  act,
  career,
  link,
  dice,
}: {
  v: CareerView;
  busy: boolean;
  act: (a: CareerAction) => void;
  career: string;
  /** The link the career is opened with: its fight is asked for through it. */
  link: string;
  dice: "seeded" | "manual";
}) {
  const s = v.state;
  const m = current(s);
  const [type, setType] = useState("");
  const ph = s.phase.kind;
  if (ph === "over") return v.last ? <Results m={v.last} /> : null;
  if (ph === "brief") {
    const others = v.types.filter((t) => t.id !== s.planeType);
    return (
      <section aria-label="Next mission">
        {v.last && <Results m={v.last} />}
        <h2>Orders for {v.dateText}</h2>
        <button
          type="button"
          className="act"
          disabled={busy}
          onClick={() => act({ type: "roll-mission" })}
        >
          Roll the mission
        </button>
        {others.length > 0 && (
          <div className="row wrap career-reequip">
            <select
              aria-label="Re-equip with"
              value={type}
              onChange={(e) => setType(e.target.value)}
            >
              <option value="">Re-equip with…</option>
              {others.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="secondary small"
              disabled={busy || !type}
              onClick={() => act({ type: "re-equip", plane: type })}
            >
              Re-equip
            </button>
          </div>
        )}
      </section>
    );
  }
  if (!m || !v.briefing) return null;
  return (
    <>
      <Briefing b={v.briefing} />
      {ph === "assign" && (
        <section aria-label="Who flies">
          <h2>Who flies</h2>
          <CrewForm v={v} m={m} busy={busy} act={act} />
        </section>
      )}
      {ph === "fight" && (
        <section aria-label="After the fight">
          <h2>Crews</h2>
          <Crews v={v} m={m} />
          <details className="no-print">
            <summary>Change the crews</summary>
            <CrewForm key={JSON.stringify(m.crews)} v={v} m={m} busy={busy} act={act} />
          </details>
          <h2>After the fight</h2>
          <p className="muted small">
            Fly the briefing in Sortie or on the table, then enter what became of every plane.
          </p>
          <SortieFight career={career} link={link} dice={dice} v={v} m={m} busy={busy} act={act} />
          <ReportForm v={v} m={m} busy={busy} act={act} />
        </section>
      )}
      {ph === "report" && (
        <section aria-label="Confirm the report">
          <h2>The report</h2>
          {/* What is about to be confirmed: every plane, crew, claim and the mission's result. */}
          <ReportSummary v={v} m={m} />
          <p>
            Confirming rolls the after-action dice (wounds, escapes, claims, skill, decorations) and
            the days until the next mission. Once rolled, it stands.
          </p>
          <button
            type="button"
            className="act"
            disabled={busy}
            onClick={() => act({ type: "confirm" })}
          >
            Confirm the report
          </button>
          <details className="no-print">
            <summary>Correct the report</summary>
            <ReportForm key={JSON.stringify(m.report)} v={v} m={m} busy={busy} act={act} />
          </details>
        </section>
      )}
    </>
  );
}

export function CareerPage({ token }: { token: string }) {
  const g = useGame<CareerView>(token);
  if (!g.game) return <p className="muted">{g.error ?? "Loading the squadron…"}</p>;
  const v = g.game.view;
  const s = v.state;
  const watching = g.game.seat !== "commander";
  const act = (a: CareerAction) => {
    g.act(a);
  };
  return (
    <div className="career">
      <header className="panel career-head">
        <h1>{s.squadron}</h1>
        <p className="muted">
          Winged Victory · Squadron Career · {v.corpsName} · {v.dateText}
          {g.game.dice === "manual" ? " · your own dice" : ""} ·{" "}
          <RulesLink system="winged-victory-career" />
        </p>
        <p className="career-totals">
          Missions {v.totals.missions} · accomplished {v.totals.accomplished} · victories{" "}
          {v.totals.victories} · VP {v.totals.vp} · killed {v.totals.killed}
        </p>
      </header>
      <ChosenDice game={g.game} />
      <GameNotices g={g} />
      <div className="panel">
        {watching && (
          <p className="muted">You are watching: the Wing Commander's link keeps the books.</p>
        )}
        <Step
          v={v}
          busy={g.busy || watching}
          act={act}
          career={g.game.id}
          link={token}
          dice={g.game.dice}
        />
        <CampaignTools
          undo={g.undo}
          canUndo={!g.busy && !watching && Boolean(g.log[g.log.length - 1]?.undoable)}
          whyNot={
            g.log.length === 0
              ? null
              : g.log[g.log.length - 1]?.undoable
                ? null
                : "The last step rolled dice: it stands, as a roll at the table does."
          }
          token={token}
          exportLabel="Export the career"
          printLabel="Print the record"
        />
      </div>
      <div className="panel">
        <Record v={v} busy={g.busy} act={watching ? undefined : act} />
      </div>
      <GameLog title="Career log" log={g.log} />
      <p className="no-print">
        <Link href="/">← All games</Link>
      </p>
    </div>
  );
}
