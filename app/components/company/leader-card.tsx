import type { Leader } from "~/content/company/team";
import { Avatar } from "./avatar";

/** One member of the leadership team. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <article
      aria-labelledby={`leader-${leader.initials}`}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-4">
        <Avatar src={leader.avatar} initials={leader.initials} />
        <div>
          <h3 id={`leader-${leader.initials}`} className="text-lg font-semibold text-ink">
            {leader.name}
          </h3>
          <p className="text-sm text-muted">{leader.role}</p>
          <p className="mt-1 inline-block rounded-md bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {leader.focus}
          </p>
        </div>
      </div>
      <p className="mt-4 text-muted">{leader.description}</p>
      <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 text-ink italic">“{leader.quote}”</blockquote>
      <h4 className="mt-5 text-sm font-semibold text-ink">Areas</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {leader.areas.map((area) => (
          <li key={area} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-ink">
            {area}
          </li>
        ))}
      </ul>
    </article>
  );
}
