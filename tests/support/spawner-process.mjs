// The helper process of spawner.ts: runs each command it is sent with execFile and sends back what it printed.
import { execFile } from "node:child_process";

process.on("message", ({ id, command, args, options }) => {
  execFile(command, args, options, (err, stdout, stderr) => {
    process.send({
      id,
      code: err ? (err.code ?? "failed") : 0,
      stdout,
      stderr: typeof err?.code === "string" ? String(err) : stderr,
    });
  });
});
process.on("disconnect", () => process.exit(0));
