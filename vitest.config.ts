import { defineConfig } from "vitest/config";
import { demoFiguresModule } from "./scripts/vite-demo-figures";

export default defineConfig({
  plugins: [demoFiguresModule()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [
      "app/**/*.test.ts",
      "contracts/**/*.test.ts",
      "carbon/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
