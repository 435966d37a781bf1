import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { SectionHeading } from "./section-heading";

type Props = {
  title: string;
  lead: string;
  /** The contact form, shown in the second column beside the details. */
  children?: ReactNode;
};

/** Contact details from `site`, with an optional form beside them. */
export function ContactSection({ title, lead, children }: Props) {
  const details = [
    {
      icon: Mail,
      label: "Email",
      content: (
        <a href={`mailto:${site.email.sales}`} className="text-brand-800 underline underline-offset-4">
          {site.email.sales}
        </a>
      ),
    },
    {
      icon: Phone,
      label: "Phone",
      content: (
        <a href={site.phone.href} className="text-brand-800 underline underline-offset-4">
          {site.phone.display}
        </a>
      ),
    },
    {
      icon: MapPin,
      label: "Office",
      content: (
        <address className="not-italic">
          {site.company}
          {site.address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ),
    },
    { icon: Clock, label: "Hours", content: site.hours },
  ];

  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-16 sm:py-24">
      <Container>
        <div className={children ? "grid gap-12 lg:grid-cols-2" : "grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start"}>
          <SectionHeading id="contact-title" eyebrow="Contact" title={title} lead={lead} align="left" />
          <dl className={`grid gap-6 ${children ? "" : "sm:grid-cols-2"} ${children ? "lg:row-start-2" : ""}`}>
            {details.map(({ icon: Icon, label, content }) => (
              <div key={label}>
                <dt className="flex items-center gap-3 font-semibold text-ink">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </dt>
                <dd className="mt-2 pl-13 text-muted">{content}</dd>
              </div>
            ))}
          </dl>
          {children && <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>}
        </div>
      </Container>
    </section>
  );
}
