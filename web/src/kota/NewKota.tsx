/**
 * Starts a Knights of the Air campaign: its title, its groups (each with its
 * Wing Commander), its players (side and group), and who draws the cards.
 * Then the links: one per Wing Commander, one per player, the owner's to
 * watch, each with a copy button.
 */
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { SIDE_NAME, type Side } from "../../../src/games/knights-of-the-air/facts.js";
import { api, type Links } from "../api";
import { holdLinks } from "../links";
import { LinksPanel } from "../shared/LinksPanel";
import { playerNameProblem, seatIds } from "./ids";
import "./kota.css";
import "./kota-forms.css";
import "./kota-roster.css";
import "./kota-sheets.css";
import "./kota-desk.css";

interface G {
  name: string;
  commander: string;
  /** One Wing Commander for the group, or one for each side. */
  sides: boolean;
}
interface P {
  name: string;
  side: Side;
  group: number;
}

export function NewKota() {
  const [title, setTitle] = useState("");
  const [groups, setGroups] = useState<G[]>([{ name: "The club", commander: "", sides: false }]);
  const [players, setPlayers] = useState<P[]>([
    { name: "", side: "allies", group: 0 },
    { name: "", side: "central", group: 0 },
  ]);
  const [manual, setManual] = useState(false);
  const [done, setDone] = useState<{
    links: Links;
    names: Record<string, string>;
    open: string;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // "Owner" is the owner's link: no player may be called so (the rules refuse it too).
  const refused = players.map((p) => playerNameProblem(p.name)).filter((x) => x !== null);
  const setG = (i: number, p: Partial<G>) =>
    setGroups((g) => g.map((x, j) => (j === i ? { ...x, ...p } : x)));
  const setP = (i: number, p: Partial<P>) =>
    setPlayers((g) => g.map((x, j) => (j === i ? { ...x, ...p } : x)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (refused.length > 0) return;
    const gids = seatIds(
      groups.map((g) => g.name),
      "g",
    );
    const pnames = players.map((p, i) => p.name.trim() || `Player ${i + 1}`);
    const pids = seatIds(pnames, "p");
    try {
      const r = await api.create({
        system: "knights-of-the-air",
        options: {
          ...(title.trim() ? { title: title.trim() } : {}),
          groups: groups.map((g, i) => ({
            id: gids[i],
            name: g.name.trim() || `Group ${i + 1}`,
            ...(g.commander.trim() ? { commander: g.commander.trim() } : {}),
            ...(g.sides ? { commanders: "sides" as const } : {}),
          })),
          players: players.map((p, i) => ({
            id: pids[i],
            name: pnames[i],
            side: p.side,
            group: gids[p.group] ?? gids[0],
          })),
        },
        dice: manual ? { mode: "manual" } : { mode: "seeded" },
      });
      const names: Record<string, string> = {};
      const many = groups.length > 1;
      const gname = (i: number) => groups[i]?.name.trim() || `Group ${i + 1}`;
      // "Name: detail" — the copy button names the link by what comes before the colon; the
      // detail says who holds it, and for which group where there are several.
      groups.forEach((g, i) => {
        const who = g.commander.trim();
        if (g.sides)
          for (const side of ["allies", "central"] as const)
            names[`wc-${gids[i]}-${side}`] =
              `${gname(i)} ${SIDE_NAME[side]} Wing Commander: verifies the ${SIDE_NAME[side]}' lines of ${gname(i)}, sets up its sorties`;
        else
          names[`wc-${gids[i]}`] =
            `${gname(i)} Wing Commander: ${who ? `${who}, ` : ""}sets up ${gname(i)}'s sorties, verifies both sides' lines`;
      });
      players.forEach((p, i) => {
        names[pids[i]] =
          `${pnames[i]}: ${SIDE_NAME[p.side]}${many ? `, flies with ${gname(p.group)}` : ""}`;
      });
      const first = Object.keys(names)[0];
      const open = `/g/${r.links.seats[first]}`;
      holdLinks(r.game.id, "knights-of-the-air", r.links, {
        mode: "table",
        plays: Object.keys(r.links.seats),
        open,
      });
      setDone({ links: r.links, names, open });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  if (done)
    return (
      <section className="panel kota-new">
        <h1>{title.trim() || "Knights of the Air"}: the links</h1>
        <p>
          A Wing Commander's link sets up his group's sorties and verifies the lines he is given:
          both sides' where a group has one Wing Commander, his own side's where each side has its
          own. Each player's link registers his own airmen and enters their Pilot Log lines. This
          browser keeps every link.
        </p>
        <LinksPanel links={done.links} names={done.names} />
        <p>
          <Link href={done.open} className="button">
            Open the campaign as the Wing Commander
          </Link>
        </p>
      </section>
    );

  return (
    <form className="panel kota-new" onSubmit={submit} aria-label="New Knights of the Air campaign">
      <h1>New Knights of the Air campaign</h1>
      <p className="muted">
        A club's campaign for Wings of War: fight each sortie on the table; Sortie sets it up, keeps
        the Pilot Logs, the Master Log and the mission tree.
      </p>
      <label htmlFor="kota-title">Campaign name</label>
      <input
        id="kota-title"
        value={title}
        maxLength={60}
        placeholder="Knights of the Air"
        onChange={(e) => setTitle(e.target.value)}
      />
      <fieldset>
        <legend>Groups and their Wing Commanders</legend>
        {groups.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place.
          <div key={i} className="row wrap kota-new-row">
            <label>
              Group {i + 1}
              <input
                value={g.name}
                maxLength={60}
                onChange={(e) => setG(i, { name: e.target.value })}
              />
            </label>
            <label>
              Commanded by
              <select
                value={g.sides ? "sides" : "group"}
                onChange={(e) => setG(i, { sides: e.target.value === "sides" })}
              >
                <option value="group">one for the group, verifying both sides</option>
                <option value="sides">one for each side, verifying his side's lines</option>
              </select>
            </label>
            {!g.sides && (
              <label>
                Wing Commander
                <input
                  value={g.commander}
                  maxLength={60}
                  onChange={(e) => setG(i, { commander: e.target.value })}
                />
              </label>
            )}
            {groups.length > 1 && (
              <button
                type="button"
                className="secondary small"
                onClick={() => {
                  setGroups((x) => x.filter((_, j) => j !== i));
                  setPlayers((x) =>
                    x.map((p) => ({
                      ...p,
                      group: p.group === i ? 0 : p.group > i ? p.group - 1 : p.group,
                    })),
                  );
                }}
              >
                Remove group {i + 1}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="secondary small"
          onClick={() => setGroups((g) => [...g, { name: "", commander: "", sides: false }])}
        >
          Add a group
        </button>
      </fieldset>
      <fieldset>
        <legend>Players</legend>
        {players.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place.
          <div key={i} className="row wrap kota-new-row">
            <label>
              Player {i + 1}
              <input
                value={p.name}
                maxLength={60}
                aria-invalid={playerNameProblem(p.name) ? true : undefined}
                onChange={(e) => setP(i, { name: e.target.value })}
              />
            </label>
            {playerNameProblem(p.name) && (
              <span className="small error kota-name-why">{playerNameProblem(p.name)}</span>
            )}
            <label>
              Side
              <select value={p.side} onChange={(e) => setP(i, { side: e.target.value as Side })}>
                <option value="allies">Allies</option>
                <option value="central">Central Powers</option>
              </select>
            </label>
            {groups.length > 1 && (
              <label>
                Group
                <select
                  value={p.group}
                  onChange={(e) => setP(i, { group: Number(e.target.value) })}
                >
                  {groups.map((g, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: groups are a short list edited in place.
                    <option key={j} value={j}>
                      {g.name || `Group ${j + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {players.length > 2 && (
              <button
                type="button"
                className="secondary small"
                onClick={() => setPlayers((x) => x.filter((_, j) => j !== i))}
              >
                Remove player {i + 1}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="secondary small"
          onClick={() =>
            setPlayers((x) => [
              ...x,
              { name: "", side: x.length % 2 === 0 ? "allies" : "central", group: 0 },
            ])
          }
        >
          Add a player
        </button>
      </fieldset>
      <fieldset>
        <legend>The cards</legend>
        <label className="radio">
          <input type="radio" name="cards" checked={!manual} onChange={() => setManual(false)} />{" "}
          Sortie draws them (any step can still take cards typed in)
        </label>
        <label className="radio">
          <input type="radio" name="cards" checked={manual} onChange={() => setManual(true)} /> We
          draw from our own decks and type every card in
        </label>
      </fieldset>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={refused.length > 0}>
        Start the campaign
      </button>
    </form>
  );
}
