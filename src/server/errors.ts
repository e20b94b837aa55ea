/** An answer to a client that went wrong on its side: a 4xx status and one readable sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, "no game is found at this link");
