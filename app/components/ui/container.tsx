import type { ReactNode } from "react";

/** The page's horizontal frame: centred, padded, max 1200 px. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-[1200px] px-4 sm:px-6 lg:px-8 ${className}`.trim()}>{children}</div>;
}
