import { type ButtonHTMLAttributes, type FormEvent, useEffect } from "react";
import { type ButtonSize, type ButtonVariant, buttonClass } from "~/components/ui/button";
import type { DialogName } from "~/content/dialog-names";
import { prefetchDialog, prefetchDialogWhenIdle } from "./dialog-code";
import { useDialogs } from "./dialog-controller";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick"> & {
  dialog: DialogName;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Classes for the button itself, replacing the button style when `plain` is set. */
  plain?: boolean;
};

/**
 * A button that opens a dialog. It is a one-field GET form, so before the page's scripts have run a press
 * still works: it loads `?dialog=NAME`, which opens the dialog once the page is interactive. After
 * hydration the press opens the dialog in place; its code is fetched when the page is idle, or as soon as a
 * pointer or focus reaches the button, so the dialog opens in the frame after the press.
 */
export function DialogButton({ dialog, variant, size, className = "", plain = false, ...rest }: Props) {
  const dialogs = useDialogs();
  useEffect(() => prefetchDialogWhenIdle(dialog), [dialog]);
  const open = (event: FormEvent) => {
    event.preventDefault();
    dialogs.open(dialog);
  };
  const prefetch = () => prefetchDialog(dialog);
  return (
    <form method="get" className="contents" onSubmit={open}>
      <input type="hidden" name="dialog" value={dialog} />
      <button
        type="submit"
        className={plain ? className : buttonClass(variant, size, className)}
        aria-busy={dialogs.pending === dialog || undefined}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        {...rest}
      />
    </form>
  );
}
