import type { ApiSample } from "~/api-docs/api-samples";
import { DocsPreferencesProvider } from "~/api-docs/docs-preferences";
import { sampleCode } from "~/api-docs/sample-code";
import { SampleTabs } from "~/api-docs/sample-tabs";
import type { ExplorerEstimateCall } from "../../../contracts/factor-explorer";

type Props = { call: ExplorerEstimateCall; apiBase: string; title: string };

/**
 * A factor's ready `POST /v1/estimates` call in curl, JavaScript and Python: the /api page's own code generator
 * and tabs (loaded with a factor's detail, not with the page), so the language chosen there is the one shown here.
 */
export default function EstimateSamples({ call, apiBase, title }: Props) {
  const sample: ApiSample = {
    operationId: "createEstimate",
    title,
    method: "POST",
    path: "/estimates",
    body: call,
    auth: "bearer",
    status: 200,
  };
  return (
    <DocsPreferencesProvider>
      <SampleTabs id="factor-estimate" sample={{ title, code: sampleCode(sample, { baseUrl: apiBase }) }} />
    </DocsPreferencesProvider>
  );
}
