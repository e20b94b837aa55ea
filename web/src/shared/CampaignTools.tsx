/** The tools under a campaign's step: take back the last step, export the log, print the page. */
export function CampaignTools({
  undo,
  canUndo,
  token,
  exportLabel,
  printLabel,
}: {
  undo: () => void;
  canUndo: boolean;
  /** A link of the campaign, for its export. */
  token: string | undefined;
  exportLabel: string;
  printLabel: string;
}) {
  return (
    <div className="row no-print">
      <button type="button" className="secondary small" disabled={!canUndo} onClick={undo}>
        Undo the last step
      </button>
      <a className="button secondary small" href={`/api/t/${token}/export`}>
        {exportLabel}
      </a>
      <button type="button" className="secondary small" onClick={() => window.print()}>
        {printLabel}
      </button>
    </div>
  );
}
