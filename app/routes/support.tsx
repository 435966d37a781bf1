import { LifeBuoy, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DialogButton } from "~/components/dialogs/dialog-button";
import { BandSection } from "~/components/sections/band-section";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { MarkedList } from "~/components/sections/marked-list";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClass } from "~/components/ui/button";
import { ScrollBox } from "~/components/ui/scroll-box";
import { pageAt } from "~/content/page-index";
import { resourcePages } from "~/content/resources/index";
import { support } from "~/content/resources/support";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/support";

const page = pageAt(resourcePages, "/support");

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData && { ...loaderData.meta, path: page.path });

// Runs at build time: the copy reaches the page as prerendered HTML and data, not as JavaScript.
export const loader = () => support;

/** One way to reach support: what it is for, and the control that uses it. */
function ChannelCard({
  icon: IconOf,
  title,
  text,
  children,
}: {
  icon: typeof Mail;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
        <IconOf aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 flex-1 text-muted">{text}</p>
      <div className="mt-5">{children}</div>
    </li>
  );
}

export default function Support({ loaderData: s }: Route.ComponentProps) {
  const { channels, responseTimes: times } = s;
  return (
    <>
      <PageHero
        trail={[{ label: "Home", to: "/" }, { label: "Resources" }, { label: page.label }]}
        eyebrow={s.hero.eyebrow}
        title={s.hero.title}
        lead={s.hero.lead}
        buttons={
          <>
            <DialogButton dialog="support" size="lg">
              Contact Support
            </DialogButton>
            <Link to="/resources/knowledge-base" className={buttonClass("outline", "lg")}>
              Browse the Knowledge Base
            </Link>
          </>
        }
      />
      <BandSection id="response-times" copy={times.copy}>
        <ScrollBox label={times.caption} minWidth="32rem" className="rounded-lg ring-1 ring-slate-200">
          <table className="w-full min-w-[32rem] border-collapse text-left">
            <caption className="sr-only">{times.caption}</caption>
            <thead className="bg-slate-50 text-sm text-ink">
              <tr>
                {times.head.map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {times.rows.map((row) => (
                <tr key={row.kind} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {row.kind}
                  </th>
                  <td className="px-4 py-3 text-muted">{row.covers}</td>
                  <td className="px-4 py-3 font-semibold text-brand-800">{row.response}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
        <p className="mt-4 text-sm text-muted">{times.note}</p>
      </BandSection>
      <BandSection id="contact" copy={channels.copy} tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          <ChannelCard icon={LifeBuoy} title={channels.request.title} text={channels.request.text}>
            <DialogButton dialog="support">Contact Support</DialogButton>
          </ChannelCard>
          <ChannelCard icon={Mail} title={channels.email.title} text={channels.email.text}>
            <a href={`mailto:${site.email.support}`} className={buttonClass("outline")}>
              {site.email.support}
            </a>
          </ChannelCard>
          <ChannelCard icon={Phone} title={channels.phone.title} text={`${channels.phone.text} ${site.hours}.`}>
            <a href={site.phone.href} className={buttonClass("outline")}>
              {site.phone.display}
            </a>
          </ChannelCard>
        </ul>
      </BandSection>
      <BandSection id="include" copy={s.include.copy}>
        <MarkedList items={s.include.items} className="grid max-w-3xl gap-3" />
      </BandSection>
      <BandSection id="self-help" copy={s.selfHelp.copy} tinted>
        <LinkCardGrid links={s.selfHelp.links} cols={2} />
      </BandSection>
    </>
  );
}
