import type { DialogBodyProps } from "~/components/dialogs/registry";

export default function DemoDialog({ close }: DialogBodyProps) {
  return (
    <button type="button" onClick={close}>
      Close
    </button>
  );
}
