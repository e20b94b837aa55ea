/** The score distribution of one or two policies as a bar chart, with each mean and its interval. */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import type { Summary } from "../../../src/games/malta-convoy/stats.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const COLOURS = ["rgba(31, 78, 121, 0.75)", "rgba(200, 120, 40, 0.7)"];

export function ScoreChart({ runs }: { runs: { name: string; summary: Summary }[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const scores = runs.flatMap((r) => Object.keys(r.summary.histogram).map(Number));
    const lo = Math.min(...scores);
    const hi = Math.max(...scores);
    const labels = Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels,
        datasets: runs.map((r, i) => ({
          label: `${r.name} — mean ${r.summary.mean.toFixed(2)} (95% ${r.summary.ci95[0].toFixed(2)}–${r.summary.ci95[1].toFixed(2)})`,
          data: labels.map((s) => (100 * (r.summary.histogram[s] ?? 0)) / r.summary.games),
          backgroundColor: COLOURS[i],
          barPercentage: 1,
          categoryPercentage: 1,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { title: { display: true, text: "final score" } },
          y: { title: { display: true, text: "% of games" } },
        },
        plugins: { legend: { position: "bottom" } },
      },
    });
    return () => chart.destroy();
  }, [runs]);
  return (
    <div className="chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label={runs.map((r) => `${r.name}: mean ${r.summary.mean.toFixed(2)}`).join("; ")}
      />
    </div>
  );
}
