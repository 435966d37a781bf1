import type { ApiRole } from "../../contracts/api/tenancy";

/** The console's words for a workspace's members and their roles (the Members view, the invitation banner). */

export const ROLE_LABELS: Record<ApiRole, string> = {
  owner: "Owner",
  admin: "Administrator",
  preparer: "Preparer",
  reviewer: "Reviewer",
  viewer: "Read-only",
  auditor: "Auditor",
  analyst: "Analyst",
  data_engineer: "Data engineer",
};

/** Roles as people read them: "Preparer", "Administrator, Data engineer" (`and` joins with " and "). */
export const roleNames = (roles: readonly string[], joiner = ", ") =>
  roles.map((r) => ROLE_LABELS[r as ApiRole] ?? r).join(joiner);

/** What each role may do, in a sentence, beside the role choice. */
export const ROLE_TEXTS: Record<ApiRole, string> = {
  owner: "Everything an administrator does, and transferring the workspace's ownership.",
  admin: "Everything: members and roles, API keys, webhooks, data, and reopening signed-off years.",
  preparer: "Records and imports data, keeps facilities, and sends a year for review.",
  reviewer: "Reads everything, the audit trail included, and signs off a year someone else prepared.",
  viewer: "Reads the workspace's figures and reports; changes nothing.",
  auditor: "Reads everything, the audit trail and evidence included; changes nothing. Access can end on a date.",
  analyst: "Reads the figures, records activity data and runs scenarios.",
  data_engineer: "Keeps organisations, facilities, sources and meters.",
};

/** The roles an invitation offers, in the order a team is usually built. */
export const INVITE_ROLES = ["preparer", "reviewer", "auditor", "viewer", "admin"] as const satisfies ApiRole[];

export const STATUS_LABELS = { invited: "Invited", active: "Active", access_ended: "Access ended" } as const;

export const membersCopy = {
  title: "Members",
  intro:
    "The people of this workspace and what each may do. A role is enforced by the API: a member's console can do only what their role allows.",
  notManager:
    "Only the workspace's owner and administrators see and manage its members. Ask one of them to change your role.",
  invite: "Invite a member",
  inviteIntro:
    "We email them a link that works once, within 7 days. They sign in, or create an account with this address and confirm it, then join.",
  sent: (email: string) => `Invitation sent to ${email}. The link works once, within 7 days.`,
  loadFailed: "The members could not be loaded.",
  inviteFailed: "The invitation could not be sent.",
  joinTitle: "You are invited to a workspace",
  joinFailed: "You could not join the workspace.",
  signedOutInvitation:
    "You have an invitation to a workspace. Sign in with the address it was sent to (or create an account with it and confirm it first), and it waits for you here.",
};
