/**
 * A player's part: registering his airmen, choosing an ace ability, and
 * entering each of his airmen's Pilot Log lines after a sortie (they count
 * once his Wing Commander has verified them).
 */
import { useState } from "react";
import {
  ABILITY_INFO,
  SERVICE_NAME,
  SERVICE_SIDE,
  SERVICES,
  type Service,
} from "../../../src/games/knights-of-the-air/facts.js";
import { abilityOptions } from "../../../src/games/knights-of-the-air/roster.js";
import type { KotaView } from "../../../src/games/knights-of-the-air/rules.js";
import { crewOf } from "../../../src/games/knights-of-the-air/sortie.js";
import type { CampaignState, Player as P } from "../../../src/games/knights-of-the-air/state.js";
import { CardsField, cardList } from "./Cards";
import { ChooseMission } from "./Commander";
import { LineForm, Refused, refusedLine } from "./LineForm";
import { Miniatures } from "./Miniatures";
import type { Kota } from "./useKota";

function Register({ me, k }: { me: P; k: Kota }) {
  const services = SERVICES.filter((x) => SERVICE_SIDE[x] === me.side);
  const [name, setName] = useState("");
  const [service, setService] = useState<Service>(services[0]);
  const [role, setRole] = useState<"pilot" | "observer">("pilot");
  return (
    <form
      className="row wrap kota-register"
      aria-label="Register an airman"
      onSubmit={(e) => {
        e.preventDefault();
        k.act({ type: "register", name: name.trim(), service, role }).then(
          (ok) => ok && setName(""),
        );
      }}
    >
      <label>
        Airman's name
        <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Service
        <select value={service} onChange={(e) => setService(e.target.value as Service)}>
          {services.map((x) => (
            <option key={x} value={x}>
              {SERVICE_NAME[x]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Role
        <select value={role} onChange={(e) => setRole(e.target.value as "pilot" | "observer")}>
          <option value="pilot">pilot</option>
          <option value="observer">observer / gunner</option>
        </select>
      </label>
      <button type="submit" disabled={k.busy || !name.trim()}>
        Register
      </button>
    </form>
  );
}

function Ability({ s, id, k }: { s: CampaignState; id: string; k: Kota }) {
  const p = s.pilots.find((x) => x.id === id);
  const [cards, setCards] = useState("");
  if (!p) return null;
  return (
    <div className="kota-ability">
      <p>
        <strong>{p.name}</strong> is an ace: choose an ability.
      </p>
      <CardsField value={cards} onChange={setCards} />
      <div className="row wrap">
        {abilityOptions(p).map((a) => (
          <button
            key={a}
            type="button"
            className="secondary small"
            title={ABILITY_INFO[a].summary}
            disabled={k.busy}
            onClick={() =>
              k.act({
                type: "ability",
                pilot: p.id,
                ability: a,
                ...(cards.trim() ? { cards: cardList(cards) } : {}),
              })
            }
          >
            {ABILITY_INFO[a].name}
          </button>
        ))}
      </div>
    </div>
  );
}

export function Player({ view, k }: { view: KotaView; k: Kota }) {
  const s = view.state;
  const me = s.players.find((x) => x.id === view.seat);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!me) return null;
  const mine = s.pilots.filter((p) => p.player === me.id);
  // Each of his airmen in an open sortie without a line still standing (a refused one may be entered again).
  const due = s.sorties
    .filter((x) => x.status === "open")
    .flatMap((x) =>
      mine
        .filter(
          (p) =>
            crewOf(x, p.id) &&
            !s.lines.some((l) => l.sortie === x.id && l.pilot === p.id && l.status !== "refused"),
        )
        .map((p) => ({ x, p })),
    );
  const pick = due.find((d) => `${d.x.id}/${d.p.id}` === chosen) ?? due[0];
  return (
    <section className="panel kota-desk" aria-label="Your airmen">
      <h2>{me.name}'s airmen</h2>
      <ChooseMission s={s} k={k} may={me.side === s.attacker} />
      {mine
        .filter((p) => p.owed > 0 && p.status === "active")
        .map((p) => (
          <Ability key={p.id} s={s} id={p.id} k={k} />
        ))}
      {pick && (
        <section aria-label="After the sortie">
          <h3>After the sortie: Pilot Log lines</h3>
          {due.length > 1 && (
            <label>
              Line for
              <select
                value={`${pick.x.id}/${pick.p.id}`}
                onChange={(e) => setChosen(e.target.value)}
              >
                {due.map((d) => (
                  <option key={`${d.x.id}/${d.p.id}`} value={`${d.x.id}/${d.p.id}`}>
                    {d.p.name}, sortie {d.x.id}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p>
            <strong>{pick.p.name}</strong>, sortie {pick.x.id}
          </p>
          <Refused s={s} sortie={pick.x.id} pilot={pick.p.id} />
          <LineForm
            key={`${pick.x.id}/${pick.p.id}/${k.done}`}
            s={s}
            x={pick.x}
            pilot={pick.p.id}
            initial={refusedLine(s, pick.x.id, pick.p.id)?.entered}
            busy={k.busy}
            submit={`Enter ${pick.p.name}'s line`}
            send={(r) => k.act({ type: "log", sortie: pick.x.id, pilot: pick.p.id, report: r })}
          />
        </section>
      )}
      <details open={mine.length === 0}>
        <summary>Register an airman</summary>
        <Register me={me} k={k} />
      </details>
      <details>
        <summary>
          Your miniatures ({(me.miniatures ?? []).length} of {s.tables.planes.length} planes)
        </summary>
        <Miniatures key={`${k.done}`} s={s} me={me} k={k} />
      </details>
    </section>
  );
}
