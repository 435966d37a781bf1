import { apiGet } from "./api";
import { useApi } from "./use-api";

export type FacilityName = { id: string; name: string; code: string | null };

/** The tenant's facilities (id, name and code), for filters and sheets: `GET /v1/facilities`, up to 200. */
export function useFacilities() {
  return useApi("facilities", async () => {
    const page = await apiGet<{ data: FacilityName[] }>("/facilities", { "page[size]": 200 });
    return page.data.map(({ id, name, code }) => ({ id, name, code: code ?? null }));
  });
}
