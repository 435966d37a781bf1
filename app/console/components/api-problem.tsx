import { Link, useLocation } from "react-router";
import { signInPath } from "~/account/sign-in-return";
import { Button } from "~/components/ui/button";
import type { ApiError } from "../api";

/**
 * A failed request, in words, with the request id support asks for and a way on: try again, or sign in again.
 * `title` says what could not be loaded.
 */
export function ApiProblem({
  error,
  onRetry,
  title = "This could not be loaded",
}: {
  error: ApiError;
  onRetry?: () => void;
  title?: string;
}) {
  const location = useLocation();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-ink">
      <p className="font-semibold">{error.signedOut ? "You are signed out" : title}</p>
      <p className="mt-1">{error.message}</p>
      {error.requestId && (
        <p className="mt-2 text-sm text-muted">
          If it keeps happening, tell support the request id{" "}
          <code className="break-all font-mono text-ink">{error.requestId}</code>.
        </p>
      )}
      <div className="mt-3">
        {error.signedOut ? (
          <Link
            to={signInPath(location.pathname + location.search)}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            Sign in again
          </Link>
        ) : (
          onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          )
        )}
      </div>
    </div>
  );
}
