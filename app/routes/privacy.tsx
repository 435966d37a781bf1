import { LegalDocumentView } from "~/components/sections/legal-document-view";
import { privacy } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: privacy.title, description: privacy.description, path: privacy.path });

export default function Privacy() {
  return <LegalDocumentView doc={privacy} />;
}
