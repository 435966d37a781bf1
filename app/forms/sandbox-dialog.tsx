import { Check, Copy, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { storeSandboxClientId } from "~/api-docs/stored-preferences";
import type { DialogBodyProps } from "~/components/dialogs/dialog-body";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/copy-text";
import type { SandboxSignup, SandboxTenant } from "../../contracts/api/tenancy";
import { useSchemaForm } from "./use-schema-form";

const COPY_CONFIRMATION_MS = 2000;

function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const id = useId();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    setState((await copyText(value)) ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <Button variant="ghost" size="sm" onClick={onCopy} aria-label={`Copy ${label}`}>
          {state === "copied" ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span aria-live="polite">
            {state === "copied" ? "Copied" : state === "failed" ? "Select and copy" : "Copy"}
          </span>
        </Button>
      </div>
      {multiline ? (
        <textarea
          id={id}
          readOnly
          value={value}
          rows={6}
          wrap="off"
          className="mt-1 w-full resize-none rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-ink"
        />
      ) : (
        <input
          id={id}
          readOnly
          value={value}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-sm text-ink"
        />
      )}
    </div>
  );
}

function Credentials({ tenant, close }: { tenant: SandboxTenant; close: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        Your sandbox is ready
      </h3>
      <p className="text-sm text-muted">
        A private tenant with a demo organisation, three facilities, their sources and meters. It is deleted on{" "}
        {new Date(tenant.expires_at).toISOString().slice(0, 10)}.
      </p>
      <p role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        The client secret is shown only once. Copy it now and keep it safe.
      </p>
      <CopyField label="Client ID" value={tenant.client_id} />
      <CopyField label="Client secret" value={tenant.client_secret} />
      <CopyField label="Get an access token with curl" value={tenant.curl} multiline />
      <div className="flex justify-end">
        <Button onClick={close}>Done</Button>
      </div>
    </div>
  );
}

const FIELDS: { name: keyof SandboxSignup & string; label: string; type: string; autoComplete: string }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Work email", type: "email", autoComplete: "email" },
  { name: "company", label: "Company", type: "text", autoComplete: "organization" },
];

export default function SandboxDialog({ close }: DialogBodyProps) {
  const formId = useId();
  const [tenant, setTenant] = useState<SandboxTenant | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(() => import("../../contracts/api/tenancy").then((m) => m.sandboxSignupSchema), {
    defaultValues: { name: "", email: "", company: "" },
  });

  const onSubmit = async (data: SandboxSignup) => {
    setFailure(null);
    try {
      const res = await fetch("/v1/sandbox/tenants", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
      const body = await res.json().catch(() => null);
      if (res.status === 201) {
        storeSandboxClientId((body as SandboxTenant).client_id);
        return setTenant(body as SandboxTenant);
      }
      if (res.status === 422 && Array.isArray(body?.errors)) {
        for (const e of body.errors as { field: string; message: string }[]) {
          if (FIELDS.some((f) => f.name === e.field))
            setError(e.field as (typeof FIELDS)[number]["name"], { message: e.message });
        }
        return;
      }
      setFailure(
        res.status === 429
          ? "Too many sandboxes were created from your network. Please try again later."
          : "We could not create your sandbox. Please try again.",
      );
    } catch {
      setFailure("We could not reach the sandbox. Check your connection and try again.");
    }
  };

  if (tenant) return <Credentials tenant={tenant} close={close} />;

  return (
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-muted">
        Get a private API tenant with demo data and client credentials for the OAuth2 client-credentials flow. It lasts
        30 days.
      </p>
      {FIELDS.map((f, index) => {
        const id = `${formId}-${f.name}`;
        const error = errors[f.name]?.message;
        return (
          <div key={f.name}>
            <label htmlFor={id} className="block text-sm font-medium text-ink">
              {f.label}
            </label>
            <input
              id={id}
              type={f.type}
              autoComplete={f.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
              // biome-ignore lint/a11y/noAutofocus: the dialog opens to be filled in; its first field takes focus
              autoFocus={index === 0}
              {...register(f.name)}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating your sandbox…" : "Create sandbox"}
        </Button>
      </div>
    </form>
  );
}
