import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: () => prerenderPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
