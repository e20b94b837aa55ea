/** Small parts every set-up and game page shares: a radio choice of how to play, the last step's events. */

/** The "Players" fieldset of a set-up page: one radio button a way of playing. */
export function PlayersChoice<M extends string>({
  modes,
  mode,
  setMode,
  disabled,
}: {
  modes: [M, string][];
  mode: M;
  setMode: (m: M) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend>Players</legend>
      {modes.map(([m, text]) => (
        <label key={m} className="radio">
          <input
            type="radio"
            name="mode"
            value={m}
            checked={mode === m}
            onChange={() => setMode(m)}
          />{" "}
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/** What the last step did, as the rules tell it, under its heading (nothing when it did nothing). */
export function EventsPanel({ title, events }: { title: string; events: string[] }) {
  if (events.length === 0) return null;
  return (
    <section className="panel">
      <h2>{title}</h2>
      <ul className="events">
        {events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are a fixed list in order.
          <li key={i}>{e}</li>
        ))}
      </ul>
    </section>
  );
}
