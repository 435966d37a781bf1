import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { startingPoints } from "~/content/navigation";
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
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 id="not-found-title" className="text-6xl font-bold tracking-tight text-brand-800">
        404
      </h1>
      <p className="text-2xl font-semibold text-ink">Oops! Page not found</p>
      <p className="max-w-xl text-muted">
        The address may be mistyped, or the page has moved. Start again from the home page, or from one of these.
      </p>
      <Link to="/" className={buttonClass("primary", "lg", "mt-2")}>
        Return to Home
      </Link>
      <nav aria-label="Places to start" className="mt-6 w-full">
        <ul className="grid gap-3 text-left sm:grid-cols-2">
          {startingPoints.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="block h-full rounded-xl p-4 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="font-semibold text-brand-800">{link.label}</span>
                {link.description && <span className="mt-1 block text-sm text-muted">{link.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
