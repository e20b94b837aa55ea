import type { ConvoyView } from "../../../src/games/malta-convoy/rules.js";

export function ScoreBreakdown({ view }: { view: ConvoyView }) {
  return (
    <table className="breakdown">
      <tbody>
        {view.score.lines.map((l) => (
          <tr key={l.label}>
            <td>{l.label}</td>
            <td className="num">
              {l.label === "start" ? l.points : l.points < 0 ? `−${-l.points}` : `+${l.points}`}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>Final score</th>
          <th className="num final-score">{view.score.total}</th>
        </tr>
      </tfoot>
    </table>
  );
}
