import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { terms } from "~/content/legal/terms";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: terms.title, description: terms.description, path: terms.path });

export default function Terms() {
  return <LegalDocumentView doc={terms} />;
}
