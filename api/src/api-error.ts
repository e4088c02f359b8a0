// The one error type of the provider's rules: a status, a wire code and a message, with any data the
// response carries (api/README.md "Requests"). A module of its own, importing nothing, so the limits
// (ratelimit.ts, hash-gate.ts) and the context can all use it without an import circle.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
