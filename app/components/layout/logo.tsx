import { Link } from "react-router";
import { site } from "~/content/site";

/** The brand mark and name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-brand-900">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8">
        <rect width="32" height="32" rx="8" fill="#065f46" />
        <path
          d="M22 9c-7 0-12 4-12 11 0 1.2.2 2.2.5 3 1.6-4.2 4.7-7 8.5-8.5-3 2-5.2 4.7-6.4 8.2.9.2 1.8.3 2.9.3 6 0 8.5-6 6.5-14z"
          fill="#a7f3d0"
        />
      </svg>
      <span>{site.brand}</span>
    </Link>
  );
}
