/**
 * A Wing Commander sets up a sortie: campaign or league, the crews (pilot,
 * observer in a two-seater, plane of a year he may fly, bombs). It starts
 * with every free airman of his group in a plane of his side, to change.
 */
import { useMemo, useState } from "react";
import { BOMBS, SIDE_NAME } from "../../../src/games/knights-of-the-air/facts.js";
import { ownersOf } from "../../../src/games/knights-of-the-air/miniatures.js";
import { planeYear } from "../../../src/games/knights-of-the-air/roster.js";
import { airmenOf } from "../../../src/games/knights-of-the-air/sortie.js";
import type { CampaignState, Pilot } from "../../../src/games/knights-of-the-air/state.js";
import { currentRun, specOf } from "../../../src/games/knights-of-the-air/tree.js";
import { CardsField, cardList } from "./Cards";
import type { Kota } from "./useKota";

interface Row {
  pilot: string;
  observer: string;
  plane: string;
  threes: number;
  singles: number;
}

export function SetupForm({ s, group, k }: { s: CampaignState; group: string; k: Kota }) {
  const [kind, setKind] = useState<"campaign" | "league">("campaign");
  const [cards, setCards] = useState("");
  const campaign = kind === "campaign";
  const busy = useMemo(
    () => new Set(s.sorties.filter((x) => x.status === "open").flatMap(airmenOf)),
    [s.sorties],
  );
  const groupOf = (p: Pilot) => s.players.find((x) => x.id === p.player)?.group;
  const free = (p: Pilot) =>
    p.status === "active" && !busy.has(p.id) && (!campaign || groupOf(p) === group);
  const pilots = s.pilots.filter((p) => p.role === "pilot" && free(p));
  const observers = s.pilots.filter((p) => p.role === "observer" && free(p));
  const planesFor = (id: string) => {
    const p = s.pilots.find((x) => x.id === id);
    if (!p) return [];
    const year = planeYear(s, p, campaign);
    return s.tables.planes.filter((x) => x.side === p.side && x.year <= year);
  };
  const fresh = (): Row[] =>
    pilots.map((p) => ({
      pilot: p.id,
      observer: "",
      plane: planesFor(p.id).find((x) => !x.twoSeater)?.id ?? "",
      threes: 0,
      singles: 0,
    }));
  const [rows, setRows] = useState<Row[]>(fresh);
  // The Plane List: who at the club owns the miniature.
  const owners = (id: string) => {
    const who = ownersOf(s, id).map((p) => p.name);
    return who.length ? ` · miniature: ${who.join(", ")}` : "";
  };
  const set = (i: number, patch: Partial<Row>) =>
    setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const run = currentRun(s);
  const spec = run ? specOf(s, run.mission) : null;
  const full = spec && run ? run.sorties.length >= spec.sorties : false;
  const waiting = campaign && (s.mission === null || full);

  return (
    <form
      className="kota-setup"
      aria-label="Set up a sortie"
      onSubmit={(e) => {
        e.preventDefault();
        k.act({
          type: "open-sortie",
          kind,
          crews: rows.map((r) => {
            const plane = s.tables.planes.find((x) => x.id === r.plane);
            return {
              pilot: r.pilot,
              plane: r.plane,
              ...(r.observer && plane?.twoSeater ? { observer: r.observer } : {}),
              ...(r.threes + r.singles > 0
                ? { bombs: { threes: r.threes, singles: r.singles } }
                : {}),
            };
          }),
          ...(cards.trim() ? { cards: cardList(cards) } : {}),
        });
      }}
    >
      <h3>Set up a sortie</h3>
      <fieldset className="row wrap">
        <legend>Kind</legend>
        <label className="radio">
          <input type="radio" name="kind" checked={campaign} onChange={() => setKind("campaign")} />{" "}
          Campaign sortie
          {spec && run
            ? ` (Mission ${spec.id}, sortie ${run.sorties.length + 1} of ${spec.sorties})`
            : ""}
        </label>
        <label className="radio">
          <input type="radio" name="kind" checked={!campaign} onChange={() => setKind("league")} />{" "}
          League game (any players, no capture)
        </label>
      </fieldset>
      {waiting && (
        <p className="muted">
          {s.mission === null
            ? "The attackers choose which mission to fly first."
            : "Every sortie of this mission is flown or under way; close the open ones."}
        </p>
      )}
      {rows.map((r, i) => {
        const plane = s.tables.planes.find((x) => x.id === r.plane);
        const p = s.pilots.find((x) => x.id === r.pilot);
        const cap = plane?.twoSeater ? BOMBS.twoSeater : BOMBS.fighter;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place.
          <fieldset key={i} className={`kota-crew-row ${p?.side ?? ""}`}>
            <legend>
              Plane {i + 1}
              {p ? ` · ${SIDE_NAME[p.side]}` : ""}
            </legend>
            <label>
              Pilot
              <select
                value={r.pilot}
                onChange={(e) =>
                  set(i, {
                    pilot: e.target.value,
                    observer: "",
                    plane: planesFor(e.target.value)[0]?.id ?? "",
                  })
                }
              >
                {s.pilots
                  .filter((x) => x.role === "pilot" && (free(x) || x.id === r.pilot))
                  .map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name} ({SIDE_NAME[x.side]})
                    </option>
                  ))}
              </select>
            </label>
            <label>
              Plane
              <select value={r.plane} onChange={(e) => set(i, { plane: e.target.value })}>
                {planesFor(r.pilot).map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} ({x.year}
                    {x.twoSeater ? ", two-seater" : ""}, deck {x.deck || "—"}){owners(x.id)}
                  </option>
                ))}
              </select>
            </label>
            {plane?.twoSeater && (
              <label>
                Observer
                <select value={r.observer} onChange={(e) => set(i, { observer: e.target.value })}>
                  <option value="">none</option>
                  {observers
                    .filter((o) => o.side === p?.side)
                    .map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                </select>
              </label>
            )}
            <label>
              Groups of three bombs
              <input
                type="number"
                min={0}
                max={3}
                value={r.threes}
                onChange={(e) =>
                  set(i, { threes: Math.max(0, Math.floor(Number(e.target.value) || 0)) })
                }
              />
            </label>
            <label>
              Single bombs
              <input
                type="number"
                min={0}
                max={9}
                value={r.singles}
                onChange={(e) =>
                  set(i, { singles: Math.max(0, Math.floor(Number(e.target.value) || 0)) })
                }
              />
            </label>
            <span className="small muted">at most {cap} bombs in this plane</span>
            <button
              type="button"
              className="secondary small"
              onClick={() => setRows((x) => x.filter((_, j) => j !== i))}
            >
              Leave this plane out
            </button>
          </fieldset>
        );
      })}
      <div className="row wrap">
        <button
          type="button"
          className="secondary small"
          disabled={pilots.length === 0}
          onClick={() => {
            const taken = new Set(rows.map((r) => r.pilot));
            const p = pilots.find((x) => !taken.has(x.id)) ?? pilots[0];
            setRows((x) => [
              ...x,
              {
                pilot: p.id,
                observer: "",
                plane: planesFor(p.id)[0]?.id ?? "",
                threes: 0,
                singles: 0,
              },
            ]);
          }}
        >
          Add a plane
        </button>
        <button type="button" className="secondary small" onClick={() => setRows(fresh())}>
          Every free airman again
        </button>
      </div>
      <CardsField value={cards} onChange={setCards} />
      <p className="small muted">
        Sortie then draws four deck A cards: balloons and ground targets for each side.
      </p>
      <button type="submit" disabled={k.busy || rows.length === 0 || waiting}>
        Set up the sortie
      </button>
    </form>
  );
}
