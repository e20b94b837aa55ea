/** The board's cues under its tools, one line each with its why (board/cues.ts), each with its mark. */
import type { MoveCost, WvView } from "../../../../src/games/winged-victory/view/view.js";
import { boardCues, type Cue } from "./cues";

const MARK: Record<Cue["kind"], string> = {
  shot: "◎",
  "no-shot": "○",
  freeze: "‖",
  engaged: "⚔",
  tailing: "➜",
  "none-in-sight": "·",
  unspotted: "?",
  sun: "☀",
};

export function CueList({ view, chosen }: { view: WvView; chosen: MoveCost | null }) {
  const cues = boardCues(view, chosen);
  if (cues.length === 0) return null;
  return (
    <ul className="wv-cues small" aria-live="polite">
      {cues.map((c) => (
        <li key={c.text} className={`wv-cue-line ${c.kind}`} data-cue-kind={c.kind}>
          <span className="wv-cue-mark" aria-hidden="true">
            {MARK[c.kind]}
          </span>{" "}
          {c.text}
        </li>
      ))}
    </ul>
  );
}
