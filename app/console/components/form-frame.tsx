import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ApiError } from "../api";
import { ApiProblem } from "./api-problem";
import type { FormProblem } from "./field-words";

/**
 * An add or edit form of the Facilities view: its heading, fields, what the API refused, Save and Cancel. It takes
 * the focus as it opens (its first field), and after a refusal the first field refused, whose message is read with
 * it. The browser's own checks are off: the API checks every field, and the form says its words beside each.
 */
export function FormFrame({
  title,
  level,
  intro,
  submitLabel,
  busy,
  error,
  problem,
  failedTitle,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  level: 2 | 3 | 4;
  intro?: ReactNode;
  submitLabel: string;
  busy: boolean;
  error: ApiError | null;
  problem: FormProblem;
  /** What the alert says could not be done, when the refusal is not about a field shown. */
  failedTitle: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const Heading = `h${level}` as const;
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, []);
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
  const fieldCount = Object.keys(problem.byField).length;
  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <Heading id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </Heading>
        {intro && <p className="mt-1 max-w-prose text-sm text-muted">{intro}</p>}
        <p className="mt-1 text-sm text-muted">Fields marked * are required.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {error && fieldCount > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fieldCount === 1
            ? "One answer needs a change: see the message under its field."
            : `${fieldCount} answers need a change: see the message under each field.`}
        </p>
      )}
      {error && problem.other && <ApiProblem error={error} title={failedTitle} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Which form is open (`null`: none), and the focus's way back: closing returns it to the button that opened the form,
 * or to `fallback` when that button is gone.
 */
export function useOpenForm<T>(fallback: RefObject<HTMLElement | null>) {
  const [form, setForm] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setForm(next);
  };
  const close = () => {
    setForm(null);
    const back = opener.current;
    // Once the form has left the page.
    setTimeout(() => (back?.isConnected ? back : fallback.current)?.focus());
  };
  return { form, open, close };
}
