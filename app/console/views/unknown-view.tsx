import { Link } from "react-router";
import { EmptyState } from "../components/empty-state";
import { CONSOLE_PATH } from "../views";

/** A path under /console that names no view. */
export default function UnknownView() {
  return (
    <EmptyState
      title="The console has no such view"
      action={
        <Link to={CONSOLE_PATH} className="font-medium text-brand-800 underline underline-offset-4">
          Go to the overview
        </Link>
      }
    >
      <p>The address may be mistyped or from an older link. The views are listed above.</p>
    </EmptyState>
  );
}
