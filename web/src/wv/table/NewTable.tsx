/**
 * Starting a fight at the table: the planes on the board (type, side,
 * pilot, skill, level, speed, and with positions the column and heading),
 * the number of turns, whether positions are typed (and then the mats on
 * the table), the printed board when
 * it is not Sortie's (its mats' width and MegaHex size: the game's board
 * file), and the optional rules the companion applies. One link: the
 * table's.
 */
import { useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import {
  MAT_WIDTH,
  MEGA_RADII,
  MEGA_RADIUS,
} from "../../../../src/games/winged-victory/board/grid.js";
import {
  MAX_MAT_WIDTH,
  megaRepeat,
} from "../../../../src/games/winged-victory/board/grid-board.js";
import { SUN_POSITIONS } from "../../../../src/games/winged-victory/board/weather.js";
import { boxOfText, planeChoices } from "../../../../src/games/winged-victory/game/printed.js";
import { DEFAULT_PLANES, TABLE_RULES } from "../../../../src/games/winged-victory/table/setup.js";
import type {
  TablePlaneSetup,
  TableRuleKey,
} from "../../../../src/games/winged-victory/table/state.js";
import { ApiFailure, api } from "../../api";
import { holdLinks } from "../../links";
import { PrintedBox, readBoxText } from "../PrintedBox";
import "./table.css";
import { ErrorNote } from "../../shared/ErrorNote";
import { formFault } from "../../shared/formCheck";
import { NumberInput } from "../../shared/NumberInput";

const SKILLS = ["recruit", "expert", "ace"] as const;

function Num({
  label,
  value,
  set,
  min,
  max,
}: {
  label: string;
  value: number;
  set: (n: number) => void;
  min: number;
  max: number;
}) {
  return (
    <label className="wvt-field">
      <span>{label}</span>
      <NumberInput value={value} set={set} min={min} max={max} />
    </label>
  );
}

/** Mat widths (10 to the widest) that hold a whole number of this MegaHex size's repeats, nearest `width` first. */
function fittingWidths(width: number, radius: number): number[] {
  const repeat = megaRepeat(radius);
  const out: number[] = [];
  for (let w = repeat; w <= MAX_MAT_WIDTH; w += repeat) if (w >= 10) out.push(w);
  return out.sort((a, b) => Math.abs(a - width) - Math.abs(b - width) || a - b).slice(0, 3);
}

/** The printed board, when it is not Sortie's: the game's board file, as two fields. */
function BoardFields({
  printed,
  setPrinted,
  matWidth,
  setMatWidth,
  radius,
  setRadius,
}: {
  printed: boolean;
  setPrinted: (b: boolean) => void;
  matWidth: number;
  setMatWidth: (n: number) => void;
  radius: number;
  setRadius: (n: number) => void;
}) {
  const fits = matWidth % megaRepeat(radius) === 0;
  return (
    <fieldset className="wvt-plane">
      <legend>The board</legend>
      <label className="radio wvt-wide">
        <input type="checkbox" checked={printed} onChange={(e) => setPrinted(e.target.checked)} />{" "}
        Our printed board differs from Sortie's (mats {MAT_WIDTH} Hexes wide, MegaHexes of{" "}
        {megaRepeat(MEGA_RADIUS)} Hexes)
      </label>
      {printed && (
        <>
          <Num
            label="Mat width (Hexes along one mat)"
            value={matWidth}
            set={setMatWidth}
            min={10}
            max={MAX_MAT_WIDTH}
          />
          <label className="wvt-field">
            <span>MegaHex size</span>
            <select value={radius} onChange={(e) => setRadius(Number(e.target.value))}>
              {MEGA_RADII.map((r) => (
                <option key={r} value={r}>
                  {megaRepeat(r)} Hexes (radius {r})
                </option>
              ))}
            </select>
          </label>
          {!fits && (
            <p className="small muted wvt-wide">
              The overlay repeats every {megaRepeat(radius)} Hexes along a row, so the mats are a
              whole number of repeats wide: {fittingWidths(matWidth, radius).join(", ")}…
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}

export function NewTable() {
  const [, navigate] = useLocation();
  const [title, setTitle] = useState("A fight at the table");
  const [planes, setPlanes] = useState<TablePlaneSetup[]>(DEFAULT_PLANES.map((p) => ({ ...p })));
  const [turns, setTurns] = useState(10);
  const [positions, setPositions] = useState(true);
  const [spotting, setSpotting] = useState(false);
  const [sun, setSun] = useState<string>("");
  const [haze, setHaze] = useState(0);
  const [storm, setStorm] = useState(0);
  const [mats, setMats] = useState(3);
  const [printed, setPrinted] = useState(false);
  const [matWidth, setMatWidth] = useState(MAT_WIDTH);
  const [radius, setRadius] = useState<number>(MEGA_RADIUS);
  const [rules, setRules] = useState<Partial<Record<TableRuleKey, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [boxText, setBoxText] = useState("");
  // The planes on offer: a box file's join (or replace) the built-in ones once it reads well.
  const choices = useMemo(() => planeChoices(boxOfText(boxText)), [boxText]);

  const form = useRef<HTMLElement>(null);
  const change = (i: number, patch: Partial<TablePlaneSetup>) =>
    setPlanes((ps) => ps.map((p, k) => (k === i ? { ...p, ...patch } : p)));

  async function start() {
    setError(null);
    const fault = formFault(form.current);
    if (fault) return setError(fault);
    const { value: box, error: notJson } = readBoxText(boxText);
    if (notJson) return setError(notJson);
    setBusy(true);
    try {
      const { links, game } = await api.create({
        system: "winged-victory-table",
        options: {
          title,
          planes,
          turns,
          positions,
          ...(positions && mats !== 3 ? { mats } : {}),
          spotting: positions && spotting,
          ...(positions && (sun || haze || storm)
            ? {
                weather: {
                  ...(sun ? { sun } : {}),
                  ...(haze ? { haze } : {}),
                  ...(storm ? { storm } : {}),
                },
              }
            : {}),
          // The game's board file; the companion checks it (a size that does not fit the width is refused).
          ...(positions && printed ? { board: { matWidth, megaRadius: radius } } : {}),
          rules: { ...rules, timeFreezing: positions && (rules.timeFreezing ?? true) },
          ...(box === undefined ? {} : { printed: box }),
        },
        dice: { mode: "manual" },
      });
      const open = `/g/${links.seats.table}`;
      holdLinks(game.id, game.system, links, { mode: "table", plays: ["table"], open });
      navigate(open);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel narrow wvt-new" ref={form}>
      <h1>Winged Victory at the table</h1>
      <p className="muted small">
        Fly on the printed board with your own dice. Sortie keeps the dashboards, asks which
        manoeuvre each plane flew and what each die showed, and says who moves and who may fire with
        which die.
      </p>
      <label className="wvt-field">
        <span>Name of the fight</span>
        <input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <Num label="Turns" value={turns} set={setTurns} min={1} max={60} />
      <label className="radio">
        <input
          type="checkbox"
          checked={positions}
          onChange={(e) => setPositions(e.target.checked)}
        />{" "}
        We type positions (Hex column, level, heading): Sortie finds the shots
      </label>
      {positions && (
        <label className="radio">
          <input
            type="checkbox"
            checked={spotting}
            onChange={(e) => setSpotting(e.target.checked)}
          />{" "}
          Sortie asks the Spotting Tests and keeps who sees whom
        </label>
      )}
      {positions && (
        <label className="wvt-field">
          <span>Mats on the table</span>
          <select value={mats} onChange={(e) => setMats(Number(e.target.value))}>
            <option value={1}>1 (mat A)</option>
            <option value={2}>2 (mats A and B)</option>
            <option value={3}>3 (mats A, B and C)</option>
          </select>
        </label>
      )}
      {positions && (
        <BoardFields
          printed={printed}
          setPrinted={setPrinted}
          matWidth={matWidth}
          setMatWidth={setMatWidth}
          radius={radius}
          setRadius={setRadius}
        />
      )}
      {positions && (
        <fieldset className="wvt-plane">
          <legend>Weather on the board</legend>
          <label className="wvt-field">
            <span>Sun</span>
            <select value={sun} onChange={(e) => setSun(e.target.value)}>
              <option value="">none</option>
              {SUN_POSITIONS.map((x) => (
                <option key={x} value={x}>
                  {x.replace("-", " ")}
                </option>
              ))}
            </select>
          </label>
          <Num label="Haze from level (0: none)" value={haze} set={setHaze} min={0} max={30} />
          <Num label="Storm from level (0: none)" value={storm} set={setStorm} min={0} max={30} />
        </fieldset>
      )}
      <PrintedBox text={boxText} setText={setBoxText} disabled={busy} />
      {planes.map((p, i) => {
        const n = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the planes in the order given.
          <fieldset key={i} className="wvt-plane">
            <legend>Plane {n}</legend>
            <label className="wvt-field wvt-type">
              <span>Plane {n} type</span>
              <select
                value={p.type}
                onChange={(e) => {
                  const side = choices.find((x) => x.id === e.target.value)?.side ?? p.side;
                  change(i, { type: e.target.value, side });
                }}
              >
                {choices.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} ({x.side === "allies" ? "Allies" : "Germans"})
                  </option>
                ))}
              </select>
            </label>
            <label className="wvt-field">
              <span>Plane {n} pilot</span>
              <input
                value={p.pilot}
                maxLength={40}
                onChange={(e) => change(i, { pilot: e.target.value })}
              />
            </label>
            <label className="wvt-field">
              <span>Plane {n} skill</span>
              <select
                value={p.skill}
                onChange={(e) => change(i, { skill: e.target.value as TablePlaneSetup["skill"] })}
              >
                {SKILLS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
            <Num
              label={`Plane ${n} level`}
              value={p.level}
              set={(v) => change(i, { level: v })}
              min={1}
              max={30}
            />
            <Num
              label={`Plane ${n} speed`}
              value={p.speed}
              set={(v) => change(i, { speed: v })}
              min={-5}
              max={15}
            />
            {positions && (
              <>
                <Num
                  label={`Plane ${n} column`}
                  value={p.col}
                  set={(v) => change(i, { col: v })}
                  min={0}
                  max={mats * (printed ? matWidth : MAT_WIDTH) - 1}
                />
                <label className="wvt-field">
                  <span>Plane {n} heading</span>
                  <select
                    value={p.heading}
                    onChange={(e) => change(i, { heading: e.target.value as "E" | "W" })}
                  >
                    <option value="E">east</option>
                    <option value="W">west</option>
                  </select>
                </label>
              </>
            )}
            {planes.length > 2 && (
              <button
                type="button"
                className="secondary small"
                onClick={() => setPlanes((ps) => ps.filter((_, k) => k !== i))}
              >
                Remove plane {n}
              </button>
            )}
          </fieldset>
        );
      })}
      {planes.length < 12 && (
        <button
          type="button"
          className="secondary"
          onClick={() => setPlanes((ps) => [...ps, { ...DEFAULT_PLANES[ps.length % 2] }])}
        >
          Add a plane
        </button>
      )}
      <fieldset>
        <legend>Optional rules Sortie applies</legend>
        {(Object.keys(TABLE_RULES) as TableRuleKey[]).map((k) => (
          <label key={k} className="radio">
            <input
              type="checkbox"
              disabled={k === "timeFreezing" && !positions}
              checked={(rules[k] ?? k === "timeFreezing") && (k !== "timeFreezing" || positions)}
              onChange={(e) => setRules((r) => ({ ...r, [k]: e.target.checked }))}
            />{" "}
            {TABLE_RULES[k]}
          </label>
        ))}
      </fieldset>
      <button type="button" className="act" disabled={busy} onClick={start}>
        Start the fight
      </button>
      <ErrorNote error={error} />
    </section>
  );
}
