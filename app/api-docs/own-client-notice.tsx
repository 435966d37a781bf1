import { useDocsPreferences } from "./docs-preferences";

/** Says so when the examples carry the client id of a sandbox tenant created in this browser. */
export function OwnClientNotice() {
  const { clientId } = useDocsPreferences();
  return (
    clientId && (
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
        The examples use the client id of the sandbox tenant you created in this browser:{" "}
        <code className="font-mono">{clientId}</code>.
      </p>
    )
  );
}
