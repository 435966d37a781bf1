import { useEffect, useState } from "react";

/**
 * The current year. The page is prerendered, so the HTML holds the build year; after hydration the
 * span is remounted (new key) with the visitor's year, which avoids a hydration mismatch.
 */
export function CopyrightYear() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <span key={hydrated ? "client" : "prerender"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
