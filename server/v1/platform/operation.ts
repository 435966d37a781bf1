import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiScope } from "../../../contracts/api";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Caller, TokenAudience } from "./access-token";
import type { RefusalMemory } from "./refusals";
import type { SigningKeys } from "./signing-keys";

/**
 * An operation of the /v1 API, declared as plain data: its path, schemas, access rule, responses and handler.
 * `mountOperations` serves a list of them; `openApiDocument` describes the same list without a server.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type ResponseSpec = {
  description: string;
  schema: z.ZodType;
  /** Defaults to application/json. */
  mediaType?: string;
  /**
   * A file's bytes in one of these media types instead (a download): the handler answers a Buffer and sets
   * Content-Type itself; the document gives each type with `schema` (a binary string).
   */
  mediaTypes?: readonly string[];
  headers?: Record<string, { description: string; schema: z.ZodType }>;
  /** A realistic example body for the documentation. */
  example?: unknown;
};

/**
 * A realistic request for the documentation: values for path and query parameters by name (query values as a
 * client writes them, numbers as numbers) and the body. Examples are kept apart from the declarations, in one
 * table keyed by operationId (`server/v1/request-examples.ts`).
 */
export type RequestExample = {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
};

export type HandlerResult = { status: number; body: unknown; headers?: Record<string, string> };

/** What every handler may use: the database, the configuration and the token machinery. */
export type ApiContext = {
  db: Db;
  config: Config;
  keys: SigningKeys;
  audience: TokenAudience;
  /** {PUBLIC_BASE_URL}/v1/auth/token */
  tokenUrl: string;
  /** Addresses refused by the token endpoint's per-address limit, refused again from memory (refusals.ts). */
  tokenEndpointRefusals: RefusalMemory;
  /** The webhook delivery worker: `wake()` once a change queued deliveries (server/v1/webhooks/worker.ts). */
  webhooks: { wake(): void };
  /** The mail outbox: `wake()` once a change queued an email, so it goes now rather than at the next poll. */
  outbox: { wake(): void };
};

export type HandlerInput<P, Q, B> = {
  params: P;
  query: Q;
  body: B;
  /** The verified caller; null only on public operations. */
  caller: Caller | null;
  ctx: ApiContext;
  req: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Who may call an operation: anyone, or a bearer token (optionally needing a scope). `orScopes` are further scopes
 * that each grant it too: a read that a writing scope has always allowed stays allowed to it.
 */
export type Access = { kind: "public" } | { kind: "bearer"; scope: ApiScope | null; orScopes?: readonly ApiScope[] };

/** The scopes any one of which grants an operation; empty when any token (or none) will do. */
export function grantingScopes(access: Access): readonly ApiScope[] {
  if (access.kind !== "bearer" || access.scope === null) return [];
  return [access.scope, ...(access.orScopes ?? [])];
}

export type Operation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  method: Method;
  /** OpenAPI-style path below /v1, e.g. /facilities/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  access: Access;
  /** Also mount under /tenants/{tenant_id}/... (the path tenant must be the token's). */
  tenantAlias?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** The largest body accepted, in bytes (the server's default otherwise). */
  bodyLimit?: number;
  /**
   * A batch operation's largest list: a body whose `field` array is longer is 400 bad-request before validation,
   * a limit of the request like its size in bytes rather than a field's error.
   */
  batchLimit?: { field: string; max: number };
  /** The handler validates the body itself and answers errors in the OAuth format (the token endpoint). */
  oauthErrors?: boolean;
  /**
   * Whether the handler gets this request's body unvalidated (given its validated query and the body as parsed) and
   * validates it itself: a dry run reports every record's problems instead of refusing the batch, and a CSV batch
   * names its facilities before it can be validated.
   */
  validatesOwnBody?: (query: unknown, body: unknown) => boolean;
  /** Request media types besides application/json. */
  bodyMediaTypes?: string[];
  /**
   * The body is a file's raw bytes, whatever its Content-Type (the handler tells the type from the content): the
   * handler gets a Buffer (undefined when none was sent), no JSON is parsed, and a body longer than `maxBytes` is 413
   * with `tooLarge` as its detail. The document gives it as application/octet-stream, a binary string.
   */
  rawBody?: { maxBytes: number; tooLarge: string; description: string };
  /** Success responses (and any non-problem error responses, e.g. OAuth errors). */
  responses: Record<number, ResponseSpec>;
  /** Problem+JSON statuses this operation can answer with, besides those added for auth and validation. */
  problems?: number[];
  /**
   * Work that grows with what the tenant holds (platform/heavy-work.ts): always, or for the requests whose raw body
   * the function finds heavy (a large batch). A tenant runs one at a time; the server a few, in turns.
   */
  heavy?: true | ((rawBody: unknown) => boolean);
  /**
   * false: a POST (or other write method) that stores nothing, so the audit trail records no event for it (token
   * issuing, estimates, the analytics POSTs). Every other bearer write answered 2xx is recorded (audit/recording.ts);
   * `fields` names the body's fields its event keeps as they were sent (a reopening's reason, a member's new roles).
   */
  audit?: false | { fields: readonly string[] };
  /** Honour Idempotency-Key (POST, PATCH and DELETE with a bearer token only). */
  idempotent?: boolean;
  /** A public operation's own rate limit (e.g. per client address); throws a 429 HttpProblem. */
  publicLimit?: (input: { req: FastifyRequest; reply: FastifyReply; ctx: ApiContext }) => Promise<void>;
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<HandlerResult>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list holds operations of every parameter type
export type AnyOperation = Operation<any, any, any>;

/** Declares an operation with its handler's inputs typed from its schemas. */
export function operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
>(def: Operation<P, Q, B>): AnyOperation {
  return def as unknown as AnyOperation;
}
