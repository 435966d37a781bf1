import { Building2, Users } from "lucide-react";
import type { Plan } from "~/content/plans";

/** A plan's user and facility limits, each with its icon. */
export function PlanLimits({
  limits,
  large = false,
  className = "",
}: {
  limits: Plan["limits"];
  large?: boolean;
  className?: string;
}) {
  const icon = `${large ? "size-5" : "size-4"} text-brand-700`;
  return (
    <ul className={`space-y-2 text-ink ${className}`.trim()}>
      <li className="flex items-center gap-2">
        <Users aria-hidden="true" className={icon} />
        {limits.users}
      </li>
      <li className="flex items-center gap-2">
        <Building2 aria-hidden="true" className={icon} />
        {limits.facilities}
      </li>
    </ul>
  );
}
