import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { sampleLanguageScript } from "./api-docs/stored-preferences";
import { useBrandFont } from "./lib/brand-font";
import { cookieChoiceScript } from "./lib/consent";
import { SiteStylesheet } from "./site-stylesheet";

const SCRIPTS_ON = "document.documentElement.dataset.js = 1";

/**
 * Before the body paints: marks that scripts run (controls that need them show only then) and whether a cookie
 * choice is stored (the banner shows in the first paint only for a first visit), and the language chosen for API
 * examples. See app.css. It runs once, from the prerendered page. Its text comes from this build-time loader, so
 * the client bundle does not carry the modules it is made from; React leaves the element as the page has it.
 */
export const loader = () => ({ headScript: `${SCRIPTS_ON};${cookieChoiceScript()};${sampleLanguageScript}` });

// Constant after the build: navigating never needs it again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const headScript = useRouteLoaderData<typeof loader>("root")?.headScript ?? "";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constants; the server allows them by hash */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} suppressHydrationWarning />
        <Meta />
        <SiteStylesheet />
        <Links />
        {/* The first paint waits for the whole page, as it did for a linked stylesheet: painted in parts as the parser
            reads it, a row of cards or columns could grow under text already shown when a later part arrived. */}
        <link rel="expect" href="#page-end" blocking="render" />
      </head>
      <body>
        {children}
        <div id="page-end" hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useBrandFont();
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
