/**
 * Flying a career mission in Sortie: a Winged Victory game set up with the
 * briefing's missions, the squadron's planes and pilots, the attached and
 * the enemy's (hot seat on this screen), kept with the career on the
 * server: the career's link opens it on any device. When it is over, its
 * result is read back as the after-action report, for the Wing Commander
 * to check.
 */
import { useCallback, useEffect, useState } from "react";
import { reportFromGame } from "../../../../src/games/winged-victory/career/sortie-game.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { api } from "../../api";
import { heldLinks, holdLinks } from "../../links";
import { ErrorNote } from "../../shared/ErrorNote";
import { type KeptFight, openFight, readFight } from "./fight-api";
import type { MissionStepProps } from "./step-props";

type Seats = { allies: string; germans: string };

/** A fight this browser made before fights were kept with the career (its links in this browser alone). */
function legacy(career: string, n: number): Seats | null {
  try {
    return JSON.parse(localStorage.getItem(`sortie.career-fight.${career}.${n}`) ?? "null");
  } catch {
    return null;
  }
}

/** Both seats' links this browser holds for a game, if it holds both. */
function heldSeats(gameId: string): Seats | null {
  const s = heldLinks().find((h) => h.gameId === gameId)?.links.seats;
  return s?.allies && s.germans ? { allies: s.allies, germans: s.germans } : null;
}

function hold(fight: KeptFight & { links: Seats }) {
  holdLinks(
    fight.id,
    "winged-victory",
    { owner: "", seats: fight.links },
    {
      mode: "table",
      plays: ["allies", "germans"],
      open: `/wv/hotseat/${fight.links.allies}/${fight.links.germans}`,
    },
  );
}

export function SortieFight({
  career,
  link,
  v,
  m,
  busy,
  act,
}: MissionStepProps & { career: string; link: string; dice: "seeded" | "manual" }) {
  const [seats, setSeats] = useState<Seats | null>(() => legacy(career, m.n));
  const [kept, setKept] = useState<KeptFight | null>(null);
  const [looked, setLooked] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = v.state;

  /** Links to the kept fight for this device: those it holds, else new ones from the career's link. */
  const linksFor = useCallback(
    async (create: boolean) => {
      const r = create ? await openFight(link, m.n) : await readFight(link, m.n);
      if (!r.fight) return;
      setKept(r.fight);
      const own = heldSeats(r.fight.id);
      if (own) return setSeats(own);
      const got = r.fight.links ? r : await openFight(link, m.n);
      if (got.fight?.links) {
        hold({ ...got.fight, links: got.fight.links });
        setSeats(got.fight.links);
      }
    },
    [link, m.n],
  );

  useEffect(() => {
    let gone = false;
    linksFor(false)
      .catch((e) => !gone && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => !gone && setLooked(true));
    return () => {
      gone = true;
    };
  }, [linksFor]);

  async function start() {
    setError(null);
    setWorking(true);
    try {
      await linksFor(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setWorking(false);
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
        <>
          {kept && (
            <p className="small" data-status={kept.status}>
              {kept.status === "over"
                ? `The fight is over: ${kept.summary ?? "its result can be read"}.`
                : "The fight is under way."}
            </p>
          )}
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
        </>
      ) : (
        <button
          type="button"
          className="secondary"
          disabled={busy || working || !looked}
          onClick={start}
        >
          Fly it in Sortie (hot seat)
        </button>
      )}
      <p className="muted small">
        The fight is kept with the career: its link opens it on any device. Claims read from a fight
        go to the airman whose fire last hit each enemy plane; a plane brought down by no one of the
        squadron is not claimed. Check them before confirming.
      </p>
      <ErrorNote error={error} />
    </section>
  );
}
