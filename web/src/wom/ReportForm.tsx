/** The after-action report: what happened to each aircraft, and the mission's own results, with the score before confirming. */
import { type ReactNode, useMemo, useState } from "react";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import { checkReport } from "../../../src/games/wings-over-malta/after-action.js";
import { SCENARIOS, SIDE_NAME, SIDES } from "../../../src/games/wings-over-malta/data.js";
import { missionScore, signed } from "../../../src/games/wings-over-malta/format.js";
import { rankName } from "../../../src/games/wings-over-malta/roster.js";
import {
  type AircraftReport,
  blankAircraft,
  type CampaignState,
  type Mission,
  type Report,
} from "../../../src/games/wings-over-malta/state.js";
import { SHIPS, score } from "../../../src/games/wings-over-malta/victory.js";
import { RuleLink } from "../rules/RuleNote";

const STEPS = { system: "wings-over-malta", anchor: "what-sortie-does-step-by-step" };

function Num({
  label,
  value,
  onChange,
  id,
  min = 0,
}: {
  label: ReactNode;
  value: number;
  onChange: (v: number) => void;
  id: string;
  min?: number;
}) {
  return (
    <label htmlFor={id} className="wom-num">
      {label}
      <input
        id={id}
        type="number"
        min={min}
        value={value}
        onChange={(e) => onChange(Math.max(min, Math.floor(Number(e.target.value) || 0)))}
      />
    </label>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="wom-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{" "}
      {label}
    </label>
  );
}

export function ReportForm({
  s,
  m,
  busy,
  act,
}: {
  s: CampaignState;
  m: Mission;
  busy: boolean;
  act: (a: WomAction) => void;
}) {
  const slots = SIDES.flatMap((side) => m.crews[side].map((slot) => ({ side, slot })));
  const [rows, setRows] = useState<AircraftReport[]>(() =>
    slots.map((x) => blankAircraft(x.slot.pilot as string)),
  );
  const ships = SHIPS[m.scenario];
  const floor = SCENARIOS[m.scenario].floor;
  const [extra, setExtra] = useState<Omit<Report, "aircraft">>(() => ({
    ...(m.scenario === "strafe" ? { boatDamage: 0 } : {}),
    ...(m.scenario === "airfield" ? { hangarDamage: 0, otherDamage: 0 } : {}),
    ...(ships ? { ships: ships.map(() => ({ damage: 0, sunk: false })) } : {}),
  }));
  const report: Report = useMemo(() => ({ aircraft: rows, ...extra }), [rows, extra]);
  const preview = useMemo(() => {
    try {
      checkReport(s, m, report);
      return { ok: true as const, score: score(m, report) };
    } catch (e) {
      return { ok: false as const, message: e instanceof Error ? e.message : String(e) };
    }
  }, [s, m, report]);
  const set = (i: number, patch: Partial<AircraftReport>) =>
    setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  return (
    <form
      className="wom-report"
      aria-label="After-action report"
      onSubmit={(e) => {
        e.preventDefault();
        act({ type: "report", report } as WomAction);
      }}
    >
      {slots.map(({ side, slot }, i) => {
        const p = s.pilots.find((x) => x.id === slot.pilot);
        const a = rows[i];
        const id = `r${i}`;
        const bomber = slot.aircraft === m.bomber && side === m.attacker;
        return (
          <fieldset key={id} className={`wom-aircraft ${side}`}>
            <legend>
              {SIDE_NAME[side]} · {slot.aircraft} · {p ? `${rankName(p)} ${p.name}` : slot.pilot}
            </legend>
            <div className="row wrap">
              <Check
                label="Shot down"
                checked={a.shotDown}
                onChange={(v) =>
                  set(i, {
                    shotDown: v,
                    left: "no",
                    escape: v ? "nurse" : undefined,
                    came: v ? "friendly" : undefined,
                    height: v ? floor + 3 : undefined,
                  })
                }
              />
              <Check label="On fire" checked={a.fire} onChange={(v) => set(i, { fire: v })} />
              <Check
                label="Engine damage"
                checked={a.engine}
                onChange={(v) => set(i, { engine: v })}
              />
              <Check
                label="Over half damage"
                checked={a.overHalf}
                onChange={(v) => set(i, { overHalf: v })}
              />
            </div>
            {a.shotDown ? (
              <div className="row wrap">
                <Num
                  id={`${id}-h`}
                  label={
                    <RuleLink rule={STEPS} title="Floor plus altitude">
                      Floor + altitude
                    </RuleLink>
                  }
                  min={floor}
                  value={a.height ?? floor}
                  onChange={(v) => set(i, { height: v })}
                />
                <label>
                  Came down
                  <select
                    value={a.came}
                    onChange={(e) => set(i, { came: e.target.value as AircraftReport["came"] })}
                  >
                    <option value="friendly">friendly territory</option>
                    <option value="enemy">enemy territory</option>
                    <option value="sea">the sea</option>
                  </select>
                </label>
                <label htmlFor={`${id}-e`}>
                  Crew (
                  <RuleLink rule={STEPS} title="Baling out or nursing the wreck down">
                    bale out or nurse the wreck down?
                  </RuleLink>
                  )
                  <select
                    id={`${id}-e`}
                    value={a.escape}
                    onChange={(e) => set(i, { escape: e.target.value as AircraftReport["escape"] })}
                  >
                    <option value="nurse">nurses the wreck down</option>
                    <option value="bale">bales out</option>
                  </select>
                </label>
              </div>
            ) : (
              <label>
                Left the table
                <select
                  value={a.left}
                  onChange={(e) => set(i, { left: e.target.value as AircraftReport["left"] })}
                >
                  <option value="no">no</option>
                  <option value="own-edge">by its own edge</option>
                  <option value="other-edge">by another edge</option>
                </select>
              </label>
            )}
            <div className="row wrap">
              <Num
                id={`${id}-k`}
                label="Kills"
                value={a.kills}
                onChange={(v) => set(i, { kills: v })}
              />
              <Num
                id={`${id}-s`}
                label="Shared kills"
                value={a.shares}
                onChange={(v) => set(i, { shares: v })}
              />
              <Num
                id={`${id}-w`}
                label="Wounds"
                value={a.wounds}
                onChange={(v) => set(i, { wounds: Math.min(3, v) })}
              />
              {bomber && (
                <Check
                  label="Made its attack"
                  checked={a.attacked ?? false}
                  onChange={(v) => set(i, { attacked: v })}
                />
              )}
              {bomber && m.scenario === "harbour" && (
                <label>
                  Bombs
                  <select
                    value={a.bomb ?? "miss"}
                    onChange={(e) => set(i, { bomb: e.target.value as AircraftReport["bomb"] })}
                  >
                    <option value="miss">missed</option>
                    <option value="near">near miss</option>
                    <option value="hit">on target</option>
                  </select>
                </label>
              )}
              {p && p.keepsakes.length > 0 && (
                <Check
                  label="Keepsake took a bullet"
                  checked={a.keepsakeUsed ?? false}
                  onChange={(v) => set(i, { keepsakeUsed: v })}
                />
              )}
              {p?.lucky && (
                <Check
                  label="Spent his luck in the fight"
                  checked={a.luckUsed ?? false}
                  onChange={(v) => set(i, { luckUsed: v })}
                />
              )}
              <Check
                label="Spectacular (medal roll)"
                checked={a.spectacular ?? false}
                onChange={(v) => set(i, { spectacular: v })}
              />
            </div>
          </fieldset>
        );
      })}
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
      <div className="wom-preview" aria-live="polite">
        {preview.ok ? (
          <>
            <p>
              <strong>{missionScore(preview.score.vp, preview.score.winner)}</strong>
            </p>
            <ul className="small">
              {preview.score.lines.map((l) => (
                <li key={`${l.side}${l.text}`}>
                  {SIDE_NAME[l.side]}: {l.text}: {signed(l.vp, true)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="error">{preview.message}</p>
        )}
      </div>
      <button type="submit" disabled={busy || !preview.ok}>
        Confirm the report and walk back to base
      </button>
    </form>
  );
}
