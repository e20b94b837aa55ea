/** Raises a squadron: its corps, role, dates and name, whose dice, and any typed-in tables. */
import { type FormEvent, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ApiFailure, api, type Need } from "../../api";
import { holdLinks } from "../../links";
import { DicePrompt } from "../../shared/DicePrompt";
import { ErrorNote } from "../../shared/ErrorNote";
import { PrintedBox, readBoxText } from "../PrintedBox";

type Corps = "rfc" | "luftstreitkrafte";

export function NewCareer() {
  const [, go] = useLocation();
  const [squadron, setSquadron] = useState("");
  const [corps, setCorps] = useState<Corps>("rfc");
  const [role, setRole] = useState("fighter");
  const [start, setStart] = useState("1917-06-01");
  const [end, setEnd] = useState("1918-11-11");
  const [manual, setManual] = useState(false);
  const [tables, setTables] = useState<unknown>(undefined);
  /** Why the chosen tables file cannot be read (the squadron is not raised until it is fixed or removed). */
  const [tablesFault, setTablesFault] = useState<string | null>(null);
  const tablesInput = useRef<HTMLInputElement>(null);
  const [boxText, setBoxText] = useState("");
  const [rolls, setRolls] = useState<number[]>([]);
  const [need, setNeed] = useState<Need | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function create(given: number[]) {
    setError(null);
    if (tablesFault) return setError(tablesFault);
    if (end <= start) return setError("The last day must come after the first day.");
    if (!squadron.trim())
      return setError(
        `Name the squadron: the name is blank (${corps === "rfc" ? "e.g. No. 60 Squadron" : "e.g. Jagdstaffel 10"}).`,
      );
    const { value: printed, error: notJson } = readBoxText(boxText);
    if (notJson) return setError(notJson);
    try {
      const r = await api.create({
        system: "winged-victory-career",
        options: {
          corps,
          role,
          start,
          end,
          squadron: squadron.trim(),
          ...(tables !== undefined ? { tables } : {}),
          ...(printed !== undefined ? { printed } : {}),
        },
        dice: manual ? { mode: "manual" } : { mode: "seeded" },
        rolls: manual ? given : undefined,
      });
      const open = `/wv/career/${r.links.seats.commander}`;
      holdLinks(r.game.id, "winged-victory-career", r.links, {
        mode: "solo",
        plays: ["commander"],
        open,
      });
      go(open);
    } catch (e) {
      if (e instanceof ApiFailure && e.need) setNeed(e.need);
      else setError(e instanceof Error ? e.message : String(e));
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setRolls([]);
    create([]);
  }

  async function readTables(file: File | undefined) {
    setTables(undefined);
    setTablesFault(null);
    setError(null);
    if (!file) return;
    try {
      setTables(JSON.parse(await file.text()));
    } catch {
      const why = `The career tables file ${file.name} is not JSON: fix it, or remove it to raise the squadron on Sortie's tables.`;
      setTablesFault(why);
      setError(why);
    }
  }

  if (need)
    return (
      <section className="panel narrow career-new" aria-label="Founding rolls">
        <h1>Raising the squadron</h1>
        <p>Roll real dice and type each value: each founding pilot's skill.</p>
        {rolls.length > 0 && <p className="muted">Rolled so far: {rolls.join(", ")}</p>}
        <DicePrompt
          need={need}
          onRoll={(v) => {
            const next = [...rolls, v];
            setRolls(next);
            create(next);
          }}
        />
        <ErrorNote error={error} />
      </section>
    );
  return (
    <form className="panel narrow career-new" onSubmit={submit}>
      <h1>New Squadron Career</h1>
      <p className="muted">
        A Winged Victory squadron through the war: each mission is rolled and briefed here, flown in
        Sortie or on the table, and its result entered after the fight. The career's tables are
        reconstructed; an owner of the boxed game may load a tables file with the printed values.
      </p>
      <label htmlFor="career-name">Squadron name</label>
      <input
        id="career-name"
        value={squadron}
        maxLength={60}
        placeholder={corps === "rfc" ? "No. 60 Squadron" : "Jagdstaffel 10"}
        onChange={(e) => setSquadron(e.target.value)}
      />
      <fieldset>
        <legend>Flying corps</legend>
        <label className="radio">
          <input
            type="radio"
            name="corps"
            checked={corps === "rfc"}
            onChange={() => setCorps("rfc")}
          />{" "}
          Royal Flying Corps (Royal Air Force from April 1918)
        </label>
        <label className="radio">
          <input
            type="radio"
            name="corps"
            checked={corps === "luftstreitkrafte"}
            onChange={() => {
              setCorps("luftstreitkrafte");
              if (role === "bomber") setRole("fighter");
            }}
          />{" "}
          Luftstreitkräfte
        </label>
      </fieldset>
      <label htmlFor="career-role">Role</label>
      <select id="career-role" value={role} onChange={(e) => setRole(e.target.value)}>
        <option value="fighter">Fighter squadron</option>
        <option value="two-seater">Two-seater squadron</option>
        {corps === "rfc" && <option value="bomber">Bomber squadron</option>}
      </select>
      <div className="row">
        <div>
          <label htmlFor="career-start">First day</label>
          <input
            id="career-start"
            type="date"
            required
            min="1916-01-01"
            max="1918-11-10"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="career-end">Last day</label>
          <input
            id="career-end"
            type="date"
            required
            min="1916-01-02"
            max="1918-11-11"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
      </div>
      <label htmlFor="career-tables">Career tables file (optional)</label>
      <input
        id="career-tables"
        type="file"
        accept="application/json,.json"
        ref={tablesInput}
        onChange={(e) => readTables(e.target.files?.[0])}
      />
      {(tables !== undefined || tablesFault) && (
        <button
          type="button"
          className="secondary small"
          onClick={() => {
            if (tablesInput.current) tablesInput.current.value = "";
            readTables(undefined);
          }}
        >
          Remove the tables file
        </button>
      )}
      <PrintedBox text={boxText} setText={setBoxText} disabled={false} />
      <label className="wom-check">
        <input type="checkbox" checked={manual} onChange={(e) => setManual(e.target.checked)} /> We
        roll our own dice and type them in
      </label>
      <ErrorNote error={error} />
      <button type="submit">Raise the squadron</button>
    </form>
  );
}
