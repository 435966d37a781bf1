import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { headerMenus } from "~/content/navigation";

/**
 * Platform and Services menus for wide screens. Radix gives the keyboard model: Enter, Space or
 * ArrowDown opens and focuses the first link, arrow keys move between links, Esc closes and
 * refocuses the trigger. Not modal, so the page stays usable while a menu is open.
 */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {headerMenus.map((menu) => (
          <li key={menu.title}>
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 data-[state=open]:bg-brand-50">
                {menu.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="start"
                  sideOffset={8}
                  className="z-50 w-88 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
                >
                  {menu.links.map((link, index) => {
                    const id = `nav-${menu.title.toLowerCase()}-${index}`;
                    return (
                      <DropdownMenu.Item key={link.href} asChild>
                        <Link
                          to={link.href}
                          aria-labelledby={`${id}-label`}
                          aria-describedby={`${id}-description`}
                          className="block rounded-lg px-3 py-2 outline-none hover:bg-brand-50 data-[highlighted]:bg-brand-50 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-700"
                        >
                          <span id={`${id}-label`} className="block text-sm font-semibold text-ink">
                            {link.label}
                          </span>
                          <span id={`${id}-description`} className="block text-xs text-muted">
                            {link.description}
                          </span>
                        </Link>
                      </DropdownMenu.Item>
                    );
                  })}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        ))}
      </ul>
    </nav>
  );
}
