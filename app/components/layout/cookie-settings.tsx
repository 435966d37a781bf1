import { Switch } from "radix-ui";
import { Button } from "~/components/ui/button";
import type { CookiePreferences, OptionalCategory } from "~/lib/consent";

const switchRoot =
  "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70";
const switchThumb =
  "block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]";

const categories: readonly { key: OptionalCategory; label: string; description: string }[] = [
  { key: "marketing", label: "Marketing", description: "Measure campaigns and show relevant content on other sites." },
  { key: "functional", label: "Functional", description: "Remember settings such as region and language." },
  { key: "analytics", label: "Analytics", description: "Count visits and see which pages help, in aggregate." },
];

type Props = {
  draft: CookiePreferences;
  onToggle: (category: OptionalCategory, on: boolean) => void;
  onSave: () => void;
  onBack: () => void;
};

/**
 * The cookie banner's settings view: a switch per category (essential locked on), Save Settings and Back. Its own
 * chunk, with the switch primitive, so the banner every first visit paints costs the page little script.
 */
export default function CookieSettings({ draft, onToggle, onSave, onBack }: Props) {
  return (
    <div>
      <h2 className="text-base font-semibold text-ink">Cookie settings</h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        <li className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
          <div>
            <label htmlFor="cookie-essential" className="text-sm font-medium text-ink">
              Essential
            </label>
            <p id="cookie-essential-description" className="text-xs text-muted">
              Always on: needed for security and to remember this choice, so they cannot be switched off.
            </p>
          </div>
          <Switch.Root
            id="cookie-essential"
            checked
            disabled
            aria-describedby="cookie-essential-description"
            className={switchRoot}
          >
            <Switch.Thumb className={switchThumb} />
          </Switch.Root>
        </li>
        {categories.map((category) => (
          <li
            key={category.key}
            className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3"
          >
            <div>
              <label htmlFor={`cookie-${category.key}`} className="text-sm font-medium text-ink">
                {category.label}
              </label>
              <p id={`cookie-${category.key}-description`} className="text-xs text-muted">
                {category.description}
              </p>
            </div>
            <Switch.Root
              id={`cookie-${category.key}`}
              checked={draft[category.key]}
              onCheckedChange={(checked) => onToggle(category.key, checked)}
              aria-describedby={`cookie-${category.key}-description`}
              className={switchRoot}
            >
              <Switch.Thumb className={switchThumb} />
            </Switch.Root>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={onSave}>
          Save Settings
        </Button>
        <Button size="sm" variant="outline" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}
