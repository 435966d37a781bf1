/**
 * The subscription plans as the server enforces them: each workspace is on one, and the plan sets how many members
 * (people, invited ones included) the workspace may have. The products pages sell the same limits
 * (app/content/plans.ts reads them from here).
 */
export const PLAN_IDS = ["eco-start", "green-edge", "carbon-pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_NAMES: Record<PlanId, string> = {
  "eco-start": "Eco Start",
  "green-edge": "Green Edge",
  "carbon-pro": "Carbon Pro",
};

/** Members a workspace on the plan may have; null: no limit. */
export const PLAN_MEMBER_LIMITS: Record<PlanId, number | null> = {
  "eco-start": 5,
  "green-edge": 50,
  "carbon-pro": null,
};

/** How a plan's member limit reads on the products pages ("Up to 5 users", "Unlimited users"). */
export const planUsersLimit = (plan: PlanId) => {
  const limit = PLAN_MEMBER_LIMITS[plan];
  return limit === null ? "Unlimited users" : `Up to ${limit} users`;
};
