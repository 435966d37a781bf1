import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { sampleLanguageScript } from "./lib/api-docs-preferences";
import { cookieChoiceScript } from "./lib/consent";
import "./app.css";

const SCRIPTS_ON = "document.documentElement.dataset.js = 1";

/**
 * Before the body paints: marks that scripts run (controls that need them show only then) and whether a cookie
 * choice is stored (the banner shows in the first paint only for a first visit), and the language chosen for API
 * examples. See app.css. It runs once, from the prerendered page; the client bundle does not carry its text (React
 * leaves an element with an empty `dangerouslySetInnerHTML` as the page has it when hydrating).
 */
const HEAD_SCRIPT = import.meta.env.SSR ? `${SCRIPTS_ON};${cookieChoiceScript};${sampleLanguageScript}` : "";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constants; the server allows them by hash */}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="mt-4">
        Please reload the page. If it keeps happening, <a href="/">return to the home page</a>.
      </p>
    </main>
  );
}
