import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { loginPath } from "~/content/navigation";

/** Where the header's "Console" goes once signed in. */
export const consolePath = "/console";
/** Where signing in lands when no page asked to come back: the account page, which links to the console. */
export const accountPath = "/account";

/**
 * "Login" in every prerendered page (the pages are the same for everyone); once hydrated, a signed-in visitor
 * sees "Console" in its place. The box is as wide for either word, so the swap moves nothing. The session client
 * loads after hydration, so it costs no page its first-load script budget.
 */
export function AccountLink({ size, onClick }: { size?: "md" | "lg"; onClick?: () => void }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void import("~/account/auth-client").then(({ watchSession }) => {
      if (live) unsubscribe = watchSession((state) => setSignedIn(state.signedIn));
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);
  return (
    <Link
      to={signedIn ? consolePath : loginPath}
      onClick={onClick}
      className={buttonClass("outline", size, "min-w-28")}
    >
      {signedIn ? "Console" : "Login"}
    </Link>
  );
}
