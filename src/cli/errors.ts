/** Errors the terminal reports in one line, with the exit code they carry. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Bad flags or arguments: exit code 2. */
export const usage = (message: string) => new CliError(message, 2);
/** A file that cannot be used: exit code 1. */
export const badFile = (message: string) => new CliError(message, 1);
