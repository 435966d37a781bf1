import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { authGet, authPost } from "~/account/auth-client";
import { AUTH_PATHS, type Workspace, type WorkspaceList } from "../../contracts/account";
import { ApiError, enterWorkspace } from "./api";
import { forgetAnswers } from "./use-api";

/** The workspace chosen in this browser tab, so a reload or a link within the console stays in it. */
const CHOSEN_KEY = "ct-console-workspace";

function chosenInTab(): string | null {
  try {
    return sessionStorage.getItem(CHOSEN_KEY);
  } catch {
    return null;
  }
}

function rememberInTab(tenantId: string) {
  try {
    sessionStorage.setItem(CHOSEN_KEY, tenantId);
  } catch {
    // Storage is blocked: the choice lasts until the page is left.
  }
}

/** The account's workspaces, the one the console shows, and the ways to change it. */
export type ConsoleWorkspaces = {
  workspaces: Workspace[];
  current: Workspace;
  /** Shows another of the account's workspaces: every view loads its data afresh. */
  choose: (tenantId: string) => void;
  /** Shows the demo workspace, made the first time. */
  openDemo: () => void;
  /** Adds a workspace the account just joined, and shows it. */
  joined: (workspace: Workspace) => void;
  openingDemo: boolean;
  /** Why the demo could not be opened, in words. */
  demoProblem: string | null;
};

export type WorkspacesState =
  | { status: "loading" }
  | { status: "error"; error: ApiError; retry: () => void }
  | ({ status: "ready" } & ConsoleWorkspaces);

/**
 * Loads the account's workspaces (GET /auth/workspaces) and chooses the one to show: the tab's earlier choice when
 * it is still one of them, else the account's own. The console's token and remembered answers follow the choice.
 */
export function useWorkspaces(): WorkspacesState {
  const [list, setList] = useState<{ workspaces: Workspace[]; current: Workspace } | ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [openingDemo, setOpeningDemo] = useState(false);
  const [demoProblem, setDemoProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let live = true;
    setList(null);
    authGet<WorkspaceList>(AUTH_PATHS.workspaces).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        setList(new ApiError(answer.detail, answer.status, undefined, answer.status === 401));
        return;
      }
      const { workspaces } = answer.data;
      const current =
        workspaces.find((w) => w.tenantId === chosenInTab()) ??
        workspaces.find((w) => w.kind === "own") ??
        workspaces[0];
      if (!current) {
        setList(new ApiError("Your account has no workspace. Sign in again.", 404, undefined, true));
        return;
      }
      enterWorkspace(current.tenantId);
      setList({ workspaces, current });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const show = useCallback((workspaces: Workspace[], next: Workspace) => {
    enterWorkspace(next.tenantId);
    forgetAnswers();
    rememberInTab(next.tenantId);
    setList({ workspaces, current: next });
  }, []);

  const choose = useCallback(
    (tenantId: string) => {
      if (list === null || list instanceof ApiError || list.current.tenantId === tenantId) return;
      const next = list.workspaces.find((w) => w.tenantId === tenantId);
      if (next) show(list.workspaces, next);
    },
    [list, show],
  );

  const openDemo = useCallback(() => {
    if (list === null || list instanceof ApiError || openingDemo) return;
    const known = list.workspaces.find((w) => w.kind === "demo");
    if (known) {
      show(list.workspaces, known);
      return;
    }
    setOpeningDemo(true);
    setDemoProblem(null);
    authPost<Workspace>(AUTH_PATHS.demoWorkspace, {}, { signedIn: true }).then((answer) => {
      setOpeningDemo(false);
      if (answer.ok) show([...list.workspaces, answer.data], answer.data);
      else setDemoProblem(answer.detail);
    });
  }, [list, openingDemo, show]);

  const joined = useCallback(
    (workspace: Workspace) => {
      if (list === null || list instanceof ApiError) return;
      show([...list.workspaces.filter((w) => w.tenantId !== workspace.tenantId), workspace], workspace);
    },
    [list, show],
  );

  if (list === null) return { status: "loading" };
  if (list instanceof ApiError) return { status: "error", error: list, retry: () => setAttempt((n) => n + 1) };
  return { status: "ready", ...list, choose, openDemo, joined, openingDemo, demoProblem };
}

export const WorkspaceContext = createContext<ConsoleWorkspaces | null>(null);

/** The console's workspaces, inside the console's frame. */
export function useConsoleWorkspaces(): ConsoleWorkspaces {
  const workspaces = useContext(WorkspaceContext);
  if (!workspaces) throw new Error("useConsoleWorkspaces is used outside the console's frame");
  return workspaces;
}
