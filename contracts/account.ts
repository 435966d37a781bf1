/**
 * The rules of site accounts, stated once: the server enforces them and the account screens quote them.
 */
export const ACCOUNT_RULES = {
  passwordMin: 8,
  /** Long enough for any passphrase; bounded so hashing work per request is bounded. */
  passwordMax: 128,
  verifyLinkHours: 24,
  resetLinkMinutes: 30,
  rememberDays: 30,
  /** A session without Remember me ends with the browser, and on the server at the latest after this. */
  plainSessionHours: 12,
  /** Consecutive failed sign-ins for one email address before each next try must wait (1 s, 2 s, … more). */
  slowAfterFailures: 3,
  /** Consecutive failed sign-ins for one email address that lock it. */
  lockAfterFailures: 8,
  lockMinutes: 15,
  /** An account not signed in to for this long may be retired with its tenant … */
  retireAfterMonths: 12,
  /** … after warning emails this many days and then this many days before. */
  retireWarningDays: [30, 7] as const,
  recoveryCodes: 10,
} as const;

/** Where the account endpoints live (same origin as the site). */
export const AUTH_PATHS = {
  session: "/auth/session",
  signUp: "/auth/sign-up",
  verifyEmail: "/auth/verify-email",
  resendVerification: "/auth/verify-email/resend",
  signIn: "/auth/sign-in",
  signOut: "/auth/sign-out",
  signOutEverywhere: "/auth/sign-out-everywhere",
  forgotPassword: "/auth/forgot-password",
  resetPassword: "/auth/reset-password",
  totpEnrol: "/auth/totp/enrol",
  totpConfirm: "/auth/totp/confirm",
  deleteAccount: "/auth/delete-account",
  consoleToken: "/auth/console-token",
  workspaces: "/auth/workspaces",
  demoWorkspace: "/auth/workspaces/demo",
  invitation: "/auth/invitation",
  acceptInvitation: "/auth/invitation/accept",
} as const;

/** The header a state-changing request sends its session's CSRF token in. */
export const CSRF_HEADER = "x-csrf-token";

/** What GET /auth/session says of the signed-in account. */
export type AccountSummary = {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  emailVerified: boolean;
  /** The account's own company's workspace (its tenant); null once a later owner of it deleted it. */
  tenantId: string | null;
  mfaEnabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  /** How many sessions the account has, this one included. */
  sessions: number;
  /** Whether this session was opened with Remember me. */
  remembered: boolean;
};

/** GET /auth/session. */
export type SessionState = { signedIn: false } | { signedIn: true; csrfToken: string; account: AccountSummary };

/** POST /auth/sign-in answers either a session, or that an authenticator code is needed. */
export type SignInAnswer = { status: "signed-in" } | { status: "code-required" };

/** POST /auth/totp/enrol. */
export type TotpEnrolment = { secret: string; otpauthUri: string; qrSvg: string };

/** `own`: the person's company's workspace, made with the account, empty. `demo`: the demo company's, opened on demand. */
/** own: the company workspace made with the account; demo: its demo workspace; member: one it joined by invitation. */
export type WorkspaceKind = "own" | "demo" | "member";

/** A workspace the account opens in the console: a tenant of its own, with the account's user as its admin. */
export type Workspace = { tenantId: string; name: string; kind: WorkspaceKind };

/** POST /auth/invitation: what an invitation link offers, for the signed-in person to accept. */
export type InvitationSummary = {
  workspace: string;
  roles: string[];
  email: string;
  expiresAt: string;
  /** Whether the signed-in account may accept it (its confirmed address is the invited one), and if not, why. */
  acceptable: boolean;
  problem?: string;
};

/** GET /auth/workspaces: the account's workspaces, its own first. POST /auth/workspaces/demo answers a Workspace. */
export type WorkspaceList = { workspaces: Workspace[] };

/**
 * POST /auth/console-token: a short-lived /v1 access token for the signed-in person's console, bound to one of the
 * account's workspaces (`{ workspace: tenantId }` in the body; its own when left out). The console calls /v1 with
 * it and asks again shortly before `expiresAt`.
 */
export type ConsoleToken = {
  accessToken: string;
  tokenType: "Bearer";
  /** Seconds from issue. */
  expiresIn: number;
  expiresAt: string;
  tenantId: string;
  scopes: string[];
  /** The API's audience the token was minted for: what a key's token request names (`audience`). */
  audience: string;
  /** Where a key's program asks for its tokens (`POST /v1/auth/token`). */
  tokenUrl: string;
};
