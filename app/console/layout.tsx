import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useLocation, useParams } from "react-router";
import { useSession } from "~/account/auth-client";
import { signInPath } from "~/account/sign-in-return";
import type { SiteLayoutHandle } from "~/components/layout/site-layout";
import { membersCopy } from "~/content/console-members";
import { workspaceCopy } from "~/content/console-workspaces";
import type { Route } from "./+types/layout";
import { ApiProblem } from "./components/api-problem";
import { InvitationBanner } from "./components/invitation-banner";
import { Skeleton } from "./components/skeleton";
import { WorkspaceSwitcher } from "./components/workspace-switcher";
import { keepInvitationFromAddress, pendingInvitation } from "./invitation";
import { consoleMeta } from "./meta";
import { ConsoleShell } from "./shell";
import { CONSOLE_PATH, consoleViews, viewAt, viewPath } from "./views";
import { useWorkspaces, WorkspaceContext } from "./workspaces";

/** The console draws its own frame (`shell.tsx`): the site layout leaves out the marketing pages' chrome. */
export const handle: SiteLayoutHandle = { ownFrame: true };

export const meta = ({ params }: Route.MetaArgs) => {
  const view = viewAt(params["*"]);
  return consoleMeta(view?.label ?? "No such view", view ? viewPath(view.segment) : CONSOLE_PATH);
};

const viewModules = new Map(consoleViews.map((v) => [v.segment, lazy(v.load)]));
const UnknownView = lazy(() => import("./views/unknown-view"));

/** The view the address names, its module loaded on the way (a path that names none: the "no such view" page). */
function CurrentView() {
  const view = viewAt(useParams()["*"]);
  const View = (view && viewModules.get(view.segment)) ?? UnknownView;
  return (
    <Suspense fallback={<Skeleton label="Loading the view…" />}>
      <View />
    </Suspense>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"
  }`;

function ConsoleNav() {
  return (
    <nav aria-label="Console views" className="print:hidden">
      <ul className="flex flex-wrap gap-1">
        {consoleViews.map((v) => (
          <li key={v.segment}>
            <NavLink to={viewPath(v.segment)} end={v.segment === ""} className={navLinkClass}>
              {v.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedOut() {
  const location = useLocation();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-ink">Sign in to see your console</h1>
      {pendingInvitation() && (
        <p className="mt-2 max-w-prose font-medium text-ink">{membersCopy.signedOutInvitation}</p>
      )}
      <p className="mt-2 max-w-prose text-muted">
        The console shows your company's emissions: the overview, trends, breakdowns, forecast and the drivers of
        change. Sign in, and you will come straight back here.
      </p>
      <Link
        to={signInPath(location.pathname + location.search)}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Sign in
      </Link>
      <p className="mt-4 text-sm text-muted">
        No account yet?{" "}
        <Link to="/register" className="font-medium text-brand-800 underline underline-offset-4">
          Create one
        </Link>
        : your company's workspace starts empty, and a demo company's is one click away.
      </p>
    </div>
  );
}

/**
 * The signed-in console: the workspace switcher, the views' navigation and the view, shown in the chosen workspace
 * (a switch shows the view again, its data loaded afresh from that workspace).
 */
function SignedInConsole() {
  const state = useWorkspaces();
  if (state.status === "loading") return <Skeleton label={workspaceCopy.loading} />;
  if (state.status === "error")
    return <ApiProblem error={state.error} onRetry={state.retry} title={workspaceCopy.listFailed} />;
  const { status: _, ...workspaces } = state;
  return (
    <WorkspaceContext.Provider value={workspaces}>
      <InvitationBanner joined={workspaces.joined} />
      <div className="mb-4 print:hidden">
        <WorkspaceSwitcher {...workspaces} />
      </div>
      <ConsoleNav />
      <div className="mt-6">
        <CurrentView key={workspaces.current.tenantId} />
      </div>
    </WorkspaceContext.Provider>
  );
}

/**
 * The console: who is signed in, then the console in one of the account's workspaces, in the console's own frame
 * (`shell.tsx`), not the marketing pages'. Never prerendered (the server answers /console with the SPA fallback
 * page); the session is asked for once the page runs.
 */
export default function ConsoleLayout() {
  const state = useSession();
  // Before the first paint of the signed-out page, so it can say an invitation waits.
  useState(() => typeof window !== "undefined" && keepInvitationFromAddress());
  return (
    <ConsoleShell signedIn={state?.signedIn === true}>
      {state === undefined ? (
        <Skeleton label="Loading your console…" />
      ) : !state.signedIn ? (
        <SignedOut />
      ) : (
        <SignedInConsole />
      )}
    </ConsoleShell>
  );
}
