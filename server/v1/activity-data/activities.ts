import { z } from "zod";
import { ACTIVITIES, type Activity, unitsFor } from "../../../carbon";
import { activitiesMatching } from "../../../carbon/activity-names";
import { activityPageSchema } from "../../../contracts/api";
import { filterParameter, meetsCondition, parseFilter } from "../platform/filter";
import { listQueryShape, pageInMemory } from "../platform/list-query";
import { type AnyOperation, operation, type RequestExample } from "../platform/operation";

/**
 * The activities a record may name (`carbon/activities.ts`), with the units that fit each: computed in memory, the
 * same for every tenant. The list keeps the engine's order (the platform's own activities, then the published
 * tables'), and its cursor carries an activity's place in it, so a search pages the same way.
 */

type ActivityResource = z.infer<typeof activityPageSchema>["data"][number];
type Listed = { place: string; resource: ActivityResource };

/** The largest page: the console's template takes the whole list in a few requests. */
const MAX_PAGE = 1000;

const FILTER_FIELDS = {
  scope: { type: "number" },
  scope3_category: { type: "number" },
  source_type: { type: "text" },
} as const;

const resourceOf = (a: Activity): ActivityResource => ({
  key: a.key,
  name: a.label,
  scope: a.scope,
  scope3_category: a.scope3_category,
  source_type: a.source_type,
  units: unitsFor(a.key),
});

/** Every activity by key, with its place in the list as a fixed-width key the cursor carries. */
const LISTED: ReadonlyMap<string, Listed> = new Map(
  [...ACTIVITIES.values()].map((a, i) => [a.key, { place: String(i).padStart(6, "0"), resource: resourceOf(a) }]),
);

export type ActivityListQuery = { q?: string | undefined; filter?: string | undefined; size: number; after?: string };

/** One page of the activities the words and the filter select, in the list's order. */
export function activityList({ q, filter, size, after }: ActivityListQuery) {
  const conditions = parseFilter(filter, FILTER_FIELDS);
  const found = q === undefined ? [...LISTED.values()] : activitiesMatching(q).map((a) => LISTED.get(a.key)!);
  const selected = found.filter(({ resource }) =>
    conditions.every((c) => meetsCondition(resource[c.name as keyof typeof FILTER_FIELDS], c.op, c.value)),
  );
  const page = pageInMemory(selected, (item) => item.place, size, after);
  return {
    data: page.items.map((item) => item.resource),
    page: { size, next_cursor: page.next_cursor },
    summary: { count: page.items.length, total: selected.length },
  };
}

const activityQuery = z.object({
  q: z.string().trim().min(1).max(200).optional().meta({
    description:
      "Words of the activity's name or key, e.g. flight long haul: each must begin a word of it, in any order and case (of, the, per and the like are ignored)",
  }),
  filter: filterParameter("Semicolon-joined conditions on scope, scope3_category and source_type, e.g. scope==3"),
  "page[size]": z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE)
    .default(50)
    .meta({ description: `Items per page (1-${MAX_PAGE}, default 50)` }),
  "page[after]": listQueryShape["page[after]"],
});

export const activityListRequestExamples: Readonly<Record<string, RequestExample>> = {
  listActivities: { query: { q: "flight long haul economy", "page[size]": 2 } },
};

export const activityListOperations: AnyOperation[] = [
  operation({
    method: "GET",
    path: "/activities",
    operationId: "listActivities",
    summary: "List the activities a record may name",
    description:
      "Every activity POST /activity-records and POST /estimates take, with its name, scope, Scope 3 category, source type and the units its quantity may be given in: the platform's own (fuels, grid electricity, refrigerants, freight, purchased goods), then every heading of the DESNZ and US EPA tables (flights, hotel stays, freight by mode, waste by treatment, materials...). The order is fixed, the platform's own first; q and filter narrow the list without reordering it. The same for every tenant.",
    tag: "Activity Data",
    access: { kind: "bearer", scope: null },
    query: activityQuery,
    responses: {
      200: {
        description: "A page of activities",
        schema: activityPageSchema,
        example: activityList({ q: "flight long haul economy", size: 2 }),
      },
    },
    handler: async ({ query }) => {
      const { q, filter, "page[size]": size, "page[after]": after } = query;
      return { status: 200, body: activityList({ q, filter, size, after }) };
    },
  }),
];
