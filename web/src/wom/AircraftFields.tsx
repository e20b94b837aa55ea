/** One aircraft's line of the after-action report: what happened to it, and to its crew. */
import type { ReactNode } from "react";
import { SCENARIOS, SIDE_NAME, type Side } from "../../../src/games/wings-over-malta/data.js";
import { rankName } from "../../../src/games/wings-over-malta/roster.js";
import type {
  AircraftReport,
  CampaignState,
  Mission,
  Slot,
} from "../../../src/games/wings-over-malta/state.js";
import { RuleLink } from "../rules/RuleNote";

const STEPS = { system: "wings-over-malta", anchor: "what-sortie-does-step-by-step" };

export function Num({
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

export function Check({
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

/** The fields of one aircraft (`id`: a prefix for its inputs' ids). */
export function AircraftFields({
  s,
  m,
  side,
  slot,
  a,
  id,
  set,
}: {
  s: CampaignState;
  m: Mission;
  side: Side;
  slot: Slot;
  a: AircraftReport;
  id: string;
  set: (patch: Partial<AircraftReport>) => void;
}) {
  const p = s.pilots.find((x) => x.id === slot.pilot);
  const floor = SCENARIOS[m.scenario].floor;
  const bomber = slot.aircraft === m.bomber && side === m.attacker;
  return (
    <fieldset className={`wom-aircraft ${side}`}>
      <legend>
        {SIDE_NAME[side]} · {slot.aircraft} · {p ? `${rankName(p)} ${p.name}` : slot.pilot}
      </legend>
      <div className="row wrap">
        <Check
          label="Shot down"
          checked={a.shotDown}
          onChange={(v) =>
            set({
              shotDown: v,
              left: "no",
              escape: v ? "nurse" : undefined,
              came: v ? "friendly" : undefined,
              height: v ? floor + 3 : undefined,
            })
          }
        />
        <Check label="On fire" checked={a.fire} onChange={(v) => set({ fire: v })} />
        <Check label="Engine damage" checked={a.engine} onChange={(v) => set({ engine: v })} />
        <Check
          label="Over half damage"
          checked={a.overHalf}
          onChange={(v) => set({ overHalf: v })}
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
            onChange={(v) => set({ height: v })}
          />
          <label>
            Came down
            <select
              value={a.came}
              onChange={(e) => set({ came: e.target.value as AircraftReport["came"] })}
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
              onChange={(e) => set({ escape: e.target.value as AircraftReport["escape"] })}
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
            onChange={(e) => set({ left: e.target.value as AircraftReport["left"] })}
          >
            <option value="no">no</option>
            <option value="own-edge">by its own edge</option>
            <option value="other-edge">by another edge</option>
          </select>
        </label>
      )}
      <div className="row wrap">
        <Num id={`${id}-k`} label="Kills" value={a.kills} onChange={(v) => set({ kills: v })} />
        <Num
          id={`${id}-s`}
          label="Shared kills"
          value={a.shares}
          onChange={(v) => set({ shares: v })}
        />
        <Num
          id={`${id}-w`}
          label="Wounds"
          value={a.wounds}
          onChange={(v) => set({ wounds: Math.min(3, v) })}
        />
        {bomber && (
          <Check
            label="Made its attack"
            checked={a.attacked ?? false}
            onChange={(v) => set({ attacked: v })}
          />
        )}
        {bomber && m.scenario === "harbour" && (
          <label>
            Bombs
            <select
              value={a.bomb ?? "miss"}
              onChange={(e) => set({ bomb: e.target.value as AircraftReport["bomb"] })}
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
            onChange={(v) => set({ keepsakeUsed: v })}
          />
        )}
        {p?.lucky && (
          <Check
            label="Spent his luck in the fight"
            checked={a.luckUsed ?? false}
            onChange={(v) => set({ luckUsed: v })}
          />
        )}
        <Check
          label="Spectacular (medal roll)"
          checked={a.spectacular ?? false}
          onChange={(v) => set({ spectacular: v })}
        />
      </div>
    </fieldset>
  );
}
