/** The message of a step or a form that was refused, read out as it appears; nothing without one. */
export function ErrorNote({ error }: { error: string | null | undefined | false }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error}
    </p>
  );
}
