/**
 * Starting a game of Winged Victory: a ready scenario, or a generated mission
 * (each side's mission rolled by the server's dice for 1916 or 1917, or
 * chosen), briefed before it is flown; hot-seat, against the computer or
 * online (flying one side by its own link, the other side's link sent; or
 * for two other players).
 */
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { boxOfText } from "../../../src/games/winged-victory/game/printed.js";
import {
  BRIEFINGS,
  MISSION_IDS,
  type MissionId,
} from "../../../src/games/winged-victory/missions/data.js";
import { SCENARIOS } from "../../../src/games/winged-victory/missions/scenarios.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { ApiFailure, type GamePayload, type Links, type Need } from "../api";
import { PlayersChoice } from "../shared/Choices";
import { LinksPanel } from "../shared/LinksPanel";
import { SeatLinks } from "../shared/SeatLinks";
import { Briefing } from "./Briefing";
import { SIDE_NAMES } from "./names";
import { PrintedBox, readBoxText } from "./PrintedBox";
import { createWv, holdWv, LEVEL_CHOICES, type WvMode, type WvSetup } from "./start";
import { WvDicePrompt } from "./WvDicePrompt";

type Created = Awaited<ReturnType<typeof createWv>>;

type Side = "allies" | "germans";

const MODES: [WvMode, string][] = [
  ["hotseat", "Two players on this screen (hot-seat)"],
  ["computer-germans", "I fly the Allies; the computer flies the Germans"],
  ["computer-allies", "I fly the Germans; the computer flies the Allies"],
  ["online-allies", "Online: I fly the Allies; the Germans' player gets a link"],
  ["online-germans", "Online: I fly the Germans; the Allies' player gets a link"],
  ["online", "Online, for two other players: a link for each side (I watch)"],
];

/** Choosing one side's mission: a red one (it involves both sides) sets the other side's to its counter. */
function pairUp(side: Side, id: MissionId, was: Record<Side, MissionId>): Record<Side, MissionId> {
  const other: Side = side === "allies" ? "germans" : "allies";
  const b = BRIEFINGS[id];
  if (b.red && b.counter)
    return { ...was, [side]: id, [other]: b.counter } as Record<Side, MissionId>;
  // The other side's red mission no longer stands against a mission that is not its counter.
  const o = BRIEFINGS[was[other]];
  if (o.red && o.counter !== id)
    return { ...was, [side]: id, [other]: "patrol" } as Record<Side, MissionId>;
  return { ...was, [side]: id };
}

export function NewWv() {
  const [, navigate] = useLocation();
  const ask = new URLSearchParams(location.search);
  const asked = ask.get("scenario");
  const [scenario, setScenario] = useState(
    asked === "mission" || SCENARIOS.some((s) => s.id === asked)
      ? (asked as string)
      : SCENARIOS[0].id,
  );
  const [year, setYear] = useState<1916 | 1917>(1917);
  const [turns, setTurns] = useState(0);
  const [choose, setChoose] = useState(false);
  const [missions, setMissions] = useState<Record<Side, MissionId>>({
    allies: "patrol",
    germans: "cap",
  });
  const [mode, setMode] = useState<WvMode>("hotseat");
  const [level, setLevel] = useState<NonNullable<WvSetup["level"]>>("veteran");
  const [briefed, setBriefed] = useState<Created | null>(null);
  const [links, setLinks] = useState<{ links: Links; mine?: Side } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [boxText, setBoxText] = useState("");
  // The players' own dice: the set-up faces typed so far, and the roll the server asks for next.
  const [ownDice, setOwnDice] = useState(false);
  const [rolls, setRolls] = useState<number[]>([]);
  const [need, setNeed] = useState<{ need: Need; then: (c: Created) => void } | null>(null);
  const mission = scenario === "mission";
  const setup: WvSetup = {
    scenario,
    year,
    ...(mission && choose ? { missions } : {}),
    ...(!mission && turns > 0 ? { turns } : {}),
    ...(mode.startsWith("computer") ? { level } : {}),
  };
  const ownTurns = SCENARIOS.find((s) => s.id === scenario)?.turns;

  function begin(created: Created) {
    const r = holdWv(created, mode);
    if ("open" in r) navigate(r.open);
    else setLinks(r);
  }

  async function create(then: (c: Created) => void, given: number[] = []) {
    setError(null);
    setRolls(given);
    const { value: printed, error: notJson } = readBoxText(boxText);
    if (notJson) return setError(notJson);
    setBusy(true);
    try {
      then(
        await createWv(
          printed === undefined ? setup : { ...setup, printed },
          mode,
          ownDice ? given : undefined,
        ),
      );
      setNeed(null);
    } catch (e) {
      if (e instanceof ApiFailure && e.need) setNeed({ need: e.need, then });
      else setError(e instanceof ApiFailure ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const locked = links !== null || briefed !== null;
  return (
    <section className="panel narrow wv-new">
      <h1>Winged Victory</h1>
      <p className="small wv-learn">
        New to it? <Link href="/wv/school">The flying school</Link> teaches the manoeuvres one by
        one; <Link href="/wv/first-fight">your first fight</Link> walks you through a fight against
        the computer.
      </p>
      <label htmlFor="wv-scenario">Scenario</label>
      <select
        id="wv-scenario"
        disabled={locked}
        value={scenario}
        onChange={(e) => setScenario(e.target.value)}
      >
        {SCENARIOS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
        <option value="mission">A random mission</option>
      </select>
      <p className="muted small">
        {SCENARIOS.find((s) => s.id === scenario)?.summary ??
          "Each side's mission is rolled on the tables of the year (or chosen), then briefed."}
      </p>
      {!mission && (
        <>
          <label htmlFor="wv-turns">Length</label>
          <select
            id="wv-turns"
            disabled={locked}
            value={turns}
            onChange={(e) => setTurns(Number(e.target.value))}
          >
            <option value={0}>The scenario's own: {ownTurns} turns</option>
            <option value={20}>20 turns</option>
            <option value={30}>Fought to a finish: 30 turns</option>
          </select>
        </>
      )}
      {mission && (
        <fieldset disabled={locked}>
          <legend>Mission</legend>
          <label htmlFor="wv-year">Year</label>
          <select
            id="wv-year"
            value={year}
            onChange={(e) => setYear(Number(e.target.value) as 1916 | 1917)}
          >
            <option value={1916}>1916</option>
            <option value={1917}>1917</option>
          </select>
          <label className="radio">
            <input
              type="radio"
              name="wv-pick"
              checked={!choose}
              onChange={() => setChoose(false)}
            />{" "}
            Roll each side's mission (d20 on the year's table)
          </label>
          <label className="radio">
            <input type="radio" name="wv-pick" checked={choose} onChange={() => setChoose(true)} />{" "}
            Choose the missions
          </label>
          {choose &&
            (["allies", "germans"] as const).map((side) => (
              <div key={side}>
                <label htmlFor={`wv-mission-${side}`}>{SIDE_NAMES[side]}' mission</label>
                <select
                  id={`wv-mission-${side}`}
                  value={missions[side]}
                  onChange={(e) => setMissions((m) => pairUp(side, e.target.value as MissionId, m))}
                >
                  {MISSION_IDS.map((id) => (
                    <option key={id} value={id}>
                      {BRIEFINGS[id].name}
                      {BRIEFINGS[id].red
                        ? ` (both sides: the other flies ${BRIEFINGS[BRIEFINGS[id].counter as MissionId].name})`
                        : ""}
                    </option>
                  ))}
                </select>
              </div>
            ))}
        </fieldset>
      )}
      <PrintedBox text={boxText} setText={setBoxText} disabled={locked} />
      <fieldset disabled={locked}>
        <legend>Dice</legend>
        <label className="radio">
          <input
            type="radio"
            name="wv-dice"
            checked={!ownDice}
            onChange={() => setOwnDice(false)}
          />{" "}
          Sortie rolls the dice
        </label>
        <label className="radio">
          <input type="radio" name="wv-dice" checked={ownDice} onChange={() => setOwnDice(true)} />{" "}
          We throw our own dice and type each face (not against the computer)
        </label>
      </fieldset>
      <PlayersChoice<WvMode> modes={MODES} mode={mode} setMode={setMode} disabled={locked} />
      {mode.startsWith("computer") && (
        <fieldset disabled={locked}>
          <legend>The computer pilot</legend>
          {LEVEL_CHOICES.map(([id, label]) => (
            <label key={id} className="radio">
              <input
                type="radio"
                name="wv-level"
                value={id}
                checked={level === id}
                onChange={() => setLevel(id)}
              />{" "}
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {briefed && !links && (
        <>
          <Briefing
            view={briefed.game.view as WvView}
            rolls={(briefed.game as GamePayload).setupRolls}
          />
          <div className="row wrap">
            <button type="button" className="act" onClick={() => begin(briefed)}>
              Fly this mission
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => create(setBriefed)}
            >
              {choose ? "Brief again" : "Roll again"}
            </button>
            <button type="button" className="secondary" onClick={() => setBriefed(null)}>
              Change the set-up
            </button>
          </div>
        </>
      )}
      {links ? (
        links.mine ? (
          <SeatLinks links={links.links} names={SIDE_NAMES} mine={links.mine} />
        ) : (
          <LinksPanel links={links.links} names={SIDE_NAMES} />
        )
      ) : (
        !briefed && (
          <button
            type="button"
            className="act"
            disabled={busy}
            onClick={() => create(mission ? setBriefed : begin)}
          >
            {mission ? (choose ? "Brief the pilots" : "Roll the missions") : "Start"}
          </button>
        )
      )}
      {need && (
        <section aria-label="Set-up rolls">
          {rolls.length > 0 && <p className="muted small">Typed so far: {rolls.length} rolls</p>}
          <WvDicePrompt
            need={need.need}
            alea={boxOfText(boxText).alea}
            onRoll={(v) => create(need.then, [...rolls, v])}
            onCancel={() => setNeed(null)}
          />
        </section>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
