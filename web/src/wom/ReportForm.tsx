/**
 * The after-action report, one side's part or both (a table holding both
 * links): what happened to each of the side's aircraft, and for the attacker
 * the targets; the score before confirming, once both parts are known. The
 * same form corrects a part already entered, what it said the starting point.
 */
import { useMemo, useState } from "react";
import { SIDE_NAME, SIDES, type Side } from "../../../src/games/wings-over-malta/data.js";
import { missionScore, signed } from "../../../src/games/wings-over-malta/format.js";
import { checkReport } from "../../../src/games/wings-over-malta/report-check.js";
import { checkPart, wholeReport } from "../../../src/games/wings-over-malta/report-parts.js";
import {
  type AircraftReport,
  blankAircraft,
  type CampaignState,
  type Mission,
  type Report,
} from "../../../src/games/wings-over-malta/state.js";
import { SHIPS, score } from "../../../src/games/wings-over-malta/victory.js";
import { AircraftFields, Check, Num } from "./AircraftFields";

export type Parts = Partial<Record<Side, Report>>;

type Preview =
  | { kind: "fault"; message: string }
  | { kind: "score"; score: ReturnType<typeof score> }
  | { kind: "partial"; missing: Side[] };

/** What the parts say together: a fault, the score, or which part is still missing. */
function previewOf(s: CampaignState, m: Mission, mine: Parts, others: Parts): Preview {
  try {
    for (const side of SIDES) {
      const r = mine[side];
      if (r) checkPart(s, m, side, r);
    }
    const all = { ...others, ...mine };
    const missing = SIDES.filter((side) => !all[side]);
    if (missing.length > 0) return { kind: "partial", missing };
    const whole = wholeReport(m, all as Record<Side, Report>);
    checkReport(s, m, whole);
    return { kind: "score", score: score(m, whole) };
  } catch (e) {
    return { kind: "fault", message: e instanceof Error ? e.message : String(e) };
  }
}

export function ReportForm({
  s,
  m,
  sides,
  was = {},
  busy,
  label = "After-action report",
  submit,
  onSubmit,
}: {
  /** The campaign, its airmen as they flew the mission. */
  s: CampaignState;
  m: Mission;
  /** The sides whose parts this form enters. */
  sides: Side[];
  /** The parts entered already: this form's starting point, and the other side's for the score. */
  was?: Parts;
  busy: boolean;
  label?: string;
  submit: string;
  /** The parts entered here (a correction: only those that changed). */
  onSubmit: (parts: Parts) => void;
}) {
  const slots = sides.flatMap((side) => m.crews[side].map((slot) => ({ side, slot })));
  const [rows, setRows] = useState<AircraftReport[]>(() =>
    slots.map(
      ({ side, slot }) =>
        was[side]?.aircraft.find((a) => a.pilot === slot.pilot) ??
        blankAircraft(slot.pilot as string),
    ),
  );
  const ships = SHIPS[m.scenario];
  const attacking = sides.includes(m.attacker);
  const [extra, setExtra] = useState<Omit<Report, "aircraft">>(() => {
    const { aircraft: _, ...before } = was[m.attacker] ?? { aircraft: [] };
    if (!attacking) return {};
    return {
      ...(m.scenario === "strafe" ? { boatDamage: 0 } : {}),
      ...(m.scenario === "airfield" ? { hangarDamage: 0, otherDamage: 0 } : {}),
      ...(ships ? { ships: ships.map(() => ({ damage: 0, sunk: false })) } : {}),
      ...before,
    };
  });
  const mine: Parts = useMemo(() => {
    const out: Parts = {};
    for (const side of sides) {
      const crew = new Set(m.crews[side].map((x) => x.pilot));
      out[side] = {
        aircraft: rows.filter((a) => crew.has(a.pilot)),
        ...(side === m.attacker ? extra : {}),
      };
    }
    return out;
  }, [rows, extra, sides, m]);
  const others: Parts = useMemo(
    () =>
      Object.fromEntries(SIDES.filter((x) => !sides.includes(x) && was[x]).map((x) => [x, was[x]])),
    [sides, was],
  );
  const changed = sides.filter((side) => JSON.stringify(mine[side]) !== JSON.stringify(was[side]));
  const preview = useMemo(() => previewOf(s, m, mine, others), [s, m, mine, others]);
  const set = (i: number, patch: Partial<AircraftReport>) =>
    setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  return (
    <form
      className="wom-report"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(Object.fromEntries(changed.map((side) => [side, mine[side]])));
      }}
    >
      {slots.map(({ side, slot }, i) => (
        <AircraftFields
          key={slot.pilot}
          s={s}
          m={m}
          side={side}
          slot={slot}
          a={rows[i]}
          id={`r${i}`}
          set={(patch) => set(i, patch)}
        />
      ))}
      {attacking && Object.keys(extra).length > 0 && (
        <fieldset>
          <legend>The mission's results</legend>
          <div className="row wrap">
            {extra.boatDamage !== undefined && (
              <Num
                id="boats"
                label="Damage on the boats"
                value={extra.boatDamage}
                onChange={(v) => setExtra({ ...extra, boatDamage: v })}
              />
            )}
            {extra.hangarDamage !== undefined && (
              <Num
                id="hangars"
                label="Damage on the hangars"
                value={extra.hangarDamage}
                onChange={(v) => setExtra({ ...extra, hangarDamage: v })}
              />
            )}
            {extra.otherDamage !== undefined && (
              <Num
                id="other"
                label="Damage on the other targets"
                value={extra.otherDamage}
                onChange={(v) => setExtra({ ...extra, otherDamage: v })}
              />
            )}
            {ships?.map((ship, k) => (
              <span key={ship} className="row">
                <Num
                  id={`ship${k}`}
                  label={`${ship}: bomb damage`}
                  value={extra.ships?.[k].damage ?? 0}
                  onChange={(v) =>
                    setExtra({
                      ...extra,
                      ships: extra.ships?.map((x, j) => (j === k ? { ...x, damage: v } : x)),
                    })
                  }
                />
                <Check
                  label="sunk"
                  checked={extra.ships?.[k].sunk ?? false}
                  onChange={(v) =>
                    setExtra({
                      ...extra,
                      ships: extra.ships?.map((x, j) => (j === k ? { ...x, sunk: v } : x)),
                    })
                  }
                />
              </span>
            ))}
          </div>
        </fieldset>
      )}
      <div className="wom-preview" aria-live="polite">
        {preview.kind === "score" && (
          <>
            <p>
              <strong>{missionScore(preview.score.vp, preview.score.winner)}</strong>
            </p>
            <ul className="small">
              {preview.score.lines.map((l) => (
                <li key={`${l.side}${l.text}`}>
                  {SIDE_NAME[l.side]} {signed(l.vp, true)} for {l.text}
                </li>
              ))}
            </ul>
          </>
        )}
        {preview.kind === "partial" && (
          <p className="muted">
            The score shows once the {preview.missing.map((x) => SIDE_NAME[x]).join(" and ")} part
            is in too.
          </p>
        )}
        {preview.kind === "fault" && <p className="error">{preview.message}</p>}
      </div>
      <button type="submit" disabled={busy || preview.kind === "fault" || changed.length === 0}>
        {submit}
      </button>
    </form>
  );
}
