import type { ReactNode } from "react";
import { type ContentsEntry, ContentsNav } from "~/components/sections/contents-nav";
import { Container } from "~/components/ui/container";

/** A long page's body: the contents (sticky sidebar, or a disclosure on phones) beside its sections. */
export function WithContents({ entries, children }: { entries: readonly ContentsEntry[]; children: ReactNode }) {
  return (
    <Container className="grid grid-cols-1 gap-8 py-10 sm:py-14 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
      <aside>
        <ContentsNav entries={entries} />
      </aside>
      <div className="min-w-0 space-y-16 sm:space-y-20">{children}</div>
    </Container>
  );
}
