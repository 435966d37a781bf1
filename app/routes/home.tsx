import { useDialogs } from "~/components/dialogs/dialog-controller";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "CarbonTracker: carbon emission management for Scope 1, 2 and 3",
    description: "Measure, report and verify greenhouse-gas emissions across Scopes 1-3.",
    path: "/",
  });

export default function Home() {
  const dialogs = useDialogs();
  return (
    <section className="p-8">
      <h1 className="text-3xl font-bold">Carbon emission management</h1>
      <button type="button" onClick={() => dialogs.open("demo")}>
        Watch Demo
      </button>
    </section>
  );
}
