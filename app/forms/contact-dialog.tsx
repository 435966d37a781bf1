import type { DialogBodyProps } from "~/components/dialogs/dialog-body";
import { ContactForm } from "./contact-form";

export default function ContactDialog({ close }: DialogBodyProps) {
  return <ContactForm autoFocus onDone={close} />;
}
