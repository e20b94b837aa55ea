/** A finished convoy's score set against the advisor's expected score and the simulated spread. */
import { useEffect, useState } from "react";
import type { Roll } from "../../../src/engine/dice.js";
import { count } from "../../../src/engine/words.js";
import type { PlayedTurn } from "../../../src/games/malta-convoy/review.js";
import type { Outlook as Result } from "./outlook.worker";

const GAMES = 20000;

const signed = (x: number) => (x >= 0 ? `+${x.toFixed(1)}` : `−${(-x).toFixed(1)}`);

export function Outlook({
  score,
  setupRolls,
  turns,
}: {
  score: number;
  setupRolls: Roll[];
  turns: PlayedTurn[];
}) {
  const [o, setO] = useState<Result | null>(null);
  const key = setupRolls.map((r) => r.value).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the set-up rolls.
  useEffect(() => {
    const w = new Worker(new URL("./outlook.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e) => setO(e.data);
    w.postMessage({
      setupRolls: setupRolls.map((r) => r.value),
      turns,
      games: GAMES,
      seed: 0x5eed,
    });
    return () => w.terminate();
  }, [key]);
  if (!o)
    return (
      <p className="muted small">
        Looking back over your choices and sailing this convoy again {GAMES.toLocaleString("en")}{" "}
        times…
      </p>
    );
  const r = o.review;
  const below = o.counts.slice(0, Math.max(0, score - o.min)).reduce((a, b) => a + b, 0);
  const pct = Math.round((100 * below) / o.games);
  const peak = Math.max(...o.counts);
  const w = 300;
  const h = 80;
  const bar = w / o.counts.length;
  const at = (v: number) => ((v - o.min + 0.5) / o.counts.length) * w;
  return (
    <section className="outlook" aria-label="Against the advisor">
      <h3>Against the advisor</h3>
      <p className="review-choices">
        <strong>Your choices</strong>{" "}
        {r.cost === 0 ? (
          <>
            were the advisor's on{" "}
            {r.decisions === r.followed
              ? `every one of the ${count(r.decisions, "turn")} with a choice`
              : `${r.followed} of ${count(r.decisions, "turn")} with a choice`}
            : they expected <strong className="expected-score">{r.yours.toFixed(1)}</strong>, as the
            advisor's did.
          </>
        ) : (
          <>
            expected <strong className="expected-score">{r.yours.toFixed(1)}</strong>; the advisor's
            would have expected {r.advisor.toFixed(1)} ({r.cost.toFixed(1)} less, over{" "}
            {count(r.decisions - r.followed, "turn")} where you chose otherwise).
          </>
        )}
      </p>
      <p className="review-dice">
        <strong>The dice</strong> {r.luck >= 0 ? "gave" : "took"}{" "}
        <strong>{Math.abs(r.luck).toFixed(1)}</strong> {Math.abs(r.luck) === 1 ? "point" : "points"}{" "}
        against that expectation: final score {score} ({signed(r.luck)}). That part is luck, not
        play.
      </p>
      <p className="small muted">
        This convoy sailed again {o.games.toLocaleString("en")} times the advisor's way: your score
        beats <strong>{pct}%</strong> of those voyages.
      </p>
      <svg
        viewBox={`0 0 ${w} ${h + 14}`}
        className="outlook-chart"
        role="img"
        aria-label={`Simulated scores from ${o.min} to ${o.min + o.counts.length - 1}; the advisor's mean ${o.mean.toFixed(1)}; yours ${score}`}
      >
        {o.counts.map((c, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per score value.
            key={i}
            x={i * bar}
            y={h - (c / peak) * h}
            width={Math.max(bar - 0.5, 0.5)}
            height={(c / peak) * h}
            className="bar"
          />
        ))}
        <line x1={at(o.mean)} x2={at(o.mean)} y1={0} y2={h} className="mean" />
        <line x1={at(score)} x2={at(score)} y1={0} y2={h} className="yours" />
        <text x={0} y={h + 12} className="tick">
          {o.min}
        </text>
        <text x={w} y={h + 12} textAnchor="end" className="tick">
          {o.min + o.counts.length - 1}
        </text>
      </svg>
      <p className="legend small">
        <span className="key yours" /> your score <span className="key mean" /> advisor's mean
      </p>
    </section>
  );
}
