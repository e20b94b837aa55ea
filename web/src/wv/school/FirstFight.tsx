/**
 * A first fight, step by step: the head-on scenario against the computer's
 * novice pilot, with the walkthrough above the table saying what to do in the step at
 * hand. Its start page creates the game; the game's page keeps the help
 * while it is played (hidden for good with a tap).
 */
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { ApiFailure } from "../../api";
import { holdLinks } from "../../links";
import { createWv } from "../start";
import { Table } from "../Table";
import { useSeat } from "../useSeat";
import "./school.css";
import { cueFor, GUIDE, guideFor } from "./guide";

const SCENARIO = "head-on";
const KEY = "sortie.wv.guide";

export function FirstFightStart() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setBusy(true);
    setError(null);
    try {
      const { links, game } = await createWv(
        { scenario: SCENARIO, year: 1917, level: "novice" },
        "computer-germans",
      );
      const open = `/wv/first-fight/${links.seats.allies}`;
      holdLinks(game.id, game.system, links, { mode: "computer", plays: ["allies"], open });
      localStorage.setItem(KEY, "on");
      navigate(open);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <article className="panel narrow wv-first-fight">
      <h1>Your first fight in Winged Victory</h1>
      <p>
        You fly an S.E.5a for the Allies; the computer, at its gentlest (a novice pilot), flies a
        Fokker Dr.I for the Germans. The two start 7 Hexes apart at level 8, flying straight at each
        other. Each turn has three steps, and the help above the board says what to do in each as
        you play.
      </p>
      <ol>
        {GUIDE.filter((g) => g.step !== "wait").map((g) => (
          <li key={g.step}>
            <h2>{g.title}</h2>
            {g.text.map((t) => (
              <p key={t}>{t}</p>
            ))}
          </li>
        ))}
      </ol>
      <p className="row wrap">
        <button type="button" className="act" disabled={busy} onClick={start}>
          Start the fight
        </button>
        <Link href="/wv/school">The flying school</Link>
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </article>
  );
}

function Guide({ view }: { view: WvView }) {
  const [on, setOn] = useState(() => localStorage.getItem(KEY) !== "off");
  const set = (v: boolean) => {
    localStorage.setItem(KEY, v ? "on" : "off");
    setOn(v);
  };
  if (!on)
    return (
      <p>
        <button type="button" className="secondary small" onClick={() => set(true)}>
          Show the first-fight help
        </button>
      </p>
    );
  const step = guideFor(view);
  const cue = cueFor(view);
  return (
    <section className="panel guide wv-guide" aria-label="First-fight help" data-step={step.step}>
      <h2>{step.title}</h2>
      {step.text.map((t) => (
        <p key={t}>{t}</p>
      ))}
      {cue && (
        <p className="wv-guide-cue">
          <strong>Now:</strong> {cue}
        </p>
      )}
      <p className="row wrap small">
        {step.step === "over" && (
          <Link href="/wv/first-fight" className="button small">
            Fly it again
          </Link>
        )}
        <Link href="/wv/school">The flying school</Link>
        <button type="button" className="secondary small" onClick={() => set(false)}>
          Hide this help
        </button>
      </p>
    </section>
  );
}

export function FirstFight({ token }: { token: string }) {
  const g = useSeat(token);
  if (!g.game) return <p className="muted">{g.error ?? "Loading the fight…"}</p>;
  return (
    <div className="wv-first-fight-page">
      <Guide view={g.game.view} />
      <Table
        game={g.game}
        log={g.log}
        busy={g.busy}
        error={g.error}
        act={g.act}
        undo={g.undo}
        token={token}
        since={g.since}
        dice={{ asking: g.asking, roll: g.roll, cancel: g.cancelRoll }}
      />
    </div>
  );
}
