import { defineConfig } from "vitest/config";
import { demoFiguresModule } from "./scripts/vite-demo-figures";
import { methodologyFactsModule } from "./scripts/vite-methodology-facts";

export default defineConfig({
  plugins: [demoFiguresModule(), methodologyFactsModule()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [
      "app/**/*.test.ts",
      "contracts/**/*.test.ts",
      "carbon/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files in one worker share its loaded modules instead of importing the server, the catalogue and the
    // contracts again for each file (about a third of the suite's time on two cores). Every file makes its own
    // databases and servers, and a file that stubs globals or the environment restores them after each test.
    isolate: false,
    // Vitest's default is one file at a time on two cores; server test files mostly wait on their databases and
    // servers, so three at a time keep both cores busy.
    maxWorkers: 3,
  },
});
