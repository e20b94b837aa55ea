/** The analyse view: simulate two Malta Convoy policies in the browser and compare their scores. */
import { useState } from "react";
import type { Summary } from "../../../src/games/malta-convoy/stats.js";
import { ScoreChart } from "./ScoreChart";

type Result = Summary & { seconds: number; gamesPerSecond: number };

interface Run {
  policy: string;
  games: number;
  progress: number;
  result: Result | null;
  error: string | null;
  running: boolean;
}

const PRESETS = [
  "none",
  "plan:evade@9,decoy@17",
  "plan:decoy@13",
  "plan:screen@8,split@14",
  "advisor",
];

function PolicyPanel({
  name,
  run,
  onChange,
  onRun,
}: {
  name: string;
  run: Run;
  onChange: (r: Partial<Run>) => void;
  onRun: () => void;
}) {
  const id = name.toLowerCase();
  return (
    <section className="panel policy" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Policy {name}</h2>
      <label htmlFor={`${id}-policy`}>Policy</label>
      <input
        id={`${id}-policy`}
        list="policies"
        value={run.policy}
        onChange={(e) => onChange({ policy: e.target.value })}
      />
      <label htmlFor={`${id}-games`}>Games</label>
      <select
        id={`${id}-games`}
        value={run.games}
        onChange={(e) => onChange({ games: Number(e.target.value) })}
      >
        {[200, 1000, 10000, 100000, 1000000].map((n) => (
          <option key={n} value={n}>
            {n.toLocaleString()}
          </option>
        ))}
      </select>
      <button type="button" onClick={onRun} disabled={run.running}>
        {run.running ? "Simulating…" : `Simulate ${name}`}
      </button>
      {run.running && (
        <progress max={run.games} value={run.progress} aria-label={`Policy ${name} progress`}>
          {Math.round((100 * run.progress) / run.games)}%
        </progress>
      )}
      {run.error && (
        <p role="alert" className="error">
          {run.error}
        </p>
      )}
      {run.result && (
        <dl className="stats" data-testid={`result-${id}`}>
          <dt>Mean score</dt>
          <dd className="mean">{run.result.mean.toFixed(2)}</dd>
          <dt>95% interval of the mean</dt>
          <dd>
            {run.result.ci95[0].toFixed(2)} – {run.result.ci95[1].toFixed(2)}
          </dd>
          <dt>Spread (sd)</dt>
          <dd>{run.result.sd.toFixed(2)}</dd>
          <dt>Percentiles 5 / 25 / 50 / 75 / 95</dt>
          <dd>
            {run.result.percentiles.p5} / {run.result.percentiles.p25} /{" "}
            {run.result.percentiles.p50} / {run.result.percentiles.p75} /{" "}
            {run.result.percentiles.p95}
          </dd>
          <dt>Interceptions a game</dt>
          <dd>{run.result.meanInterceptions.toFixed(2)}</dd>
          <dt>Speed</dt>
          <dd>{Math.round(run.result.gamesPerSecond).toLocaleString()} games/s</dd>
        </dl>
      )}
    </section>
  );
}

export default function Analyse() {
  const [runs, setRuns] = useState<Record<"A" | "B", Run>>({
    A: { policy: "none", games: 10000, progress: 0, result: null, error: null, running: false },
    B: {
      policy: "plan:evade@9,decoy@17",
      games: 10000,
      progress: 0,
      result: null,
      error: null,
      running: false,
    },
  });
  const update = (k: "A" | "B", r: Partial<Run>) =>
    setRuns((all) => ({ ...all, [k]: { ...all[k], ...r } }));

  function simulate(k: "A" | "B") {
    const run = runs[k];
    update(k, { running: true, progress: 0, error: null, result: null });
    const w = new Worker(new URL("./sim.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e) => {
      if (e.data.type === "progress") update(k, { progress: e.data.done });
      else {
        update(
          k,
          e.data.type === "done"
            ? { result: e.data.summary, running: false }
            : { error: e.data.error, running: false },
        );
        w.terminate();
      }
    };
    w.postMessage({ policy: run.policy.trim(), games: run.games, seed: 1, rollouts: 300 });
  }

  const shown = (["A", "B"] as const)
    .filter((k) => runs[k].result)
    .map((k) => ({ name: `${k}: ${runs[k].policy}`, summary: runs[k].result as Result }));

  return (
    <div className="analyse">
      <section className="panel">
        <h1>Analyse Malta Convoy</h1>
        <p>
          Simulate thousands of convoys with a policy and compare two side by side. A policy is{" "}
          <code>none</code>, <code>advisor</code> (slow: it thinks at every turn), or a plan such as{" "}
          <code>plan:evade@9,decoy@17</code> — take each option at the first turn at or after the
          one given.
        </p>
        <datalist id="policies">
          {PRESETS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </section>
      <div className="two">
        <PolicyPanel
          name="A"
          run={runs.A}
          onChange={(r) => update("A", r)}
          onRun={() => simulate("A")}
        />
        <PolicyPanel
          name="B"
          run={runs.B}
          onChange={(r) => update("B", r)}
          onRun={() => simulate("B")}
        />
      </div>
      {shown.length > 0 && (
        <section className="panel" aria-label="Score distribution">
          <h2>Score distribution</h2>
          <ScoreChart runs={shown} />
        </section>
      )}
    </div>
  );
}
