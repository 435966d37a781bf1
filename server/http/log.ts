/**
 * What the server's log may say about a request and an error. Logs never carry visitor data: no bodies, query
 * strings, client addresses, emails, and no error messages, which can quote what the visitor sent (a database
 * error names the failing value; a JSON error quotes the input). An error is logged by its type, its code,
 * the statement that failed (a name, never its parameters) and its stack frames, next to the request id.
 */
type LoggableError = { name?: unknown; code?: unknown; statement?: unknown; stack?: unknown };

function frames(stack: unknown): string[] | undefined {
  if (typeof stack !== "string") return undefined;
  return stack
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .slice(0, 12)
    .map((line) => line.trim());
}

/** The message says only what kind of error it was: the error's own message may quote visitor data. */
export function errorForLog(err: unknown): { type: string; message: string; stack: string } & Record<string, unknown> {
  if (err === null || typeof err !== "object") return { type: typeof err, message: "(not logged)", stack: "" };
  const e = err as LoggableError;
  const type = typeof e.name === "string" ? e.name : "Error";
  return {
    type,
    message: "(not logged)",
    ...(typeof e.code === "string" || typeof e.code === "number" ? { code: e.code } : {}),
    ...(typeof e.statement === "string" ? { statement: e.statement } : {}),
    stack: (frames(e.stack) ?? []).join("\n"),
  };
}

/** A request by its method and its route's pattern (/v1/orgs/:id): a concrete path can carry what a visitor typed. */
export const logSerializers = {
  req: (req: { method: string; routeOptions?: { url?: string } }) => ({
    method: req.method,
    route: req.routeOptions?.url ?? "(unrouted)",
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: errorForLog,
};
