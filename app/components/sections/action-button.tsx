import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { type ButtonSize, type ButtonVariant, buttonClass } from "~/components/ui/button";
import type { Action } from "~/content/actions";

type Props = { action: Action; variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** A call to action from content: a dialog button, or a link styled as a button. */
export function ActionButton({ action, variant, size = "lg", className }: Props) {
  if ("dialog" in action) {
    return (
      <DialogButton dialog={action.dialog} variant={variant} size={size} className={className}>
        {action.label}
      </DialogButton>
    );
  }
  return (
    <Link to={action.to} className={buttonClass(variant, size, className)}>
      {action.label}
    </Link>
  );
}

/** A row of calls to action: the first one primary, the others outlined (or as `rest` says). */
export function ActionRow({
  actions,
  first = "primary",
  rest = "outline",
  className = "",
}: {
  actions: readonly Action[];
  first?: ButtonVariant;
  rest?: ButtonVariant;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`.trim()}>
      {actions.map((action, i) => (
        <ActionButton key={action.label} action={action} variant={i === 0 ? first : rest} />
      ))}
    </div>
  );
}
