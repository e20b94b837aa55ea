/** A Wings over Malta campaign: the track, the score, the rosters, and the step the campaign waits for. */
import { Link } from "wouter";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import {
  SIDE_NAME,
  SIDES,
  type Side,
  SKILL_NAME,
  type Skill,
} from "../../../src/games/wings-over-malta/data.js";
import { missionScore } from "../../../src/games/wings-over-malta/format.js";
import type { WomView } from "../../../src/games/wings-over-malta/rules.js";
import type { CampaignState } from "../../../src/games/wings-over-malta/state.js";
import type { LogLine } from "../api";
import { RulesLink } from "../rules/RuleNote";
import { CampaignTools } from "../shared/CampaignTools";
import { GameLog, GameNotices } from "../shared/GameNotices";
import { RollList } from "../shared/RollList";
import { CrewPicker } from "./CrewPicker";
import { Enlist } from "./Enlist";
import { explainWom } from "./explain";
import { CorrectReport, ReportStep, Waiting } from "./ReportStep";
import { Roster } from "./Roster";
import { SetupSheet } from "./SetupSheet";
import { Track } from "./Track";
import { type SideStep, type Tokens, useCampaign } from "./useCampaign";

export const campaignBase = (t: Tokens) =>
  t.axis && t.british ? `/wom/${t.axis}/${t.british}` : `/g/${t.axis ?? t.british ?? t.watch}`;

const who = (s: CampaignState, id: string) => {
  const p = s.pilots.find((x) => x.id === id);
  return p ? p.name : id;
};

function LastMission({ s }: { s: CampaignState }) {
  const m = [...s.missions].reverse().find((x) => x.n < s.mission && x.report);
  if (!m) return null;
  return (
    <section className="wom-last">
      <h3>
        Mission {m.n}: {missionScore(m.vp ?? { axis: 0, british: 0 }, m.winner)}
      </h3>
      <ul>
        {m.fates.map((f) => (
          <li key={f.pilot}>
            <strong>{who(s, f.pilot)}</strong>: {f.notes.join("; ")}
            {f.end !== "home" ? ` — ${f.end}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Step({
  view,
  log,
  busy,
  act,
  actAll,
  can,
}: {
  view: WomView;
  log: LogLine[];
  busy: boolean;
  act: (a: WomAction, side?: Side) => void;
  actAll: (steps: SideStep[]) => void;
  can: (side: Side) => boolean;
}) {
  const s = view.state;
  const ph = s.phase;
  const m = view.mission;
  const last = log[log.length - 1];
  const correction = (
    <CorrectReport view={view} busy={busy} can={can} actAll={actAll} seq={last?.seq ?? 0} />
  );
  if (ph.kind === "over") return null;
  if (ph.kind === "brief") {
    return (
      <section className="wom-step" aria-label="Next mission">
        <LastMission s={s} />
        {correction}
        <h2>Mission {s.mission}</h2>
        <p className="muted">
          A D6 for the attacker, a D6 for the mission (a combination flown already this period is
          rolled again), then each side's fighter type.
        </p>
        <button
          type="button"
          className="act"
          disabled={busy}
          onClick={() => act({ type: "roll-mission" })}
        >
          Roll the mission
        </button>
      </section>
    );
  }
  if (!m) return null;
  if (ph.kind === "crews") {
    const mine = SIDES.filter((side) => can(side) && !m.ready?.includes(side));
    const confirmed = SIDES.filter((side) => can(side) && m.ready?.includes(side));
    return (
      <section className="wom-step" aria-label="Who flies">
        {last && <RollList rolls={last.rolls} explain={explainWom} />}
        <h2>Who flies</h2>
        <CrewPicker s={s} m={m} can={can} busy={busy} act={act} />
        {mine.length > 0 && (
          <button
            type="button"
            className="act"
            disabled={busy}
            onClick={() => actAll(mine.map((side) => ({ side, action: { type: "ready", side } })))}
          >
            {mine.length === SIDES.length
              ? "Confirm the crews"
              : `Confirm the ${SIDE_NAME[mine[0]]} crews`}
          </button>
        )}
        {confirmed.length > 0 && (
          <p>The {confirmed.map((x) => SIDE_NAME[x]).join(" and ")} crews are confirmed.</p>
        )}
        <Waiting view={view} can={can} />
      </section>
    );
  }
  if (ph.kind === "fight") {
    return (
      <section className="wom-step" aria-label="The battle">
        {last && last.rolls.length > 0 && <RollList rolls={last.rolls} explain={explainWom} />}
        {view.sheet && <SetupSheet sheet={view.sheet} />}
        {view.forms.includes("assign") && (
          <details className="no-print">
            <summary>Change a crew (after an old war wound, say)</summary>
            <CrewPicker s={s} m={m} can={can} busy={busy} act={act} />
          </details>
        )}
        <h2 className="no-print">After the battle</h2>
        <ReportStep view={view} m={m} busy={busy} can={can} actAll={actAll} />
      </section>
    );
  }
  // After action: a choice is waiting.
  const p = ph.pending;
  const side = p ? (s.pilots.find((x) => x.id === p.pilot)?.side as Side) : null;
  return (
    <section className="wom-step" aria-label="Back to base">
      <h2>Back to base</h2>
      {last && <RollList rolls={last.rolls} explain={explainWom} />}
      {p?.kind === "reroll" && side && (
        <div className="wom-choice">
          <p>
            <strong>{who(s, p.pilot)}</strong> rolled {p.roll} on the {p.table} table. Keep it, or
            re-roll? The second roll stands.
          </p>
          <div className="row wrap">
            <button
              type="button"
              className="act"
              disabled={busy || !can(side)}
              onClick={() => act({ type: "keep" }, side)}
            >
              Keep the roll
            </button>
            {p.sources.map((src) => (
              <button
                key={src}
                type="button"
                className="act secondary"
                disabled={busy || !can(side)}
                onClick={() => act({ type: "reroll", source: src } as WomAction, side)}
              >
                Re-roll with {src === "lucky" ? "his luck" : SKILL_NAME[src as Skill]}
              </button>
            ))}
          </div>
        </div>
      )}
      {p?.kind === "skill" && side && (
        <div className="wom-choice">
          <p>
            <strong>{who(s, p.pilot)}</strong> has earned an ace skill. Choose one:
          </p>
          <div className="row wrap">
            {p.options.map((k) => (
              <button
                key={k}
                type="button"
                className="act"
                disabled={busy || !can(side)}
                onClick={() => act({ type: "skill", skill: k }, side)}
              >
                {SKILL_NAME[k]}
              </button>
            ))}
          </div>
        </div>
      )}
      <Waiting view={view} can={can} />
      {correction}
    </section>
  );
}

export function WomPage({ tokens }: { tokens: Tokens }) {
  const c = useCampaign(tokens);
  const base = campaignBase(tokens);
  if (!c.game) return <p className="muted">{c.error ?? "Loading the campaign…"}</p>;
  const view = c.game.view;
  const s = view.state;
  const watching = !c.can("axis") && !c.can("british");
  return (
    <div className="wom">
      <header className="wom-head panel">
        <div>
          <h1>{s.title}</h1>
          <p className="muted">
            Wings over Malta · {s.mission <= 24 ? `mission ${s.mission} of 24` : "campaign over"}
            {c.game.dice === "manual" ? " · your own dice" : ""} ·{" "}
            <RulesLink system="wings-over-malta" />
          </p>
        </div>
        <section className="wom-score" aria-label="Missions won">
          <span className="axis">Axis {view.wins.axis}</span>
          <span className="british">British {view.wins.british}</span>
        </section>
      </header>
      <GameNotices g={c} />
      <div className="panel">
        {watching && (
          <p className="muted watching">
            You are watching with the owner's link: each side takes its steps with its own link.
          </p>
        )}
        <Step
          view={view}
          log={c.log}
          busy={c.busy || watching}
          act={c.act}
          actAll={c.actAll}
          can={c.can}
        />
        <CampaignTools
          undo={c.undo}
          canUndo={c.canUndo}
          whyNot={c.whyNoUndo}
          token={tokens.axis ?? tokens.british ?? tokens.watch}
          exportLabel="Export the campaign"
          printLabel="Print the roster"
        />
      </div>
      <Track s={s} />
      <div className="wom-rosters">
        {(["axis", "british"] as const).map((side) => (
          <div key={side}>
            <Roster s={s} side={side} base={base} />
            {c.can(side) && view.forms.includes("enlist") && (
              <Enlist side={side} busy={c.busy} act={c.act} />
            )}
          </div>
        ))}
      </div>
      <GameLog
        title="Campaign log"
        log={c.log}
        explain={explainWom}
        who={(l) => (
          <>
            {" "}
            <span className="muted small">({SIDE_NAME[l.seat as Side] ?? l.seat})</span>
          </>
        )}
      />
      <p className="no-print">
        <Link href="/">← All games</Link>
      </p>
    </div>
  );
}
