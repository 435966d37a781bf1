import { ADMIN_SCOPES, API_SCOPES, type ClientScope, READ_ONLY_SCOPES } from "../../contracts/api/scopes";

/** What a scope lets a key's programs do, in plain words: its name in the form, and a line on what it allows. */
export type ScopeWords = { label: string; text: string };

export const scopeWords: Record<ClientScope, ScopeWords> = {
  "read:activity": {
    label: "Read your facilities and activity data",
    text: "See your organisations, facilities, their fuel and energy sources and meters, and the activity data recorded for them, with its uploads.",
  },
  "read:reports": {
    label: "Read reports",
    text: "Read the workspace's reports; the figures in them come with “Read emission figures”.",
  },
  "read:analytics": {
    label: "Read emission figures",
    text: "See totals by scope, trends, breakdowns, forecasts and what changed between two periods.",
  },
  "plan:decarb": {
    label: "Plan reductions",
    text: "Try what-if scenarios and abatement cost curves on your data. Nothing is saved.",
  },
  "read:audit": {
    label: "Read the audit trail",
    text: "See who changed what and when, through the API or the console, and check that no entry was altered since.",
  },
  "write:activity": {
    label: "Change your facilities",
    text: "Add, change, deactivate and delete organisations, facilities, sources and meters.",
  },
  "calc:emissions": {
    label: "Record activity data",
    text: "Store fuel, electricity and other activity data with its emissions, production volumes and electricity contracts and certificates, and recalculate them on new factors; also read them back (as reading your data does) and estimate emissions.",
  },
  "review:periods": {
    label: "Sign off years",
    text: "Sign off a financial year someone else sent for review, which locks its figures. Give it only to a program that reviews.",
  },
  "admin:tenant": {
    label: "Manage the workspace",
    text: "See and invite the workspace's people and change their roles, register webhooks, reopen signed-off years, and restore the demo workspace's data. Give it only to a program that administers the workspace.",
  },
};

/** The scope groups of the key form, in order: which scopes each holds, its heading and whether it starts ticked. */
export type ScopeGroup = { title: string; note: string; scopes: readonly ClientScope[]; ticked: boolean };

const readOnly: readonly ClientScope[] = READ_ONLY_SCOPES;
const admin: readonly ClientScope[] = ADMIN_SCOPES;

export const scopeGroups: readonly ScopeGroup[] = [
  {
    title: "Read only",
    note: "Ticked for a new key: these read and compute, and change nothing.",
    scopes: readOnly,
    ticked: true,
  },
  {
    title: "Change data",
    note: "Tick only what the program must write.",
    scopes: API_SCOPES.filter((s) => !readOnly.includes(s) && !admin.includes(s)),
    ticked: false,
  },
  {
    title: "Administration",
    note: "Admin scopes reach beyond your data. A key holds them only when you tick them.",
    scopes: admin,
    ticked: false,
  },
];

/** A key's scopes summed up in a word or two, for the key list. */
export function accessSummary(scopes: readonly ClientScope[]) {
  if (scopes.some((s) => admin.includes(s))) return "Includes administration";
  if (scopes.every((s) => readOnly.includes(s))) return "Read only";
  return "Reads and changes data";
}

/** The words of the API keys view. */
export const apiKeyCopy = {
  intro:
    "Client credentials for your own programs: each key gets access tokens from the token URL and calls the same API this console uses. A new key only reads unless you tick more.",
  nameLabel: "Key name",
  nameHint: "What the key is for, e.g. ERP export",
  scopesLegend: "What the key may do",
  noScope: "Tick at least one thing the key may do.",
  create: "Create key",
  tokenHeading: "What a program sends for a token",
  tokenIntro:
    "A program posts its key's client id and secret to the token URL with grant_type client_credentials, naming this audience. The token it gets holds the key's scopes, or fewer if it asks for fewer in scope.",
  tokenUrl: "Token URL",
  audience: "Audience",
  clientId: "Client id",
  clientSecret: "Client secret",
  scopes: "Scopes",
};
