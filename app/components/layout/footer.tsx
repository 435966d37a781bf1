import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { footerColumns, type NavLink } from "~/content/navigation";
import { site } from "~/content/site";
import { reopenConsentBanner } from "~/lib/consent";
import { CopyrightYear } from "./copyright-year";
import { Logo } from "./logo";
import { Newsletter } from "./newsletter";

/** Records the sign-up on our server; the visitor's confirmation does not wait for it (spec: nothing is sent). */
function recordSubscription(email: string) {
  void import("~/lib/submit-form").then(({ submitForm }) => submitForm("Newsletter", { email }, { fallback: false }));
}

const linkClass = "rounded text-sm text-slate-300 hover:text-white hover:underline";

function FooterLink({ link }: { link: NavLink }) {
  return (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  return (
    // Its end stays clear of the floating buttons and the cookie banner: see `--floating-reserve` in app.css.
    <footer className="bg-slate-900 text-slate-200 print:hidden">
      <Container className="pt-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <div className="inline-flex rounded-lg bg-white px-3 py-2">
              <Logo />
            </div>
            <p className="text-sm text-slate-300">{site.tagline}.</p>
            <address className="space-y-3 text-sm not-italic">
              <a href={`mailto:${site.email.sales}`} className={`flex items-center gap-2 ${linkClass}`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {site.email.sales}
              </a>
              <a href={site.phone.href} className={`flex items-center gap-2 ${linkClass}`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {site.phone.display}
              </a>
              <p className="flex gap-2 text-slate-300">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {site.address.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
            </address>
          </div>
          <div className="space-y-10">
            <Newsletter onSubscribe={recordSubscription} />
            <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
              {footerColumns.map((column) => {
                const headingId = `footer-${column.title.toLowerCase()}`;
                return (
                  <div key={column.title}>
                    <h2 id={headingId} className="text-sm font-semibold text-white">
                      {column.title}
                    </h2>
                    <ul aria-labelledby={headingId} className="mt-3 space-y-2">
                      {column.links.map((link) => (
                        <li key={link.label}>
                          <FooterLink link={link} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </nav>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-slate-700 pt-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CopyrightYear /> {site.company}. All rights reserved.
          </p>
          <button type="button" onClick={reopenConsentBanner} className={`self-start ${linkClass}`}>
            Cookie settings
          </button>
        </div>
      </Container>
    </footer>
  );
}
