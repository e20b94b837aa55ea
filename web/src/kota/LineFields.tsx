/** The pieces of a Pilot Log line's form: numbers, checks, where a plane came down, a kill claimed. */
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from "react";
import { PLACE_NAME, PLACES, type Place } from "../../../src/games/knights-of-the-air/facts.js";
import { airmenOf } from "../../../src/games/knights-of-the-air/sortie.js";
import type {
  CampaignState,
  Downed,
  KillClaim,
  Shot,
  Sortie,
} from "../../../src/games/knights-of-the-air/state.js";
import { RuleLink } from "../rules/RuleNote";
import { nameOf, numberProblem, RULES } from "./format";

const CREDIT = { system: RULES, anchor: "kills-and-credit-credit-ts" };

/** Where a form hears of a number its fields refuse (key, message; null when it stands again). */
export const NumberProblems = createContext<(key: string, problem: string | null) => void>(
  () => {},
);

/**
 * A number field of a line. What the player types is kept as typed: a
 * negative number, a fraction or an empty field is refused with the reason
 * beside it (and told to the form, which will not send the line), never
 * quietly made 0.
 */
export function Num({
  label,
  value,
  onChange,
  min = 0,
  max = 99,
  whole = true,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  /** Counts are whole numbers; a distance need not be. */
  whole?: boolean;
}) {
  const key = useId();
  const tell = useContext(NumberProblems);
  const [text, setText] = useState(String(value));
  const problem = numberProblem(text, min, max, whole);
  // A new value from outside (another claim chosen, the form reset) replaces the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value only, not each keystroke.
  useEffect(() => {
    if (problem === null && Number(text) !== value) setText(String(value));
  }, [value]);
  useEffect(() => {
    tell(key, problem && `${label} ${problem}`);
  }, [tell, key, label, problem]);
  useEffect(() => () => tell(key, null), [tell, key]);
  return (
    <span className="kota-num-field">
      <label className="kota-num">
        {label}
        <input
          type="number"
          inputMode={whole ? "numeric" : "decimal"}
          step={whole ? 1 : "any"}
          min={min}
          max={max}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${key}-why` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (numberProblem(e.target.value, min, max, whole) === null)
              onChange(Number(e.target.value));
          }}
        />
      </label>
      {problem && (
        <span id={`${key}-why`} className="error small">
          {problem}
        </span>
      )}
    </span>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="kota-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{" "}
      {label}
    </label>
  );
}

export function DownedFields({
  d,
  decks,
  onChange,
}: {
  d: Downed;
  decks: string[];
  onChange: (d: Downed) => void;
}) {
  return (
    <span className="row wrap">
      <label>
        By deck
        <select value={d.deck} onChange={(e) => onChange({ ...d, deck: e.target.value })}>
          {decks.map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
      </label>
      <Check
        label="by the explosion card"
        checked={d.explosion}
        onChange={(v) => onChange({ ...d, explosion: v })}
      />
      <label>
        Where
        <select
          value={d.place}
          onChange={(e) => onChange({ ...d, place: e.target.value as Place })}
        >
          {PLACES.map((p) => (
            <option key={p} value={p}>
              {PLACE_NAME[p]}
            </option>
          ))}
        </select>
      </label>
    </span>
  );
}

export function KillFields({
  k,
  s,
  x,
  me,
  onChange,
  onRemove,
}: {
  k: KillClaim;
  s: CampaignState;
  x: Sortie;
  me: string;
  onChange: (k: KillClaim) => void;
  onRemove: () => void;
}) {
  const side = s.pilots.find((p) => p.id === me)?.side;
  const enemies = x.crews.filter((c) => c.side !== side).map((c) => c.pilot);
  const friends = airmenOf(x).filter((id) => s.pilots.find((p) => p.id === id)?.side === side);
  const shots = k.shots ?? [];
  const setShot = (i: number, patch: Partial<Shot>) =>
    onChange({ ...k, shots: shots.map((sh, j) => (j === i ? { ...sh, ...patch } : sh)) });
  return (
    <fieldset className="kota-kill">
      <legend>Plane claimed</legend>
      <div className="row wrap">
        <label>
          Enemy pilot
          <select value={k.victim} onChange={(e) => onChange({ ...k, victim: e.target.value })}>
            {enemies.map((id) => (
              <option key={id} value={id}>
                {nameOf(s, id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          How
          <select
            value={k.how}
            onChange={(e) => {
              const how = e.target.value as KillClaim["how"];
              onChange(
                how === "shot"
                  ? {
                      victim: k.victim,
                      how,
                      shots: [{ by: me, distance: 1, damage: 1 }],
                      damageBefore: 0,
                      toDestroy: 1,
                    }
                  : how === "chased"
                    ? { victim: k.victim, how, shotLastTwoTurns: true }
                    : { victim: k.victim, how, lastFullTurn: false, setBy: me },
              );
            }}
          >
            <option value="shot">shot down</option>
            <option value="fire">fire</option>
            <option value="structure">structural damage</option>
            <option value="chased">chased off the table</option>
          </select>
        </label>
        <button type="button" className="secondary small" onClick={onRemove}>
          Remove the claim
        </button>
      </div>
      {k.how === "shot" && (
        <>
          <div className="row wrap">
            <Num
              label="Its damage before that phase"
              value={k.damageBefore ?? 0}
              onChange={(v) => onChange({ ...k, damageBefore: v })}
            />
            <Num
              label="Its damage points"
              min={1}
              value={k.toDestroy ?? 1}
              onChange={(v) => onChange({ ...k, toDestroy: v })}
            />
          </div>
          <p className="small muted">
            Its damage points are the plane's whole damage capacity, the total at which it goes down
            — not the value of the last card. A plane of 16 damage points that had taken 13 before
            the phase: damage before 13, damage points 16.
          </p>
          <p className="small muted">
            Who fired at it in that phase (
            <RuleLink rule={CREDIT} title="Who gets the kill">
              the damage order
            </RuleLink>
            : balloons and ground guns first, Quick Shot aces, then nearest first):
          </p>
          {shots.map((sh, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: shooters are edited in place.
            <div key={i} className="row wrap kota-shot">
              <label>
                Shooter
                <select value={sh.by} onChange={(e) => setShot(i, { by: e.target.value })}>
                  {friends.map((id) => (
                    <option key={id} value={id}>
                      {nameOf(s, id)}
                    </option>
                  ))}
                  <option value="balloon">a balloon's gun</option>
                  <option value="ground">ground fire</option>
                </select>
              </label>
              <Num
                label="Distance (rulers)"
                value={sh.distance}
                max={100}
                whole={false}
                onChange={(v) => setShot(i, { distance: v })}
              />
              <Num
                label="Damage dealt"
                value={sh.damage}
                onChange={(v) => setShot(i, { damage: v })}
              />
              <button
                type="button"
                className="secondary small"
                onClick={() => onChange({ ...k, shots: shots.filter((_, j) => j !== i) })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="secondary small"
            onClick={() =>
              onChange({
                ...k,
                shots: [...shots, { by: friends[0] ?? me, distance: 1, damage: 0 }],
              })
            }
          >
            Add a shooter
          </button>
        </>
      )}
      {(k.how === "fire" || k.how === "structure") && (
        <div className="row wrap">
          <Check
            label="in the last full turn"
            checked={!!k.lastFullTurn}
            onChange={(v) => onChange({ ...k, lastFullTurn: v })}
          />
          <label>
            {k.how === "fire" ? "Set alight by" : "Damage caused by"}
            <select
              value={k.setBy ?? ""}
              onChange={(e) => onChange({ ...k, setBy: e.target.value || undefined })}
            >
              <option value="">no one</option>
              {friends.map((id) => (
                <option key={id} value={id}>
                  {nameOf(s, id)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {k.how === "chased" && (
        <Check
          label="I fired at it in the last two turns"
          checked={!!k.shotLastTwoTurns}
          onChange={(v) => onChange({ ...k, shotLastTwoTurns: v })}
        />
      )}
    </fieldset>
  );
}
