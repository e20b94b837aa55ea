/**
 * The owner's box file on the new-game page: the printed values of the boxed
 * game (planes, dice, combat tables, briefings, the Time Freezing table),
 * loaded from a file or pasted, flown instead of the reconstructed ones. The
 * server checks it and names any fault; nothing is created from a bad one.
 */
/** A box file's text as typed: its JSON value (none while empty), or why it is not JSON; its parts are the server's to check. */
export function readBoxText(text: string): { value?: unknown; error?: string } {
  if (text.trim() === "") return {};
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: `The box file is not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}

export function PrintedBox({
  text,
  setText,
  disabled,
}: {
  text: string;
  setText: (t: string) => void;
  disabled: boolean;
}) {
  async function load(file: File | undefined) {
    if (file) setText(await file.text());
  }
  return (
    <details className="wv-printed" open={text.trim() !== ""}>
      <summary>Your box's printed values (optional)</summary>
      <p className="muted small">
        Own the boxed game? Our dashboards, dice faces, briefings and tables are reconstructed. A
        box file (JSON with any of <code>planes</code>, <code>dice</code>, <code>combat</code>,{" "}
        <code>briefings</code>, <code>freeze</code>, <code>setup</code>) puts your printed values in
        their place. <code>sortie wv planes --json</code> prints the planes to start from.
      </p>
      <label htmlFor="wv-box-file">Load a box file</label>
      <input
        id="wv-box-file"
        type="file"
        accept=".json,application/json"
        disabled={disabled}
        onChange={(e) => load(e.target.files?.[0])}
      />
      <label htmlFor="wv-box-text">Box file</label>
      <textarea
        id="wv-box-text"
        rows={6}
        spellCheck={false}
        disabled={disabled}
        placeholder='{ "planes": [ … ], "dice": { "faces": { … } } }'
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </details>
  );
}
