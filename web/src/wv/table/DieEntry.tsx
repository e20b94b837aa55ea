/**
 * The die asked for now: the players throw it at the table and type what it
 * shows, the die's colour (or d20, d6) and the face. The companion checks
 * both: a wrong die or a face that die does not have is refused.
 */
import { useEffect, useState } from "react";
import { boxOf } from "../../../../src/games/winged-victory/game/printed.js";
import type { TableView } from "../../../../src/games/winged-victory/table/view.js";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function DieEntry({
  need,
  busy,
  act,
  printed,
}: {
  need: NonNullable<TableView["need"]>;
  busy: boolean;
  act: (a: unknown) => void;
  /** The fight's box file: its dice are the ones on the table. */
  printed?: TableView["printed"];
}) {
  const dice = [...boxOf({ printed }).alea.names, "d6", "d20"];
  const [die, setDie] = useState(need.die);
  const [face, setFace] = useState("");
  // A new roll asked: its die, an empty face.
  useEffect(() => {
    setDie(need.die);
    setFace("");
  }, [need]);
  const plain = need.die.startsWith("d");
  return (
    <section className="panel wvt-need" aria-labelledby="wvt-need">
      <h2 id="wvt-need">
        Throw{" "}
        {plain ? (
          `a ${need.die}`
        ) : (
          <span className={`wvt-die die-${need.die}`}>the {cap(need.die)} die</span>
        )}
      </h2>
      <p>{need.purpose}</p>
      <form
        className="wvt-die-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (face.trim()) act({ type: "roll", die, face: face.trim() });
        }}
      >
        <label className="wvt-field">
          <span>Die</span>
          <select value={die} onChange={(e) => setDie(e.target.value)}>
            {dice.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="wvt-field">
          <span>Face shown</span>
          <input
            value={face}
            autoComplete="off"
            placeholder={plain ? "1" : "2, miss, i, #4…"}
            onChange={(e) => setFace(e.target.value)}
          />
        </label>
        <button type="submit" className="act" disabled={busy || !face.trim()}>
          Enter the die
        </button>
      </form>
      <p className="small muted">
        Faces of {plain ? `a ${need.die}` : `the ${cap(need.die)} die`}: {need.faces.join(" · ")}
      </p>
    </section>
  );
}
