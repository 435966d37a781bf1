import type { Plan } from "~/content/plans";

/** "From $99 /month" or "Custom pricing". */
export function PlanPrice({ price, size = "md" }: { price: Plan["price"]; size?: "md" | "lg" }) {
  const big = size === "lg" ? "text-5xl" : "text-4xl";
  if (price.kind === "custom") {
    return <p className={`${size === "lg" ? "text-4xl" : "text-3xl"} py-1 font-bold text-ink`}>{price.display}</p>;
  }
  return (
    <p className="flex items-baseline gap-1 text-ink">
      {price.from && <span className="text-sm text-muted">From</span>}
      <span className={`${big} font-bold`}>{price.display}</span>
      <span className="text-muted">/month</span>
    </p>
  );
}
