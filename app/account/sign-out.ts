import { toast } from "~/lib/toast";
import { AUTH_PATHS } from "../../contracts/account";
import { authPost, refreshSession } from "./auth-client";

/**
 * Ends this session (or, `everywhere`, every session of the account) and says so in a toast; false, with the
 * refusal said, when the server did not. The caller goes on to the sign-in page.
 */
export async function signOut(everywhere = false): Promise<boolean> {
  const answer = await authPost(everywhere ? AUTH_PATHS.signOutEverywhere : AUTH_PATHS.signOut, {}, { signedIn: true });
  if (!answer.ok) {
    toast.error("Sign-out failed", { description: answer.detail });
    return false;
  }
  await refreshSession();
  toast.success(everywhere ? "Every session of your account is signed out" : "You are signed out");
  return true;
}
