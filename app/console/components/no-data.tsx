import { EmptyState } from "./empty-state";

/** The empty state of a view whose window holds no records: what that means and how data gets in. */
export function NoData({ what, window }: { what: string; window: string }) {
  return (
    <EmptyState
      title={`No emissions recorded for ${window}`}
      action={
        <a
          href="/api/reference/activity-data#op-createActivityRecords"
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          How to record activity data
        </a>
      }
    >
      <p>
        {what} needs activity records in this period. Record activity data (fuel, electricity, purchases) through the
        API, or choose another period.
      </p>
    </EmptyState>
  );
}
