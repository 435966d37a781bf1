import type { DialogName } from "./dialog-names";

/** A call to action in content: a button that opens one of the site's dialogs, or a link to a page. */
export type Action = { label: string; dialog: DialogName } | { label: string; to: string };

export type { Faq } from "./shapes";
