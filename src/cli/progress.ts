/** A progress bar on the terminal for long runs; none when the output is not a terminal or is JSON. */
import cliProgress from "cli-progress";

export interface Progress {
  update(done: number): void;
  stop(): void;
}

export function progressBar(total: number, what: string, quiet: boolean): Progress | null {
  if (quiet || !process.stderr.isTTY) return null;
  const bar = new cliProgress.SingleBar(
    {
      format: `  ${what} {bar} {percentage}% | {value}/{total} games | {eta}s left`,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}
