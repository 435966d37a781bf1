import type { ComponentType } from "react";

/** What a dialog's form is given: the close of the frame around it. */
export type DialogBodyProps = { close: () => void };
export type DialogBody = ComponentType<DialogBodyProps>;
