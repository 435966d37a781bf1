import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { Container } from "~/components/ui/container";

/** The frame of the account screens: breadcrumb, then a centred card with a heading and the form. */
export function AccountScreen({
  trail,
  title,
  intro,
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white py-8 sm:py-12">
      <Container>
        <Breadcrumb trail={trail} />
        <div className="mx-auto mt-6 w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:mt-10 sm:p-8">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <p className="mt-2 text-muted">{intro}</p>
          <div className="mt-6">{children}</div>
        </div>
      </Container>
    </div>
  );
}
