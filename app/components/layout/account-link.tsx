import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { loginPath } from "~/content/navigation";
import { useSession } from "~/lib/auth-client";

export const consolePath = "/account";

/**
 * "Login" in every prerendered page (the pages are the same for everyone); once hydrated, a signed-in visitor
 * sees "Console" in its place. The box is as wide for either word, so the swap moves nothing.
 */
export function AccountLink({ size, onClick }: { size?: "md" | "lg"; onClick?: () => void }) {
  const state = useSession();
  const signedIn = state?.signedIn === true;
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
