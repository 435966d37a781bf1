import { DialogButton } from "~/components/dialogs/dialog-button";
import { buttonClass } from "~/components/ui/button";

/** The API documentation pages' calls to action: a sandbox of one's own, and the OpenAPI document. */
export function DocsHeroButtons() {
  return (
    <>
      <DialogButton dialog="sandbox">Create a sandbox tenant</DialogButton>
      <a href="/v1/openapi.json" download="carbontracker-openapi.json" className={buttonClass("outline")}>
        Download OpenAPI (JSON)
      </a>
    </>
  );
}
