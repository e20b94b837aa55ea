/** The first-game help beside the board: what to do in the phase at hand. Can be hidden for good. */
import { useState } from "react";
import { Link } from "wouter";
import type { HawksView } from "../../../src/games/hawks-over-malta/view.js";
import { guideFor } from "./guide";

const KEY = "sortie.hawks.guide";

export function Guide({ view, mine }: { view: HawksView; mine: boolean }) {
  const [on, setOn] = useState(() => localStorage.getItem(KEY) !== "off");
  const set = (v: boolean) => {
    localStorage.setItem(KEY, v ? "on" : "off");
    setOn(v);
  };
  if (!on) {
    return (
      <p className="no-print">
        <button type="button" className="secondary small" onClick={() => set(true)}>
          Show the first-game help
        </button>
      </p>
    );
  }
  const step = guideFor(view.phase, mine, view.over);
  return (
    <section className="panel guide" aria-label="First-game help">
      <h2>{step.title}</h2>
      {step.text.map((t) => (
        <p key={t}>{t}</p>
      ))}
      <p className="row wrap small">
        <Link href="/rules/hawks-over-malta/first-game">The whole walkthrough</Link>
        <button type="button" className="secondary small" onClick={() => set(false)}>
          Hide this help
        </button>
      </p>
    </section>
  );
}
