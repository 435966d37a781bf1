import type { FastifyInstance } from "fastify";
import { AUTH_PATHS, type Workspace, type WorkspaceList } from "../../contracts/account";
import { HttpProblem } from "../http/problem";
import { accountById } from "./account-store";
import { signedInPost } from "./context";
import { currentSession } from "./sessions";
import { accountWorkspaces, openDemoWorkspace } from "./workspace-store";

/**
 * The account's workspaces, for the console's switcher: GET /auth/workspaces lists them (its own first), and
 * POST /auth/workspaces/demo opens the demo one, made with the demo data the first time (201) and the same one
 * after that (200). Tokens for a workspace come from POST /auth/console-token.
 */
export async function workspaceRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(AUTH_PATHS.workspaces, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const session = await currentSession(db, req);
    const account = session ? await accountById(db, session.accountId) : undefined;
    if (!account) throw new HttpProblem("unauthorized", "Your session has ended. Sign in again.");
    return { workspaces: await accountWorkspaces(db, account.id) } satisfies WorkspaceList;
  });

  app.post(AUTH_PATHS.demoWorkspace, { bodyLimit: 1024 }, async (req, reply) => {
    const { account } = await signedInPost(app, req);
    const { workspace, created } = await openDemoWorkspace(db, account);
    reply.header("Cache-Control", "no-store");
    return reply.code(created ? 201 : 200).send(workspace satisfies Workspace);
  });
}
