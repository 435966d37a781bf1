import { SignUpForm } from "~/account/sign-up-form";
import type { DialogBodyProps } from "~/components/dialogs/dialog-body";

export default function SignupDialog({ close }: DialogBodyProps) {
  return <SignUpForm autoFocus onDone={close} />;
}
