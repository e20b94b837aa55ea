/** The tools under a campaign's step: take back the last step, export the log, print the page. */
export function CampaignTools({
  undo,
  canUndo,
  whyNot,
  token,
  exportLabel,
  printLabel,
}: {
  undo: () => void;
  canUndo: boolean;
  /** Why the last step cannot be taken back, said beside the greyed button. */
  whyNot?: string | null;
  /** A link of the campaign, for its export. */
  token: string | undefined;
  exportLabel: string;
  printLabel: string;
}) {
  return (
    <div className="row no-print">
      <button
        type="button"
        className="secondary small"
        disabled={!canUndo}
        title={canUndo ? "Take back the last step" : (whyNot ?? undefined)}
        onClick={undo}
      >
        Undo the last step
      </button>
      {!canUndo && whyNot && <span className="muted small">{whyNot}</span>}
      <a className="button secondary small" href={`/api/t/${token}/export`}>
        {exportLabel}
      </a>
      <button type="button" className="secondary small" onClick={() => window.print()}>
        {printLabel}
      </button>
    </div>
  );
}
