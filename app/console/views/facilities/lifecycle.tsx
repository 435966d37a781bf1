import { type RefObject, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ApiError, apiDelete, apiPatch } from "../../api";
import { ApiProblem } from "../../components/api-problem";
import { useApi } from "../../use-api";

/**
 * What facilities, sources and meters share in the view: Edit, Deactivate or Reactivate, and Delete, each named for
 * its item; a deletion the API refuses because records name the item (409 in-use) is said in the API's words, with
 * Deactivate offered instead, which keeps the history.
 */

export type Target = { id: string; name: string; active: boolean };
type Action = "delete" | "deactivate" | "reactivate";
type Failure = { target: Target; action: Action; error: ApiError };

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The API's refusal without its instruction to programs ("PATCH with …"), which a person does not need. */
const inPlainWords = (detail: string) => detail.replace(/\s*\(PATCH[^)]*\)/g, "");

export type Lifecycle = ReturnType<typeof useLifecycle>;

/**
 * Deactivates, reactivates and deletes items of one collection (`/facilities`, `/sources`, `/meters`). After a
 * change the focus goes to `heading` (the item's row may leave the list) and `onChanged` gets the words to announce.
 */
export function useLifecycle(
  collection: "/facilities" | "/sources" | "/meters",
  heading: RefObject<HTMLElement | null>,
  onChanged: (words: string) => void,
) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = async (target: Target, action: Action, write: () => Promise<unknown>, done: string) => {
    setBusy(target.id);
    setFailure(null);
    try {
      await write();
      heading.current?.focus();
      onChanged(done);
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError("Something went wrong. Try again.", 0, undefined);
      setFailure({ target, action, error });
    } finally {
      setBusy(null);
    }
  };
  const path = (target: Target) => `${collection}/${encodeURIComponent(target.id)}`;
  return {
    busy,
    failure,
    setActive: (target: Target, active: boolean) =>
      run(
        target,
        active ? "reactivate" : "deactivate",
        () => apiPatch(path(target), { active }),
        `${upperFirst(target.name)} ${active ? "reactivated" : "deactivated"}.`,
      ),
    /** Asks first: `consequence` says what goes with the item (or is empty). */
    remove: (target: Target, consequence: string) => {
      const question = [`Delete ${target.name}?`, consequence, "This cannot be undone."].filter(Boolean).join(" ");
      if (!window.confirm(question)) return;
      return run(target, "delete", () => apiDelete(path(target)), `${upperFirst(target.name)} deleted.`);
    },
  };
}

/** A row's buttons: Edit, Deactivate or Reactivate, Delete, each named with the item ("Deactivate Pune Plant"). */
export function RowActions({
  target,
  lifecycle,
  onEdit,
  consequence,
}: {
  target: Target;
  lifecycle: Lifecycle;
  onEdit: () => void;
  consequence: string;
}) {
  const busy = lifecycle.busy === target.id;
  // Relative: the buttons' hidden words are placed inside the table's scrolling box, never past the page's edge.
  return (
    <div className="relative flex gap-2">
      <Button size="sm" variant="outline" onClick={onEdit}>
        Edit<span className="sr-only"> {target.name}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-busy={busy}
        onClick={() => lifecycle.setActive(target, !target.active)}
      >
        {target.active ? "Deactivate" : "Reactivate"}
        <span className="sr-only"> {target.name}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-busy={busy}
        onClick={() => lifecycle.remove(target, consequence)}
      >
        Delete<span className="sr-only"> {target.name}</span>
      </Button>
    </div>
  );
}

/** What a refused or failed change says: a deletion kept for its records offers Deactivate instead. */
export function LifecycleProblem({ lifecycle }: { lifecycle: Lifecycle }) {
  const { failure } = lifecycle;
  if (!failure) return null;
  const { target, action, error } = failure;
  const name = upperFirst(target.name);
  if (action === "delete" && error.status === 409) {
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink">
        <p className="font-semibold">{name} was not deleted</p>
        <p className="mt-1">{inPlainWords(error.message)}</p>
        {target.active && (
          <div className="mt-3">
            <Button size="sm" onClick={() => lifecycle.setActive(target, false)}>
              Deactivate {target.name}
            </Button>
          </div>
        )}
      </div>
    );
  }
  const verb = action === "delete" ? "deleted" : action === "deactivate" ? "deactivated" : "reactivated";
  return <ApiProblem error={error} title={`${name} could not be ${verb}`} />;
}

/** A list's answer, the last one kept on screen while the list loads again after a change. */
export function useKeptList<T>(key: string, load: () => Promise<T>) {
  const state = useApi(key, load);
  const last = useRef<T | undefined>(undefined);
  if (state.status === "ready") last.current = state.data;
  return { state, data: state.status === "ready" ? state.data : state.status === "loading" ? last.current : undefined };
}
