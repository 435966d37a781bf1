import { useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { INVITE_ROLES, membersCopy, ROLE_LABELS, roleNames, STATUS_LABELS } from "~/content/console-members";
import type { ApiRole, tenantSchema, userSchema } from "../../../contracts/api/tenancy";
import { type ApiError, apiDelete, apiGet, apiPatch, apiPost, asApiError } from "../api";
import { ApiProblem } from "../components/api-problem";
import { DataTable } from "../components/data-table";
import { useOpenForm } from "../components/form-frame";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { dayLabel } from "../format";
import { forgetAnswers, useApi } from "../use-api";
import { InviteForm } from "./members/invite-form";

type User = z.infer<typeof userSchema>;
type Tenant = z.infer<typeof tenantSchema>;
type Page = { data: User[] };

const day = (at: string | null) => (at ? dayLabel(at.slice(0, 10)) : "");

/** One member's actions: change the role, remove, and for the owner, hand the workspace over. */
function MemberActions({
  user,
  tenantId,
  viewerIsOwner,
  onChanged,
}: {
  user: User;
  tenantId: string;
  viewerIsOwner: boolean;
  onChanged: (words: string) => void;
}) {
  const [confirming, setConfirming] = useState<"remove" | "owner" | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  if (user.roles.includes("owner")) return <span className="text-sm text-muted">Owner of the workspace</span>;

  const run = async (work: () => Promise<unknown>, words: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setConfirming(null);
      onChanged(words);
    } catch (err) {
      setError(asApiError(err, "The change could not be made."));
    } finally {
      setBusy(false);
    }
  };
  const role = user.roles.length === 1 ? user.roles[0]! : "";
  const roleChoices = INVITE_ROLES.includes(role as (typeof INVITE_ROLES)[number])
    ? INVITE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))
    : [
        { value: role, label: roleNames(user.roles) },
        ...INVITE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
      ];

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`role-${user.id}`}>
          Set {user.email} as
        </label>
        <select
          id={`role-${user.id}`}
          value={role}
          disabled={busy}
          onChange={(e) =>
            run(
              () => apiPatch(`/tenants/${tenantId}/users/${user.id}`, { roles: [e.target.value] }),
              `${user.email} is now ${ROLE_LABELS[e.target.value as ApiRole]}.`,
            )
          }
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-sm text-ink"
        >
          {roleChoices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {confirming === null && (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setConfirming("remove")}
              aria-label={`Remove ${user.email}`}
            >
              Remove
            </Button>
            {viewerIsOwner && user.status === "active" && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirming("owner")}
                aria-label={`Make ${user.email} the owner`}
              >
                Make owner
              </Button>
            )}
          </>
        )}
      </div>
      {confirming && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            {confirming === "remove"
              ? `Remove ${user.email}? They lose access at once; what they recorded stays.`
              : `Make ${user.email} the owner? You become an administrator.`}
          </span>
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            aria-busy={busy}
            autoFocus
            onClick={() =>
              confirming === "remove"
                ? run(() => apiDelete(`/tenants/${tenantId}/users/${user.id}`), `${user.email} was removed.`)
                : run(
                    () => apiPost(`/tenants/${tenantId}/owner`, { user_id: user.id }),
                    `${user.email} is now the owner of the workspace.`,
                  )
            }
          >
            {confirming === "remove" ? "Yes, remove" : "Yes, make owner"}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      )}
      {error && <ApiProblem error={error} />}
    </div>
  );
}

function MemberList({ tenant, viewerIsOwner }: { tenant: Tenant; viewerIsOwner: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, open, close } = useOpenForm<"invite">(heading);
  const [news, setNews] = useState("");
  const [version, setVersion] = useState(0);
  const state = useApi(`members:${version}`, () =>
    apiGet<Page>(`/tenants/${tenant.id}/users`, { sort: "created_at", "page[size]": 100 }),
  );
  const changed = (words: string) => {
    setNews(words);
    forgetAnswers("members");
    setVersion((v) => v + 1);
  };
  const users = state.status === "ready" ? state.data.data : [];
  const plan = tenant.plan;
  return (
    <div className="grid gap-6">
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        People
      </h2>
      {plan && (
        <p className="text-sm text-muted">
          {plan.name} plan:{" "}
          {plan.member_limit === null
            ? `${users.length} members, no limit`
            : `${users.length} of ${plan.member_limit} members, invitations included`}
          .
        </p>
      )}
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {news}
      </p>
      {form === "invite" ? (
        <InviteForm
          tenantId={tenant.id}
          onCancel={close}
          onSent={(email) => {
            close();
            changed(membersCopy.sent(email));
          }}
        />
      ) : (
        <div>
          <Button onClick={() => open("invite")}>{membersCopy.invite}</Button>
        </div>
      )}
      {state.status === "loading" && <Skeleton label="Loading the members…" blocks={["h-48"]} />}
      {state.status === "error" && (
        <ApiProblem error={state.error} onRetry={state.retry} title={membersCopy.loadFailed} />
      )}
      {state.status === "ready" && (
        <DataTable
          caption="Members of the workspace"
          rows={users}
          rowKey={(u) => u.id}
          columns={[
            { header: "Email", cell: (u) => u.email },
            { header: "Role", cell: (u) => roleNames(u.roles) },
            {
              header: "Status",
              cell: (u) =>
                u.status === "invited" && u.invitation_expires_at
                  ? `Invited, link works until ${day(u.invitation_expires_at)}`
                  : STATUS_LABELS[u.status],
            },
            { header: "Last signed in", cell: (u) => day(u.last_login_at) || "Not yet" },
            { header: "Access ends", cell: (u) => day(u.access_ends_at) || "Does not end" },
            {
              header: "Change",
              cell: (u) => (
                <MemberActions user={u} tenantId={tenant.id} viewerIsOwner={viewerIsOwner} onChanged={changed} />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

/** The workspace's members: who they are, their roles and status; the owner and administrators invite and manage. */
export default function MembersView() {
  const tenant = useApi("tenant", () => apiGet<Tenant>("/tenants/me"));
  const roles = tenant.status === "ready" ? tenant.data.token.roles : [];
  const manages = tenant.status === "ready" && tenant.data.token.scopes.includes("admin:tenant");
  return (
    <>
      <ViewHeader title={membersCopy.title} intro={membersCopy.intro} />
      {tenant.status === "loading" && <Skeleton label="Loading the members…" blocks={["h-48"]} />}
      {tenant.status === "error" && <ApiProblem error={tenant.error} onRetry={tenant.retry} />}
      {tenant.status === "ready" && (
        <div className="grid gap-4">
          <p className="text-ink">
            Your role here: <strong>{roleNames(roles) || "API access"}</strong>.
          </p>
          {manages ? (
            <MemberList tenant={tenant.data} viewerIsOwner={roles.includes("owner")} />
          ) : (
            <p className="max-w-prose text-muted">{membersCopy.notManager}</p>
          )}
        </div>
      )}
    </>
  );
}
