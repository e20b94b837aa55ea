/** Every Pilot Log line entered and what the Wing Commander did with it, reason included. */
import { count } from "../../../src/engine/words.js";
import type { CampaignState, LogLine } from "../../../src/games/knights-of-the-air/state.js";
import { named, nameOf, reportText } from "./format";

const STATUS: Record<LogLine["status"], string> = {
  pending: "waiting for the Wing Commander",
  accepted: "accepted",
  corrected: "corrected",
  refused: "refused",
};

export function Verdict({ s, l }: { s: CampaignState; l: LogLine }) {
  return (
    <li className={`kota-verdict ${l.status}`}>
      <span className={`badge ${l.status}`}>{STATUS[l.status]}</span> line {l.id}, sortie {l.sortie}
      , <strong>{nameOf(s, l.pilot)}</strong>: {reportText(s, l.entered)}
      {l.status === "corrected" && l.corrected && (
        <> → corrected to: {reportText(s, l.corrected)}</>
      )}
      {l.reason && <> — reason: “{l.reason}”</>}
      {l.points !== undefined && (
        <span className="small muted">
          {" "}
          ({count(l.points, "pt")}, {l.healthLost ?? 0} health lost
          {l.notes?.length ? `; ${named(s, l.notes.join("; "))}` : ""})
        </span>
      )}
    </li>
  );
}

export function Verdicts({ s, lines }: { s: CampaignState; lines: LogLine[] }) {
  if (lines.length === 0) return <p className="muted">No line entered yet.</p>;
  return (
    <ol className="kota-verdicts" reversed>
      {[...lines].reverse().map((l) => (
        <Verdict key={l.id} s={s} l={l} />
      ))}
    </ol>
  );
}
