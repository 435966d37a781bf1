import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { useSession } from "~/account/auth-client";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { accessSummary, apiKeyCopy, scopeGroups, scopeWords } from "~/content/api-keys";
import type { apiClientCreatedSchema, apiClientSchema } from "../../../contracts/api";
import { API_SCOPES, type ClientScope } from "../../../contracts/api/scopes";
import { ApiError, apiGet, apiPost, tokenRequestTarget } from "../api";
import { ApiProblem } from "../components/api-problem";
import { Checkbox } from "../components/checkbox";
import { DataTable } from "../components/data-table";
import { EmptyState } from "../components/empty-state";
import { Skeleton } from "../components/skeleton";
import { ViewHeader } from "../components/view-header";
import { dayLabel } from "../format";
import { useApi } from "../use-api";

type Client = z.infer<typeof apiClientSchema>;
type Created = z.infer<typeof apiClientCreatedSchema>;

/** The new key's secret, shown once, with a copy button. */
function NewSecret({ created, onDone }: { created: Created; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="new-key-heading" className="rounded-lg border border-brand-700 bg-brand-50 p-4">
      <h2 id="new-key-heading" className="text-lg font-semibold text-ink">
        Key “{created.name}” created
      </h2>
      <p className="mt-1 text-sm text-ink">
        Copy the secret now: it is shown this once, and the server keeps only its hash.
      </p>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.clientId}</dt>
          <dd>
            <code className="break-all font-mono">{created.id}</code>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.clientSecret}</dt>
          <dd>
            <code data-testid="new-secret" className="break-all font-mono">
              {created.client_secret}
            </code>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.tokenUrl}</dt>
          <dd>
            <code className="break-all font-mono">{created.token_url}</code>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.audience}</dt>
          <dd>
            <code data-testid="new-audience" className="break-all font-mono">
              {created.audience}
            </code>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.scopes}</dt>
          <dd>
            <ScopeList scopes={created.scopes} />
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() =>
            navigator.clipboard.writeText(created.client_secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy secret
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          I have stored it
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink">
        {copied ? "Secret copied." : ""}
      </p>
    </section>
  );
}

/** A key's scopes: each one's name as a token carries it, with its plain words. */
function ScopeList({ scopes }: { scopes: readonly ClientScope[] }) {
  return (
    <ul className="grid gap-0.5">
      {scopes.map((s) => (
        <li key={s}>
          <code className="font-mono text-xs">{s}</code> <span className="text-muted">{scopeWords[s].label}</span>
        </li>
      ))}
    </ul>
  );
}

const DEFAULT_SCOPES: readonly ClientScope[] = scopeGroups.filter((g) => g.ticked).flatMap((g) => g.scopes);

/** The scopes a new key may hold, in groups: the read-only ones ticked, the admin ones said to be such. */
function ScopeChoice({
  chosen,
  onChange,
}: {
  chosen: ReadonlySet<ClientScope>;
  onChange: (next: ReadonlySet<ClientScope>) => void;
}) {
  const toggle = (scope: ClientScope, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-medium text-ink">{apiKeyCopy.scopesLegend}</legend>
      {scopeGroups.map((group) => (
        <fieldset key={group.title} className="grid gap-2">
          <legend className="text-sm font-semibold text-ink">{group.title}</legend>
          <p className="-mt-1 text-sm text-muted">{group.note}</p>
          {group.scopes.map((scope) => (
            <Checkbox
              key={scope}
              label={
                <>
                  {scopeWords[scope].label} <code className="font-mono text-xs text-muted">{scope}</code>
                </>
              }
              hint={scopeWords[scope].text}
              checked={chosen.has(scope)}
              onChange={(on) => toggle(scope, on)}
            />
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}

function CreateKey({ onCreated }: { onCreated: (c: Created) => void }) {
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<ClientScope>>(() => new Set(DEFAULT_SCOPES));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const scopes = API_SCOPES.filter((s) => chosen.has(s));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onCreated(await apiPost<Created>("/clients", { name: name.trim(), scopes }));
      setName("");
      setChosen(new Set(DEFAULT_SCOPES));
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError("The key could not be created.", 0, undefined));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:max-w-lg">
      <h2 className="text-lg font-semibold text-ink">Create a key</h2>
      <TextField
        label={apiKeyCopy.nameLabel}
        hint={apiKeyCopy.nameHint}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={100}
      />
      <ScopeChoice chosen={chosen} onChange={setChosen} />
      {scopes.length === 0 && <p className="text-sm font-medium text-red-700">{apiKeyCopy.noScope}</p>}
      <div>
        <Button type="submit" disabled={busy || name.trim() === "" || scopes.length === 0} aria-busy={busy}>
          {apiKeyCopy.create}
        </Button>
      </div>
      {error && <ApiProblem error={error} />}
    </form>
  );
}

function KeyList({ version, onRevoked }: { version: number; onRevoked: () => void }) {
  const state = useApi(`clients:${version}`, () => apiGet<{ data: Client[] }>("/clients", { sort: "-created_at" }));
  const [problem, setProblem] = useState<ApiError | null>(null);
  const revoke = async (client: Client) => {
    const name = client.name ?? client.id;
    if (!window.confirm(`Revoke the key “${name}”? Programs using it stop working at once.`)) return;
    setProblem(null);
    try {
      await apiPost(`/clients/${encodeURIComponent(client.id)}/revoke`, {});
      onRevoked();
    } catch (err) {
      setProblem(err instanceof ApiError ? err : new ApiError("The key could not be revoked.", 0, undefined));
    }
  };
  if (state.status === "loading") return <Skeleton label="Loading your API keys…" blocks={["h-32"]} />;
  if (state.status === "error") return <ApiProblem error={state.error} onRetry={state.retry} />;
  if (state.data.data.length === 0) {
    return (
      <EmptyState title="No API keys yet">
        <p>Create a key above to call the API from your own programs with the client credentials flow.</p>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="keys-heading" className="grid gap-3">
      <h2 id="keys-heading" className="text-lg font-semibold text-ink">
        Your keys
      </h2>
      {problem && <ApiProblem error={problem} />}
      <DataTable
        caption="Your API keys"
        rows={state.data.data}
        rowKey={(c) => c.id}
        columns={[
          { header: "Name", cell: (c) => c.name ?? "Sandbox key (from sign-up)" },
          { header: "Client id", cell: (c) => <code className="font-mono text-xs">{c.id}</code> },
          {
            header: "Scopes",
            cell: (c) => (
              <>
                <p className="font-medium text-ink">{accessSummary(c.scopes)}</p>
                <p className="font-mono text-xs">{c.scopes.join(" ")}</p>
              </>
            ),
          },
          { header: "Created", cell: (c) => dayLabel(c.created_at.slice(0, 10)) },
          {
            header: "Revoke",
            cell: (c) => (
              // relative: the hidden name stays inside the table's scroll box (else it widens the page on a phone).
              <Button size="sm" variant="outline" className="relative" onClick={() => revoke(c)}>
                Revoke<span className="sr-only"> {c.name ?? c.id}</span>
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

/**
 * What any key's token request names besides its id and secret, as the API states them (the console's token answer
 * carries them; a key's creation answer says them too, and the panel of a new key shows that).
 */
function TokenRequest() {
  const state = useApi("token-request", tokenRequestTarget);
  if (state.status === "loading") return <Skeleton label="Loading the token request's address…" blocks={["h-24"]} />;
  if (state.status === "error") return <ApiProblem error={state.error} onRetry={state.retry} />;
  const { tokenUrl, audience } = state.data;
  return (
    <section
      aria-labelledby="token-request-heading"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="token-request-heading" className="text-lg font-semibold text-ink">
        {apiKeyCopy.tokenHeading}
      </h2>
      <p className="max-w-prose text-sm text-muted">{apiKeyCopy.tokenIntro}</p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.tokenUrl}</dt>
          <dd>
            <code className="break-all font-mono">{tokenUrl}</code>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{apiKeyCopy.audience}</dt>
          <dd>
            <code data-testid="token-audience" className="break-all font-mono">
              {audience}
            </code>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The tenant's API clients: list, create (the secret shown once), revoke. Verified accounts only. */
export default function ApiKeys() {
  const session = useSession();
  const [created, setCreated] = useState<Created | null>(null);
  const [version, setVersion] = useState(0);
  const verified = session?.signedIn ? session.account.emailVerified : undefined;
  return (
    <>
      <ViewHeader title="API keys" intro={apiKeyCopy.intro} />
      {verified === undefined && <Skeleton label="Loading your API keys…" blocks={["h-32"]} />}
      {verified === false && (
        <EmptyState
          title="Confirm your email address to manage API keys"
          action={
            <a href="/account" className="font-medium text-brand-800 underline underline-offset-4">
              Go to your account
            </a>
          }
        >
          <p>
            A key reaches your tenant's data from anywhere, so only an account whose email address is confirmed may
            create one. Open the link we emailed you, or send it again from your account page.
          </p>
        </EmptyState>
      )}
      {verified && (
        <div className="grid gap-6">
          {created ? (
            <NewSecret created={created} onDone={() => setCreated(null)} />
          ) : (
            <CreateKey
              onCreated={(c) => {
                setCreated(c);
                setVersion((v) => v + 1);
              }}
            />
          )}
          <KeyList version={version} onRevoked={() => setVersion((v) => v + 1)} />
          <TokenRequest />
        </div>
      )}
    </>
  );
}
