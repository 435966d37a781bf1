import type { DialogBodyProps } from "~/components/dialogs/registry";
import { SignUpForm } from "./sign-up-form";

export default function SignupDialog({ close }: DialogBodyProps) {
  return <SignUpForm autoFocus onDone={close} />;
}
