import { industries } from "../options";
import { PLAN_IDS } from "../plans";
import { z } from "../zod";
import {
  ADMIN_SCOPES,
  ALL_SCOPES,
  API_SCOPES,
  type ApiScope,
  type ClientScope,
  READ_ONLY_SCOPES,
  SESSION_SCOPES,
} from "./scopes";
import { ACTIVITY_UNITS, ENERGY_ORIGINS, SOURCE_TYPES } from "./tenancy-lists";

export {
  ADMIN_SCOPES,
  ALL_SCOPES,
  API_KEYS_SCOPE,
  API_SCOPES,
  type ApiScope,
  type ClientScope,
  READ_ONLY_SCOPES,
  SCOPE_DESCRIPTIONS,
  SESSION_SCOPES,
} from "./scopes";

export {
  ACTIVITY_UNITS,
  type ActivityUnit,
  ENERGY_ORIGINS,
  type EnergyOrigin,
  isRenewableOrigin,
  SOURCE_TYPES,
  UNIT_DIMENSIONS,
  unitsCompatible,
} from "./tenancy-lists";

/** Shapes of the public /v1 API: requests, resources and errors. The OpenAPI document is generated from these. */

/** What a tenant's quotas count (the limits are the server's, stated in the OpenAPI document). */
export const QUOTA_NAMES = [
  "activity_records",
  "production_records",
  "instruments",
  "water_records",
  "waste_records",
  "facilities",
  "sources",
  "meters",
  "users",
  "clients",
  "evidence_bytes",
] as const;
export type QuotaName = (typeof QUOTA_NAMES)[number];

export const quotaUsageSchema = z
  .object({
    limit: z
      .number()
      .int()
      .meta({ description: "How many the tenant may hold (evidence_bytes: bytes of evidence files)" }),
    usage: z.number().int().meta({ description: "How many it holds now (evidence_bytes: bytes)" }),
  })
  .meta({ id: "QuotaUsage" });

/**
 * The roles of a tenant's users (a workspace's members) and the permissions (scopes) each grants. A workspace has
 * one owner (who made it, until ownership is transferred). The console's token in a workspace carries the scopes
 * of the member's roles, so a role is enforced by the API itself.
 */
export const ROLE_PERMISSIONS = {
  owner: [...API_SCOPES],
  admin: [...API_SCOPES],
  preparer: ["read:activity", "write:activity", "calc:emissions", "read:reports", "read:analytics"],
  reviewer: ["read:activity", "read:reports", "read:analytics", "read:audit", "review:periods"],
  viewer: ["read:activity", "read:reports", "read:analytics", "plan:decarb"],
  auditor: ["read:activity", "read:reports", "read:analytics", "read:audit"],
  analyst: ["read:activity", "calc:emissions", "read:reports", "read:analytics", "plan:decarb"],
  data_engineer: ["read:activity", "write:activity"],
} as const satisfies Record<string, readonly ApiScope[]>;
export type ApiRole = keyof typeof ROLE_PERMISSIONS;
export const API_ROLES = Object.keys(ROLE_PERMISSIONS) as [ApiRole, ...ApiRole[]];
/** The roles an invitation or a role change may give: every one but owner, which only a transfer moves. */
export const MEMBER_ROLES = API_ROLES.filter((r) => r !== "owner") as [ApiRole, ...ApiRole[]];
export const ROLES_DESCRIPTION =
  "owner (one per workspace: everything, and transferring ownership), admin (everything: members, keys, settings, reopening years), preparer (records data and sends a year for review), reviewer (reads everything, the audit trail included, and signs off a year it did not send for review), viewer (reads, writes nothing), auditor (reads everything, the audit trail and evidence included, writes nothing; access may end on a date), analyst, data_engineer";

export function permissionsOf(roles: readonly string[]): ClientScope[] {
  const granted = new Set<ApiScope>();
  for (const role of roles) for (const s of ROLE_PERMISSIONS[role as ApiRole] ?? []) granted.add(s);
  return API_SCOPES.filter((s) => granted.has(s));
}

export const ulidSchema = z
  .string()
  .regex(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/, "Must be a ULID")
  .meta({ description: "ULID", examples: ["01JC0DEM0TENANT00000000000"] });
export const timestamp = z.string().meta({ format: "date-time", description: "UTC, ISO-8601" });
export const localTimestamp = z
  .string()
  .optional()
  .meta({ description: "The same instant in the X-Timezone zone (present only when that header is sent)" });
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "Must be an ISO 3166-1 alpha-2 country code")
  .meta({ examples: ["IN"] });
const industry = z.enum(industries.values);

/** A facility's short code, as people write it in their sheets (PNQ-01): unique in the tenant in any case. */
const facilityCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]*$/, "Letters, digits, - and _ only, e.g. PNQ-01");
const FACILITY_CODE =
  "A short code people use for the facility in their sheets (1-20 letters, digits, - and _, e.g. PNQ-01): unique in the tenant whatever its case; a CSV of activity records may name the facility by it";

const activeField = (what: string) =>
  z.boolean().meta({
    description: `false once the ${what} is deactivated: it keeps its history, lists leave it out unless asked (status=inactive or all), and new activity records naming it are refused`,
  });

/** Which of a list's facilities, sources or meters to show by whether they are active. */
export const LIST_STATUSES = ["active", "inactive", "all"] as const;

// ---------- resources ----------

export const USER_STATUSES = ["invited", "active", "access_ended"] as const;

export const userSchema = z
  .object({
    id: ulidSchema,
    email: z.string(),
    roles: z.array(z.enum(API_ROLES)),
    permissions: z.array(z.enum(API_SCOPES)),
    created_at: timestamp,
    created_at_local: localTimestamp,
    last_login_at: timestamp.nullable(),
    last_login_at_local: localTimestamp,
    mfa_enabled: z.boolean(),
    status: z.enum(USER_STATUSES).meta({
      description:
        "invited: asked to join by email, not yet joined (invitation_expires_at says until when the link works); active: a member; access_ended: access_ends_at has passed",
    }),
    access_ends_at: timestamp.nullable().meta({ description: "When the user's access ends (null: it does not)" }),
    invitation_expires_at: timestamp
      .nullable()
      .meta({ description: "While invited: when the invitation link stops working" }),
  })
  .meta({ id: "User" });

export const orgSchema = z
  .object({
    id: ulidSchema,
    name: z.string(),
    country: countryCode,
    industry,
    created_at: timestamp,
    created_at_local: localTimestamp,
    updated_at: timestamp,
    updated_at_local: localTimestamp,
  })
  .meta({ id: "Organisation" });

export const facilitySchema = z
  .object({
    id: ulidSchema,
    org_id: ulidSchema,
    name: z.string(),
    country: countryCode,
    state: z.string().nullable(),
    grid_region: z.string().nullable().meta({
      description: "The electricity grid subregion the facility draws from (US: its eGRID subregion acronym)",
    }),
    lat: z.number(),
    lon: z.number(),
    industry: industry.nullable(),
    code: z.string().nullable().meta({
      description: "The short code people use for the facility in their sheets (e.g. PNQ-01); null when it has none",
    }),
    active: activeField("facility"),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "Facility" });

export const sourceSchema = z
  .object({
    id: ulidSchema,
    facility_id: ulidSchema,
    type: z.enum(SOURCE_TYPES),
    description: z.string().nullable(),
    unit: z.enum(ACTIVITY_UNITS),
    energy_origin: z.enum(ENERGY_ORIGINS),
    renewable: z.boolean().meta({
      description: "Whether BRSR counts this source's energy renewable: every energy_origin but non_renewable",
    }),
    active: activeField("source"),
  })
  .meta({ id: "Source" });

export const meterSchema = z
  .object({
    id: ulidSchema,
    source_id: ulidSchema,
    make: z.string().nullable(),
    model: z.string().nullable(),
    serial: z.string(),
    unit: z.enum(ACTIVITY_UNITS),
    active: activeField("meter"),
  })
  .meta({ id: "Meter" });

export const tenantSchema = z
  .object({
    id: ulidSchema,
    name: z.string(),
    environment: z.enum(["sandbox"]),
    kind: z.enum(["demo", "sandbox", "workspace"]).meta({
      description:
        "demo: the shared public tenant; sandbox: self-serve (and a console account's demo workspace); workspace: a console account's own company workspace",
    }),
    plan: z
      .object({
        id: z.enum(PLAN_IDS),
        name: z.string(),
        member_limit: z.number().int().nullable().meta({ description: "Members the plan allows (null: no limit)" }),
      })
      .nullable()
      .meta({
        description:
          "The plan of a workspace people open in the console, which sets how many members (invited ones included) it may have; null for tenants of API clients only (self-serve sandboxes, the shared demo)",
      }),
    created_at: timestamp,
    created_at_local: localTimestamp,
    expires_at: timestamp.nullable().meta({
      description:
        "When a self-serve sandbox tenant and its data are deleted (null: never); in its last 7 days every response carries a Sunset header with this time",
    }),
    expires_at_local: localTimestamp,
    quotas: z
      .object(
        Object.fromEntries(QUOTA_NAMES.map((n) => [n, quotaUsageSchema])) as Record<QuotaName, typeof quotaUsageSchema>,
      )
      .meta({ description: "Each quota of the tenant: its limit and what the tenant holds against it" }),
    token: z.object({
      client_id: z.string(),
      scopes: z.array(z.enum(ALL_SCOPES)),
      roles: z.array(z.string()),
      expires_at: timestamp,
      expires_at_local: localTimestamp,
    }),
  })
  .meta({ id: "Tenant" });

// ---------- request bodies ----------

const name = z.string().trim().min(1).max(200);
const text = (max: number) => z.string().trim().min(1).max(max);

const memberRoles = z
  .array(z.enum(MEMBER_ROLES))
  .min(1)
  .max(4)
  .meta({ description: `Roles (owner is given only by transferring ownership): ${ROLES_DESCRIPTION}` });
const accessEndsAt = z.iso
  .datetime({ offset: true })
  .nullable()
  .meta({ description: "When the user's access ends (ISO-8601 date-time; null: it does not)" });

export const userCreateSchema = z
  .strictObject({
    email: z.string().trim().max(255).pipe(z.email()),
    roles: memberRoles,
    mfa_enabled: z.boolean().default(false),
    access_ends_at: accessEndsAt.optional(),
  })
  .meta({ id: "UserCreate" });
export const userUpdateSchema = z
  .strictObject({
    roles: memberRoles.optional(),
    mfa_enabled: z.boolean().optional(),
    access_ends_at: accessEndsAt.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" })
  .meta({ id: "UserUpdate" });
export const ownershipTransferSchema = z
  .strictObject({ user_id: ulidSchema.meta({ description: "The member who becomes the owner" }) })
  .meta({ id: "OwnershipTransfer" });

export const orgCreateSchema = z
  .strictObject({ name, country: countryCode, industry })
  .meta({ id: "OrganisationCreate" });
export const orgUpdateSchema = z
  .strictObject({ name: name.optional(), country: countryCode.optional(), industry: industry.optional() })
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" })
  .meta({ id: "OrganisationUpdate" });

const gridRegion = z
  .string()
  .regex(/^[A-Z]{4}$/, "An eGRID subregion acronym, e.g. RFCE")
  .nullable()
  .optional()
  .meta({
    description:
      "US facilities: the eGRID subregion acronym (e.g. RFCE, CAMX): grid electricity then takes the subregion's EPA factor rather than the US average",
  });
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const atLeastOneField = (v: object) => Object.keys(v).length > 0;
const SEND_A_FIELD = { message: "Send at least one field to change" };

export const facilityCreateSchema = z
  .strictObject({
    org_id: ulidSchema,
    name,
    country: countryCode,
    state: text(100).nullable().optional(),
    grid_region: gridRegion,
    lat: latitude,
    lon: longitude,
    industry: industry.nullable().optional(),
    code: facilityCodeSchema.nullable().optional().meta({ description: FACILITY_CODE }),
    active: z.boolean().default(true),
  })
  .meta({ id: "FacilityCreate" });

export const facilityUpdateSchema = z
  .strictObject({
    name: name.optional(),
    country: countryCode.optional(),
    state: text(100).nullable().optional(),
    grid_region: gridRegion,
    lat: latitude.optional(),
    lon: longitude.optional(),
    industry: industry.nullable().optional(),
    code: facilityCodeSchema
      .nullable()
      .optional()
      .meta({ description: `${FACILITY_CODE}. null removes the facility's code` }),
    active: z.boolean().optional().meta({ description: "false deactivates the facility, true reactivates it" }),
  })
  .refine(atLeastOneField, SEND_A_FIELD)
  .meta({ id: "FacilityUpdate" });

const energyOrigin = z.enum(ENERGY_ORIGINS).meta({
  description:
    "Where the source's energy comes from, so energy splits renewable and non-renewable as BRSR Principle 6 asks: non_renewable (grid electricity, fossil fuels; the default), on_site_solar, on_site_wind, renewable_ppa (a power purchase agreement for renewable power), green_tariff (green energy from the utility or through open access), biomass, biofuel, other_renewable. It changes no emissions figure: market-based Scope 2 takes contractual instruments (POST /instruments)",
});

export const sourceCreateSchema = z
  .strictObject({
    facility_id: ulidSchema,
    type: z.enum(SOURCE_TYPES),
    description: text(500).nullable().optional(),
    unit: z.enum(ACTIVITY_UNITS),
    energy_origin: energyOrigin.default("non_renewable"),
  })
  .meta({ id: "SourceCreate" });

export const sourceUpdateSchema = z
  .strictObject({
    type: z.enum(SOURCE_TYPES).optional(),
    description: text(500).nullable().optional(),
    unit: z.enum(ACTIVITY_UNITS).optional().meta({
      description: "Must measure what the source's meters measure (e.g. kWh to MWh), else UNIT_MISMATCH",
    }),
    energy_origin: energyOrigin.optional(),
    active: z.boolean().optional().meta({ description: "false deactivates the source, true reactivates it" }),
  })
  .refine(atLeastOneField, SEND_A_FIELD)
  .meta({ id: "SourceUpdate" });

export const meterCreateSchema = z
  .strictObject({
    source_id: ulidSchema,
    make: text(100).nullable().optional(),
    model: text(100).nullable().optional(),
    serial: text(100),
    unit: z.enum(ACTIVITY_UNITS),
  })
  .meta({ id: "MeterCreate" });

export const meterUpdateSchema = z
  .strictObject({
    make: text(100).nullable().optional(),
    model: text(100).nullable().optional(),
    serial: text(100).optional(),
    unit: z.enum(ACTIVITY_UNITS).optional().meta({
      description: "Must measure what the meter's source measures (e.g. kWh and MWh), else UNIT_MISMATCH",
    }),
    active: z.boolean().optional().meta({ description: "false deactivates the meter, true reactivates it" }),
  })
  .refine(atLeastOneField, SEND_A_FIELD)
  .meta({ id: "MeterUpdate" });

/** What a deletion answers: the id of what is gone. */
export const deletionSchema = z.object({ id: ulidSchema, deleted: z.literal(true) }).meta({ id: "Deletion" });

// ---------- auth ----------

export const tokenRequestSchema = z
  .object({
    grant_type: z.string().meta({ examples: ["client_credentials"] }),
    client_id: z.string().optional().meta({ description: "Or send the client credentials with HTTP Basic" }),
    client_secret: z.string().optional(),
    audience: z.string().meta({ description: "The API's identifier: {host}/v1" }),
    scope: z.string().optional().meta({ description: "Space-separated scopes; omitted: every scope the client holds" }),
  })
  .meta({ id: "TokenRequest" });

export const tokenResponseSchema = z
  .object({
    token_type: z.literal("Bearer"),
    expires_in: z.number().int(),
    access_token: z.string(),
    scope: z.string(),
  })
  .meta({ id: "TokenResponse" });

export const oauthErrorSchema = z
  .object({
    error: z.enum([
      "invalid_request",
      "invalid_client",
      "invalid_scope",
      "unsupported_grant_type",
      "unauthorized_client",
      "slow_down",
    ]),
    error_description: z.string(),
  })
  .meta({ id: "OAuthError" });

export const jwksSchema = z
  .object({
    keys: z.array(
      z.looseObject({
        kty: z.string(),
        kid: z.string(),
        alg: z.string(),
        use: z.literal("sig"),
      }),
    ),
  })
  .meta({ id: "JsonWebKeySet" });

// ---------- errors and lists ----------

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    request_id: z.string(),
    errors: z
      .array(z.object({ field: z.string(), pointer: z.string().optional(), code: z.string(), message: z.string() }))
      .optional(),
    quota: z
      .object({
        name: z.enum(QUOTA_NAMES),
        limit: z.number().int(),
        usage: z.number().int(),
        requested: z.number().int().meta({ description: "How many the refused request would have added" }),
      })
      .optional()
      .meta({ description: "Only in a quota-exceeded problem: the quota that refused the write" }),
  })
  .meta({ id: "Problem" });

export const pageInfoSchema = z
  .object({ size: z.number().int(), next_cursor: z.string().nullable() })
  .meta({ id: "PageInfo", description: "next_cursor is null on the last page; send it as page[after] for the next" });
export const listSummarySchema = z
  .object({ count: z.number().int(), total: z.number().int() })
  .meta({ id: "ListSummary", description: "count: items on this page; total: items matching the filter" });

/** A page of a list; `id` names it in the OpenAPI document (e.g. FacilityPage). */
export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z.object({ data: z.array(item), page: pageInfoSchema, summary: listSummarySchema }).meta({ id });
}

// ---------- sandbox ----------

export const sandboxSignupSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
    email: z
      .string()
      .trim()
      .min(1, "Work email is required")
      .max(255, "Work email must be at most 255 characters")
      .pipe(z.email("Please enter a valid work email address")),
    company: z.string().trim().min(1, "Company is required").max(100, "Company must be at most 100 characters"),
  })
  .meta({ id: "SandboxSignup" });
export type SandboxSignup = z.infer<typeof sandboxSignupSchema>;

export const sandboxTenantSchema = z
  .object({
    tenant_id: ulidSchema,
    client_id: z.string(),
    client_secret: z.string().meta({ description: "Shown once; store it now" }),
    audience: z.string(),
    token_url: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    expires_at: timestamp,
    curl: z.string().meta({ description: "A ready-to-paste command that gets an access token" }),
  })
  .meta({ id: "SandboxTenant" });
export type SandboxTenant = z.infer<typeof sandboxTenantSchema>;

export const sandboxResetSchema = z
  .object({
    organizations: z.number().int(),
    facilities: z.number().int(),
    sources: z.number().int(),
    meters: z.number().int(),
    activity_records: z.number().int(),
    production_records: z.number().int(),
    instruments: z.number().int(),
  })
  .meta({ id: "SandboxContents" });

// ---------- API clients (keys) ----------

export const apiClientSchema = z
  .object({
    id: z.string().meta({ description: "The client_id of the token request" }),
    name: z.string().nullable().meta({ description: "What the tenant calls it; null for the sandbox's first client" }),
    scopes: z.array(z.enum(API_SCOPES)),
    created_at: timestamp,
    created_at_local: localTimestamp,
  })
  .meta({ id: "ApiClient" });

/** The refusal of a scope a key may not hold, naming it (and saying why for the console's own scopes). */
function notAClientScope(input: unknown) {
  const named = typeof input === "string" ? `"${input}"` : "This value";
  const why = (SESSION_SCOPES as readonly unknown[]).includes(input)
    ? "only the console's session carries it"
    : `choose from ${API_SCOPES.join(", ")}`;
  return `${named} is not a scope a key may hold: ${why}`;
}

export const apiClientCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100).meta({ description: "A name to tell the key apart, e.g. ERP export" }),
    scopes: z
      .array(z.enum(API_SCOPES, { error: (issue) => notAClientScope(issue.input) }))
      .min(1)
      .max(API_SCOPES.length)
      .optional()
      .meta({
        description: `What its tokens may do. When absent, the read-only scopes only (${READ_ONLY_SCOPES.join(", ")}): they read and compute, never change stored data. ${ADMIN_SCOPES.join(", ")} only when named.`,
      }),
  })
  .meta({ id: "ApiClientCreate" });

export const apiClientCreatedSchema = apiClientSchema
  .extend({
    client_secret: z.string().meta({ description: "Shown once; only its hash is stored" }),
    audience: z.string(),
    token_url: z.string(),
  })
  .meta({ id: "ApiClientCreated" });

export const apiClientRevokedSchema = z
  .object({
    id: z.string(),
    revoked_at: timestamp,
    revoked_at_local: localTimestamp,
  })
  .meta({ id: "ApiClientRevocation" });
