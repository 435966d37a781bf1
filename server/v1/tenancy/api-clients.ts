import { z } from "zod";
import {
  ADMIN_SCOPES,
  API_KEYS_SCOPE,
  API_SCOPES,
  apiClientCreatedSchema,
  apiClientCreateSchema,
  apiClientRevokedSchema,
  apiClientSchema,
  pageOf,
  READ_ONLY_SCOPES,
} from "../../../contracts/api";
import { callerOf } from "../platform/access-token";
import { notFound } from "../platform/errors";
import { field, type ListSpec, listPage, listQueryShape } from "../platform/list-query";
import { type AnyOperation, operation } from "../platform/operation";
import { reserveQuota } from "../platform/quotas";
import { apiClientResource, insertApiClient, revokeApiClient } from "./api-clients-store";
import { API_CLIENT_EXAMPLE } from "./examples";

const clientList: ListSpec = {
  table: "api_client",
  defaultSort: "created_at",
  fields: { name: field("name", "text"), created_at: field("created_at", "timestamp") },
};

const ONLY_THE_CONSOLE = `Needs the ${API_KEYS_SCOPE} scope, which no API client holds: only the console's session token of an account whose email address is confirmed carries it, so a key can never mint or revoke keys. The request must also carry the cookie of the session the token was minted for, while that session is open (the console's own requests do): a copied token alone is refused.`;

const clientIdParam = z.object({
  client_id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._-]+$/, "A client_id")
    .meta({ description: "The client's id (client_id of the token request)" }),
});

export const apiClientOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/clients",
    operationId: "listApiClients",
    summary: "List the tenant's API clients",
    description: `The client credentials (API keys) of the tenant, without their secrets. ${ONLY_THE_CONSOLE}`,
    tag: "API Clients",
    access: { kind: "bearer", scope: API_KEYS_SCOPE },
    tenantAlias: true,
    query: z.object(listQueryShape),
    responses: {
      200: {
        description: "A page of API clients",
        schema: pageOf(apiClientSchema, "ApiClientPage"),
        example: {
          data: [API_CLIENT_EXAMPLE],
          page: { size: 50, next_cursor: null },
          summary: { count: 1, total: 1 },
        },
      },
    },
    handler: async ({ query, caller, ctx }) => ({
      status: 200,
      body: await listPage(ctx.db, clientList, callerOf(caller).tenantId, query, {}, apiClientResource),
    }),
  }),
  operation({
    method: "POST",
    path: "/clients",
    operationId: "createApiClient",
    summary: "Create an API client (key)",
    description: `A new client of the tenant with the scopes asked, any of ${API_SCOPES.join(", ")}. When none are named it gets the read-only scopes only (${READ_ONLY_SCOPES.join(", ")}): its tokens read and compute, and every write answers 403 insufficient-scope. A write scope, and ${ADMIN_SCOPES.join(", ")} (the tenant's users, the sandbox reset), only when named. A scope it may not hold is a 422 naming it. The answer has what a token request needs besides the secret: the token_url and the audience to name. The secret is in this answer only: the server keeps its hash. Counts against the clients quota. ${ONLY_THE_CONSOLE}`,
    tag: "API Clients",
    access: { kind: "bearer", scope: API_KEYS_SCOPE },
    tenantAlias: true,
    body: apiClientCreateSchema,
    problems: [403],
    responses: {
      201: {
        description: "The client and its secret (shown once)",
        schema: apiClientCreatedSchema,
        example: {
          ...API_CLIENT_EXAMPLE,
          client_secret: "q3Jx9Vn0sYbT1uWc5eRk7aLm2dPf8gHi4oZtXyNwBvE",
          audience: "http://localhost:3000/v1",
          token_url: "http://localhost:3000/v1/auth/token",
        },
      },
    },
    handler: async ({ body, caller, ctx }) => {
      const { tenantId } = callerOf(caller);
      const scopes = body.scopes ? [...new Set(body.scopes)] : [...READ_ONLY_SCOPES];
      const { row, secret } = await ctx.db.tx(async (q) => {
        await reserveQuota(q, tenantId, "clients");
        return insertApiClient(q, tenantId, body.name, scopes);
      });
      return {
        status: 201,
        headers: { "Cache-Control": "no-store" },
        body: {
          ...apiClientResource(row),
          client_secret: secret,
          audience: ctx.audience.audience,
          token_url: ctx.tokenUrl,
        },
      };
    },
  }),
  operation({
    method: "POST",
    path: "/clients/{client_id}/revoke",
    operationId: "revokeApiClient",
    summary: "Revoke an API client",
    description: `Deletes the client: its secret gets no more tokens, and the tokens it was issued are refused from the next request (401 invalid-token). Revoking a revoked client answers the same. ${ONLY_THE_CONSOLE}`,
    tag: "API Clients",
    access: { kind: "bearer", scope: API_KEYS_SCOPE },
    tenantAlias: true,
    params: clientIdParam,
    problems: [404],
    responses: {
      200: {
        description: "When it was revoked",
        schema: apiClientRevokedSchema,
        example: { id: API_CLIENT_EXAMPLE.id, revoked_at: "2026-11-24T10:12:40.118Z" },
      },
    },
    handler: async ({ params, caller, ctx }) => {
      const revokedAt = await ctx.db.tx((q) => revokeApiClient(q, callerOf(caller).tenantId, params.client_id));
      if (!revokedAt) throw notFound("API client");
      return { status: 200, body: { id: params.client_id, revoked_at: revokedAt.toISOString() } };
    },
  }),
];
