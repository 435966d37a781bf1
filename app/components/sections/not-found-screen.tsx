import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { pageMeta } from "~/lib/meta";

/** The not-found screen's tags: also used by routes whose parameter names nothing (an unknown article). */
export const notFoundMeta = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    path: "/404",
    noindex: true,
  });

/** The site's 404 screen; it logs the path that was asked for. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className="text-brand-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
