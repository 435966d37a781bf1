import { plainFigures } from "../../../contracts/figures";
import type { Caller } from "../platform/access-token";
import type { AnyOperation, HandlerInput, HandlerResult } from "../platform/operation";
import { type AuditEventInput, appendAuditEvent } from "./audit-store";

/**
 * Recording every change in the audit trail, for every operation alike (`mountOperations` calls `audited` around
 * each handler): a bearer operation that answers 2xx to a POST, PUT, PATCH or DELETE appends one event, unless it
 * is declared `audit: false` (it writes nothing: tokens, estimates, the analytics POSTs) or the request is a dry run.
 * A PATCH or PUT whose path has a GET reads the resource with that GET's handler just before the write, so the
 * event has each changed field's value before and after. The event is appended after the handler's own transaction
 * committed: a failure to append is logged and the client still gets its answer.
 */

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The most ids a batch's event lists (data.created); data.created_count counts them all. */
const MAX_CREATED_IDS = 1000;
const TENANT_PREFIX = "/tenants/{tenant_id}";

/** The console's tokens are one client per account (server/accounts/console-token.ts). */
const CONSOLE_CLIENT_PREFIX = "console-";

export type Audited = (
  op: AnyOperation,
  input: HandlerInput<unknown, unknown, unknown>,
  call: () => Promise<HandlerResult>,
) => Promise<HandlerResult>;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

function isDryRun(query: unknown, body: unknown): boolean {
  const flag = (v: unknown) => isObject(v) && (v.dry_run === true || v.dry_run === "true");
  return flag(query) || flag(body);
}

/** The path template without the tenant prefix, its literal segments and its last parameter. */
function resourceOf(op: AnyOperation, params: unknown) {
  const path = op.path.startsWith(TENANT_PREFIX) ? op.path.slice(TENANT_PREFIX.length) : op.path;
  const segments = path.split("/").filter(Boolean);
  const lastParam = segments.findLastIndex((s) => s.startsWith("{"));
  const literals = (lastParam >= 0 ? segments.slice(0, lastParam) : segments).filter((s) => !s.startsWith("{"));
  const paramName = lastParam >= 0 ? segments[lastParam]!.slice(1, -1) : null;
  const value = paramName && isObject(params) ? params[paramName] : undefined;
  return {
    type: literals.join("/"),
    id: value === undefined || value === null ? null : String(value),
    collection: lastParam < 0,
  };
}

/** Who acted: the client, or the person whose console token it is (the audit trail and the periods name actors so). */
export function actorOf(caller: Caller): Pick<AuditEventInput, "actorType" | "actorId"> {
  if (caller.clientId.startsWith(CONSOLE_CLIENT_PREFIX)) {
    // Account ids are ULIDs; the console's client id holds one in lower case.
    return { actorType: "account", actorId: caller.clientId.slice(CONSOLE_CLIENT_PREFIX.length).toUpperCase() };
  }
  return { actorType: "client", actorId: caller.clientId };
}

/** The ids a collection POST answered with: its resource's id, or a batch's items' ids. */
function createdIds(body: unknown): string[] {
  if (!isObject(body)) return [];
  const ids: string[] = [];
  if (typeof body.id === "string") ids.push(body.id);
  if (Array.isArray(body.data))
    for (const item of body.data) if (isObject(item) && typeof item.id === "string") ids.push(item.id);
  return ids;
}

/** Each top-level field whose value differs before and after. */
function changesOf(before: unknown, after: unknown): Record<string, { before: unknown; after: unknown }> | null {
  if (!isObject(after)) return null;
  const old = isObject(before) ? before : {};
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(after)])) {
    const was = old[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/** The body's fields an operation's event keeps, as they were sent (those sent only). */
function sentFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

/** The audit recorder of a list of operations (their GETs give a PATCH or PUT its "before"). */
export function auditRecorder(operations: readonly AnyOperation[]): Audited {
  const reads = new Map(operations.filter((o) => o.method === "GET").map((o) => [o.path, o]));

  async function before(op: AnyOperation, input: HandlerInput<unknown, unknown, unknown>): Promise<unknown> {
    const read = reads.get(op.path);
    if (!read) return undefined;
    try {
      const params = read.params ? read.params.parse(input.params) : input.params;
      const query = read.query ? read.query.parse({}) : {};
      const result = await read.handler({ ...input, params, query, body: undefined });
      return result.status === 200 ? plainFigures(result.body) : null;
    } catch {
      // Not there yet (a PUT that creates it), or not readable: nothing before.
      return null;
    }
  }

  return async (op, input, call) => {
    const { caller, req } = input;
    if (op.audit === false || !caller || !WRITES.has(op.method) || isDryRun(input.query, input.body)) return call();
    const was = op.method === "PATCH" || op.method === "PUT" ? await before(op, input) : undefined;
    const result = await call();
    if (result.status < 200 || result.status >= 300) return result;
    try {
      // Only a PATCH or PUT needs the whole answer (its fields, before and after); a batch's answer can hold 10,000
      // records, of which only the ids are kept.
      const after = op.method === "PATCH" || op.method === "PUT" ? plainFigures(result.body) : result.body;
      const resource = resourceOf(op, input.params);
      const created = op.method === "POST" && resource.collection ? createdIds(after) : [];
      const summary = isObject(after) && isObject(after.summary) ? after.summary : {};
      const data: Record<string, unknown> = {
        method: op.method,
        path: req.url.split("?")[0],
        status: result.status,
        client_id: caller.clientId,
        ...(caller.clientId.startsWith(CONSOLE_CLIENT_PREFIX) ? { console: true } : {}),
        ...(created.length > 0 ? { created: created.slice(0, MAX_CREATED_IDS), created_count: created.length } : {}),
        ...(typeof summary.upload_id === "string" ? { upload_id: summary.upload_id } : {}),
        ...(op.audit && isObject(input.body) ? { sent: sentFields(input.body, op.audit.fields) } : {}),
      };
      await appendAuditEvent(input.ctx.db, caller.tenantId, {
        ...actorOf(caller),
        type: op.operationId,
        resourceType: resource.type,
        resourceId: resource.id ?? (created.length === 1 ? created[0]! : null),
        requestId: String(req.id),
        changes: was === undefined ? null : changesOf(was, after),
        data,
      });
    } catch (err) {
      // The change is stored and answered; only its event is missing. No request data is logged.
      req.log.error(
        { operationId: op.operationId, code: (err as { code?: unknown })?.code },
        "audit event not recorded",
      );
    }
    return result;
  };
}
