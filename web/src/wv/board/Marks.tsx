/** Marks on the board for what the cues say: a plane sitting on an enemy's tail, drawn as an arrow to it. */
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { W, xOf4, yOfHalf } from "../geometry";
import { SIDE_COLOUR } from "../Pieces";
import { tailings } from "./cues";

export function TailMarks({ view }: { view: WvView }) {
  const pairs = tailings(view);
  if (pairs.length === 0) return null;
  return (
    <g className="wv-tail-marks">
      {pairs.map(({ tail, on }) => {
        const [x1, y1, x2, y2] = [xOf4(tail.x4), yOfHalf(tail.half), xOf4(on.x4), yOfHalf(on.half)];
        const d = Math.hypot(x2 - x1, y2 - y1) || 1;
        // From the tailer's counter edge to the tailed one's, an arrowhead at the end.
        const [ux, uy] = [(x2 - x1) / d, (y2 - y1) / d];
        const [ax, ay] = [x1 + ux * W * 0.6, y1 + uy * W * 0.6];
        const [bx, by] = [x2 - ux * W * 0.6, y2 - uy * W * 0.6];
        const head = `${bx},${by} ${bx - ux * 4 - uy * 3},${by - uy * 4 + ux * 3} ${bx - ux * 4 + uy * 3},${by - uy * 4 - ux * 3}`;
        return (
          <g key={`${tail.id}.${on.id}`} className="wv-tail-mark" data-tail={`${tail.id}>${on.id}`}>
            <title>{`${tail.id} sits on ${on.id}'s tail (within 2 Hexes behind it)`}</title>
            <line x1={ax} y1={ay} x2={bx} y2={by} stroke={SIDE_COLOUR[tail.side]} />
            <polygon points={head} fill={SIDE_COLOUR[tail.side]} />
          </g>
        );
      })}
    </g>
  );
}
