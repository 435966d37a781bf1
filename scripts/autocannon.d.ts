/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    headers?: Record<string, string>;
    body?: string;
  };
  type Result = {
    requests: { average: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
