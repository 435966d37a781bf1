import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import type { PointerEvent } from "react";
import { Link } from "react-router";
import { headerMenus } from "~/content/navigation";

/** Menus open on click or tap only: hover-to-open races with a click and closes what the visitor opened. */
const noHoverOpen = {
  onPointerMove: (event: PointerEvent) => event.preventDefault(),
  onPointerLeave: (event: PointerEvent) => event.preventDefault(),
};

/**
 * Platform and Services menus for wide screens. Radix gives the keyboard model: Enter or Space opens,
 * ArrowDown moves into the menu, arrow keys move between links, Esc closes and refocuses the trigger.
 */
export function DesktopNav() {
  return (
    <NavigationMenu.Root aria-label="Main" className="hidden lg:block" delayDuration={150}>
      <NavigationMenu.List className="flex items-center gap-1">
        {headerMenus.map((menu) => (
          <NavigationMenu.Item key={menu.title} value={menu.title} className="relative">
            <NavigationMenu.Trigger
              {...noHoverOpen}
              className="group inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 data-[state=open]:bg-brand-50"
            >
              {menu.title}
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              {...noHoverOpen}
              className="absolute top-full left-0 mt-2 w-88 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
            >
              <ul>
                {menu.links.map((link, index) => {
                  const id = `nav-${menu.title.toLowerCase()}-${index}`;
                  return (
                    <li key={link.href}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={link.href}
                          aria-labelledby={`${id}-label`}
                          aria-describedby={`${id}-description`}
                          className="block rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                        >
                          <span id={`${id}-label`} className="block text-sm font-semibold text-ink">
                            {link.label}
                          </span>
                          <span id={`${id}-description`} className="block text-xs text-muted">
                            {link.description}
                          </span>
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  );
                })}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
