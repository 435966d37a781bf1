import { apiGet } from "../api";

/** An activity a record may name, as `GET /v1/activities` lists it. */
export type ListedActivity = {
  key: string;
  name: string;
  scope: 1 | 2 | 3;
  scope3_category: number | null;
  source_type: string;
  units: string[];
};

export type ActivityPage = {
  data: ListedActivity[];
  page: { size: number; next_cursor: string | null };
  summary: { count: number; total: number };
};

/** The largest page the list gives: the whole list (about 2,700) in three requests. */
const PAGE_SIZE = 1000;

let every: Promise<ListedActivity[]> | null = null;

async function fetchEvery(): Promise<ListedActivity[]> {
  const all: ListedActivity[] = [];
  let after: string | undefined;
  do {
    const page = await apiGet<ActivityPage>("/activities", { "page[size]": PAGE_SIZE, "page[after]": after });
    all.push(...page.data);
    after = page.page.next_cursor ?? undefined;
  } while (after);
  return all;
}

/** Every activity, page by page, fetched once a visit (the list is the same in every workspace); a failure is not kept. */
export function everyActivity(): Promise<ListedActivity[]> {
  const pending = every ?? fetchEvery();
  every = pending;
  pending.catch(() => {
    if (every === pending) every = null;
  });
  return pending;
}
