import type { DialogBodyProps } from "~/components/dialogs/registry";
import { ContactForm } from "./contact-form";

export default function ContactDialog({ close }: DialogBodyProps) {
  return <ContactForm autoFocus onDone={close} />;
}
