import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { headerMenus } from "~/content/navigation";

type Menu = (typeof headerMenus)[number];

/**
 * One menu button (WAI-ARIA APG menu button pattern): Enter, Space or ArrowDown opens and focuses the
 * first link, ArrowUp the last; arrow keys, Home and End move; Esc closes and refocuses the button;
 * Tab, a click outside, choosing a link or a route change closes it. Written here rather than taken
 * from a menu library because the positioning engine those bring costs every page ~10 KB of JS.
 */
function MenuButton({ menu, open, setOpen }: { menu: Menu; open: boolean; setOpen: (open: boolean) => void }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const pendingFocus = useRef<"first" | "last" | null>(null);

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current) focusItem(pendingFocus.current === "first" ? 0 : -1);
    pendingFocus.current = null;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  });

  const openWith = (focus: "first" | "last") => {
    pendingFocus.current = focus;
    if (open) focusItem(focus === "first" ? 0 : -1);
    else setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
      event.preventDefault();
      openWith(event.key === "ArrowUp" ? "last" : "first");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        id={`${id}-trigger`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? setOpen(false) : openWith("first"))}
        onKeyDown={onTriggerKeyDown}
        className="group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        {menu.title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        ref={list}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-trigger`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-50 mt-2 w-88 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {menu.links.map((link, index) => {
          const descriptionId = `${id}-${index}-description`;
          // The description sits beside the link rather than in it, so that the link's visible text is its name
          // (WCAG 2.5.3, label in name); the link's ::after covers the whole item, so a click anywhere follows it.
          return (
            <div
              key={link.href}
              role="none"
              className="relative rounded-lg px-3 py-2 hover:bg-brand-50 has-[:focus-visible]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
            >
              <Link
                to={link.href}
                role="menuitem"
                tabIndex={-1}
                aria-describedby={descriptionId}
                onClick={() => setOpen(false)}
                className="block text-sm font-semibold text-ink outline-none after:absolute after:inset-0 after:rounded-lg"
              >
                {link.label}
              </Link>
              <span id={descriptionId} className="block text-xs text-muted">
                {link.description}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Platform and Services menus for wide screens; one open at a time. */
export function DesktopNav() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setOpenMenu(null), [pathname]);
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {headerMenus.map((menu) => (
          <li key={menu.title}>
            <MenuButton
              menu={menu}
              open={openMenu === menu.title}
              setOpen={(isOpen) => setOpenMenu(isOpen ? menu.title : null)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
