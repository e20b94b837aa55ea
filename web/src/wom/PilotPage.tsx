/** One airman: his record and the log of his career, printable. */
import { Link } from "wouter";
import { count } from "../../../src/engine/words.js";
import { MEDALS, SERVICE_NAME, SKILL_NAME } from "../../../src/games/wings-over-malta/data.js";
import { rankName } from "../../../src/games/wings-over-malta/roster.js";
import { RulesLink } from "../rules/RuleNote";
import { Medals } from "./Medals";
import { Rename } from "./Rename";
import { StatusBadge } from "./Roster";
import { type Tokens, useCampaign } from "./useCampaign";
import { campaignBase } from "./WomPage";

const LASTING = {
  "old-wound": "old war wound",
  blinded: "blinded in one eye",
  arm: "serious arm injury",
  "national-hero": "national hero",
} as const;

export function PilotPage({ tokens, id }: { tokens: Tokens; id: string }) {
  const c = useCampaign(tokens);
  if (!c.game) return <p className="muted">{c.error ?? "Loading…"}</p>;
  const p = c.game.view.state.pilots.find((x) => x.id === id);
  const back = campaignBase(tokens);
  if (!p)
    return (
      <section className="panel">
        <h1>No such airman</h1>
        <Link href={back}>Back to the campaign</Link>
      </section>
    );
  return (
    <article className="panel wom-pilot">
      <header className="row spread">
        <h1>
          {rankName(p)} {p.name}
        </h1>
        <button type="button" className="secondary no-print" onClick={() => window.print()}>
          Print
        </button>
      </header>
      <p>
        {SERVICE_NAME[p.service]} · {p.role === "fighter" ? "fighter pilot" : "bomber crew"} ·{" "}
        <StatusBadge p={p} />
        {p.missWhy ? ` (${p.missWhy})` : ""}
      </p>
      {c.can(p.side) && <Rename key={p.name} pilot={p} side={p.side} busy={c.busy} act={c.act} />}
      {c.error && (
        <p role="alert" className="error">
          {c.error}
        </p>
      )}
      <dl className="wom-facts">
        <dt>Experience</dt>
        <dd>
          {p.xp} XP · {p.novice ? "novice" : "experienced"} · {count(p.flown, "mission")} flown
        </dd>
        <dt>Kills</dt>
        <dd>
          {p.kills} and {p.shares} shared
        </dd>
        <dt>Ace skills</dt>
        <dd>{p.skills.length ? p.skills.map((k) => SKILL_NAME[k]).join(", ") : "—"}</dd>
        <dt>Medals</dt>
        <dd>
          {p.medals ? (
            <>
              <Medals service={p.service} count={p.medals} />{" "}
              {MEDALS[p.service].slice(0, p.medals).join("; ")}
            </>
          ) : (
            "—"
          )}
        </dd>
        <dt>Luck and keepsakes</dt>
        <dd>
          {[
            p.lucky && "lucky",
            ...p.keepsakes.map((k) => (k === "hip-flask" ? "hip-flask" : "cigarette case")),
          ]
            .filter(Boolean)
            .join(", ") || "—"}
        </dd>
        <dt>Lasting effects</dt>
        <dd>
          {[
            ...p.lasting.map((l) => LASTING[l]),
            p.scars > 0 && "impressive scars (+1 on medal rolls)",
            p.scars < 0 && "horrible scars (−1 on medal rolls)",
          ]
            .filter(Boolean)
            .join(", ") || "—"}
        </dd>
      </dl>
      <h2>Career</h2>
      <table className="wom-career">
        <tbody>
          {p.career.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the career is an append-only list.
            <tr key={i}>
              <td className="muted">M{l.mission}</td>
              <td>{l.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="no-print row wrap">
        <Link href={back}>← Back to the campaign</Link>
        <RulesLink system="wings-over-malta" />
      </p>
    </article>
  );
}
