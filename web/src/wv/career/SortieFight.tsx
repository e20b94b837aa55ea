/**
 * Flying a career mission in Sortie: a Winged Victory game set up with the
 * briefing's missions, the squadron's planes and pilots, the attached and
 * the enemy's (hot seat on this screen); when it is over, its result is read
 * back as the after-action report, for the Wing Commander to check.
 */
import { useState } from "react";
import {
  gameOptions,
  reportFromGame,
} from "../../../../src/games/winged-victory/career/sortie-game.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { api } from "../../api";
import { holdLinks } from "../../links";
import { ErrorNote } from "../../shared/ErrorNote";
import type { MissionStepProps } from "./step-props";

type Seats = { allies: string; germans: string };
const key = (career: string, n: number) => `sortie.career-fight.${career}.${n}`;

function held(career: string, n: number): Seats | null {
  try {
    return JSON.parse(localStorage.getItem(key(career, n)) ?? "null");
  } catch {
    return null;
  }
}

export function SortieFight({
  career,
  dice,
  v,
  m,
  busy,
  act,
}: MissionStepProps & { career: string; dice: "seeded" | "manual" }) {
  const [seats, setSeats] = useState<Seats | null>(() => held(career, m.n));
  const [error, setError] = useState<string | null>(null);
  const s = v.state;

  async function start() {
    setError(null);
    try {
      const r = await api.create({
        system: "winged-victory",
        options: gameOptions(s, m),
        dice: { mode: dice },
      });
      const got = { allies: r.links.seats.allies, germans: r.links.seats.germans };
      holdLinks(r.game.id, "winged-victory", r.links, {
        mode: "table",
        plays: ["allies", "germans"],
        open: `/wv/hotseat/${got.allies}/${got.germans}`,
      });
      localStorage.setItem(key(career, m.n), JSON.stringify(got));
      setSeats(got);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  async function read() {
    if (!seats) return;
    setError(null);
    try {
      const g = await api.game<WvView>(seats[s.side]);
      if (g.status !== "over") {
        setError("The fight is not over yet: finish it, then read its result.");
        return;
      }
      act({ type: "report", report: reportFromGame(s, m, g.view) });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <section className="career-sortie" aria-label="Fly it in Sortie">
      {seats ? (
        <p className="row wrap">
          <a
            className="button"
            href={`/wv/hotseat/${seats.allies}/${seats.germans}`}
            target="_blank"
            rel="noreferrer"
          >
            Open the fight
          </a>
          <button type="button" className="secondary" disabled={busy} onClick={read}>
            Read the result from the fight
          </button>
        </p>
      ) : (
        <button type="button" className="secondary" disabled={busy} onClick={start}>
          Fly it in Sortie (hot seat)
        </button>
      )}
      <p className="muted small">
        Claims read from a fight go to the airman whose fire last hit each enemy plane; a plane
        brought down by no one of the squadron is not claimed. Check them before confirming.
      </p>
      <ErrorNote error={error} />
    </section>
  );
}
