/**
 * A Pilot Log line after a sortie, checked by the rules' own check as it is
 * typed (kills only on enemy pilots of the sortie and credited by the damage
 * order, balloons and targets no more than the enemy had, bombs within the
 * load…). The same form serves the Wing Commander's correction.
 */
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { lineOf } from "../../../src/games/knights-of-the-air/actions.js";
import { PLACE_NAME, PLACES, type Place } from "../../../src/games/knights-of-the-air/facts.js";
import { checkReport } from "../../../src/games/knights-of-the-air/lines.js";
import { airmenOf, crewOf } from "../../../src/games/knights-of-the-air/sortie.js";
import type {
  CampaignState,
  Downed,
  LineReport,
  Sortie,
} from "../../../src/games/knights-of-the-air/state.js";
import { RuleLink } from "../rules/RuleNote";
import { nameOf, RULES } from "./format";
import { Check, DownedFields, KillFields, Num, NumberProblems } from "./LineFields";

const HEALTH = { system: RULES, anchor: "health-health-ts" };
const CAPTURE = { system: RULES, anchor: "behind-enemy-lines-health-ts-lines-ts" };

export function LineForm({
  s,
  x,
  pilot,
  initial,
  submit,
  busy,
  children,
  send,
  except = null,
}: {
  s: CampaignState;
  x: Sortie;
  pilot: string;
  initial?: LineReport;
  submit: string;
  busy: boolean;
  /** Extra fields (a reason, typed cards) above the button. */
  children?: ReactNode;
  send: (r: LineReport) => void;
  /** The line being corrected (its own claims are not "another line"). */
  except?: number | null;
}) {
  const [r, setR] = useState<LineReport>(() => initial ?? (lineOf() as LineReport));
  /** Numbers the fields refuse as typed, by field: the line is not sent while one stands. */
  const [bad, setBad] = useState<Record<string, string>>({});
  const tell = useCallback(
    (key: string, problem: string | null) =>
      setBad((old) => {
        if ((old[key] ?? null) === problem) return old;
        const next = { ...old };
        if (problem === null) delete next[key];
        else next[key] = problem;
        return next;
      }),
    [],
  );
  const slips = Object.values(bad);
  const me = s.pilots.find((p) => p.id === pilot);
  const crew = crewOf(x, pilot);
  const decks = Object.keys(s.tables.decks).sort();
  const set = (patch: Partial<LineReport>) => setR((old) => ({ ...old, ...patch }));
  const check = useMemo(() => {
    if (!me) return { ok: false as const, message: "no such airman" };
    try {
      checkReport(s, x, me, r, except);
      return { ok: true as const };
    } catch (e) {
      return { ok: false as const, message: e instanceof Error ? e.message : String(e) };
    }
  }, [s, x, me, r, except]);
  if (!me || !crew) return null;
  const side = me.side;
  const enemyPilots = x.crews.filter((c) => c.side !== side);
  const friends = airmenOf(x).filter(
    (id) => id !== pilot && s.pilots.find((p) => p.id === id)?.side === side,
  );
  const friendPilots = x.crews
    .filter((c) => c.side === side && c.pilot !== pilot)
    .map((c) => c.pilot);
  const down: Downed = { deck: "A", explosion: false, place: "own" };
  return (
    <form
      className="kota-line"
      aria-label={`Pilot Log line for ${me.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (check.ok && slips.length === 0) send(r);
      }}
    >
      <NumberProblems.Provider value={tell}>
        {r.kills.map((kc, i) => (
          <KillFields
            // biome-ignore lint/suspicious/noArrayIndexKey: claims are edited in place.
            key={i}
            k={kc}
            s={s}
            x={x}
            me={pilot}
            onChange={(v) => set({ kills: r.kills.map((y, j) => (j === i ? v : y)) })}
            onRemove={() => set({ kills: r.kills.filter((_, j) => j !== i) })}
          />
        ))}
        {enemyPilots.length > 0 && (
          <button
            type="button"
            className="secondary small"
            onClick={() =>
              set({
                kills: [
                  ...r.kills,
                  {
                    victim: enemyPilots[0].pilot,
                    how: "shot",
                    shots: [{ by: pilot, distance: 1, damage: 1 }],
                    damageBefore: 0,
                    toDestroy: 1,
                  },
                ],
              })
            }
          >
            Claim a plane
          </button>
        )}
        <div className="row wrap">
          <Num
            label="Balloons destroyed"
            value={r.balloons}
            onChange={(v) => set({ balloons: v })}
          />
          <Num
            label="Ground targets destroyed"
            value={r.groundTargets}
            onChange={(v) => set({ groundTargets: v })}
          />
          <Num label="Targets observed" value={r.observed} onChange={(v) => set({ observed: v })} />
          <Num
            label="Bomb damage on targets"
            value={r.bombDamage}
            onChange={(v) => set({ bombDamage: v })}
          />
          <Num label="Illegal manoeuvres" value={r.illegal} onChange={(v) => set({ illegal: v })} />
          <label>
            Fled the battle
            <select
              value={r.fled ?? ""}
              onChange={(e) => set({ fled: (e.target.value || null) as Place | null })}
            >
              <option value="">no</option>
              {PLACES.map((p) => (
                <option key={p} value={p}>
                  {PLACE_NAME[p]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="row wrap">
          <Check
            label={
              <>
                Shot down (
                <RuleLink rule={HEALTH} title="Health when shot down">
                  health
                </RuleLink>
                ,{" "}
                <RuleLink rule={CAPTURE} title="Capture behind the lines">
                  capture
                </RuleLink>
                )
              </>
            }
            checked={r.shotDown !== null}
            onChange={(v) =>
              set(
                v
                  ? { shotDown: down, rescued: [] }
                  : { shotDown: null, rescuedBy: null, carrierDown: null },
              )
            }
          />
          {r.shotDown && (
            <DownedFields d={r.shotDown} decks={decks} onChange={(d) => set({ shotDown: d })} />
          )}
        </div>
        {me.role === "observer" && (
          <div className="row wrap">
            <Check
              label="Incapacitated (put out of the fight)"
              checked={r.incapacitated !== null}
              onChange={(v) => set({ incapacitated: v ? { deck: "A" } : null })}
            />
            {r.incapacitated && (
              <label>
                By deck
                <select
                  value={r.incapacitated.deck}
                  onChange={(e) => set({ incapacitated: { deck: e.target.value } })}
                >
                  {decks.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
        {r.shotDown && friendPilots.length > 0 && (
          <div className="row wrap">
            <label>
              Daring rescue by
              <select
                value={r.rescuedBy ?? ""}
                onChange={(e) =>
                  set({
                    rescuedBy: e.target.value || null,
                    ...(e.target.value ? {} : { carrierDown: null }),
                  })
                }
              >
                <option value="">no one</option>
                {friendPilots.map((id) => (
                  <option key={id} value={id}>
                    {nameOf(s, id)}
                  </option>
                ))}
              </select>
            </label>
            {r.rescuedBy && (
              <>
                <Check
                  label="his rescuer was shot down"
                  checked={r.carrierDown !== null}
                  onChange={(v) => set({ carrierDown: v ? down : null })}
                />
                {r.carrierDown && (
                  <DownedFields
                    d={r.carrierDown}
                    decks={decks}
                    onChange={(d) => set({ carrierDown: d })}
                  />
                )}
              </>
            )}
          </div>
        )}
        {crew.pilot === pilot && friends.length > 0 && r.shotDown === null && (
          <fieldset className="row wrap">
            <legend>Airmen he carried home (daring rescue)</legend>
            {friends.map((id) => (
              <Check
                key={id}
                label={nameOf(s, id)}
                checked={r.rescued.includes(id)}
                onChange={(v) =>
                  set({ rescued: v ? [...r.rescued, id] : r.rescued.filter((y) => y !== id) })
                }
              />
            ))}
          </fieldset>
        )}
      </NumberProblems.Provider>
      {children}
      <p className={check.ok && slips.length === 0 ? "kota-ok" : "error"} aria-live="polite">
        {slips.length > 0
          ? `${slips.join("; ")}.`
          : check.ok
            ? "This line is consistent with the sortie."
            : check.message}
      </p>
      <button type="submit" disabled={busy || !check.ok || slips.length > 0}>
        {submit}
      </button>
    </form>
  );
}

/** The airman's last refused line in a sortie, if his line is to be entered again. */
export const refusedLine = (s: CampaignState, sortie: number, pilot: string) =>
  s.lines.filter((l) => l.sortie === sortie && l.pilot === pilot && l.status === "refused").at(-1);

/** Why the Wing Commander refused the line; the form below starts from it as it was entered. */
export function Refused({ s, sortie, pilot }: { s: CampaignState; sortie: number; pilot: string }) {
  const l = refusedLine(s, sortie, pilot);
  if (!l) return null;
  return (
    <p className="error kota-refused" role="status">
      Line {l.id} was refused by the Wing Commander: “{l.reason}”. It is below as it was entered:
      change what the reason asks and enter it again.
    </p>
  );
}
