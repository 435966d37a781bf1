import { Mail } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/** Mail links drawn as a hero's buttons: the first is the primary one. */
export function MailButtons({ links }: { links: readonly { email: string; text: string }[] }) {
  return (
    <>
      {links.map((link, i) => (
        <a
          key={link.email}
          href={`mailto:${link.email}`}
          className={buttonClass(i === 0 ? "primary" : "outline", "lg")}
        >
          <Mail aria-hidden="true" className="size-5" />
          {link.text}
        </a>
      ))}
    </>
  );
}
