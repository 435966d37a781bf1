/** `npm run dev`: the API server with reload on change, and the Vite dev server (hot reload) proxying to it. */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const sitePort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    // Visitors reach the API through the Vite server, so links and the token audience name its address.
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: "127.0.0.1",
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://localhost:${sitePort}`,
    },
  }),
  spawn("npx", ["react-router", "dev", "--port", sitePort], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
