import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { prefetchDialog } from "~/components/dialogs/dialog-code";
import { useDialogs } from "~/components/dialogs/dialog-controller";
import { buttonClass } from "~/components/ui/button";
import { headerMenus } from "~/content/navigation";
import { AccountLink } from "./account-link";

const PANEL_ID = "mobile-menu";

/** The header's menu below the `lg` breakpoint: a disclosure button and a panel with every link. */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any route change without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dialogs = useDialogs();
  const close = () => setOpenedAt(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpenedAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const scheduleDemo = () => {
    close();
    // The panel goes; the toggle stays, so the dialog returns focus there when it closes.
    dialogs.open("demo", toggleRef.current);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => {
          if (!open) prefetchDialog("demo"); // the panel's Schedule Demo is one press away
          setOpenedAt(open ? null : pathname);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl lg:hidden"
      >
        <nav aria-label="Main" className="mx-auto w-full max-w-[1200px] px-4 py-4 sm:px-6">
          <div className="grid gap-6 sm:grid-cols-2">
            {headerMenus.map((menu) => {
              const headingId = `mobile-menu-${menu.title.toLowerCase()}`;
              return (
                <div key={menu.title}>
                  <p id={headingId} className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
                    {menu.title}
                  </p>
                  <ul aria-labelledby={headingId} className="mt-2">
                    {menu.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          to={link.href}
                          onClick={close}
                          className="flex min-h-11 items-center rounded-md px-3 text-base text-ink hover:bg-brand-50"
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
          <div className="mt-6 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
            <button type="button" onClick={scheduleDemo} className={buttonClass("primary", "lg")}>
              Schedule Demo
            </button>
            <AccountLink size="lg" onClick={close} />
          </div>
        </nav>
      </div>
    </>
  );
}
