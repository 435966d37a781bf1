import { DialogButton } from "~/components/dialogs/dialog-button";
import { Container } from "~/components/ui/container";
import { AccountLink } from "./account-link";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/** The sticky site header; its fixed height keeps the page from shifting when menus open. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-slate-200 bg-white print:hidden">
      <Container className="flex h-full items-center justify-between gap-4">
        <div className="flex items-center gap-6">
          <Logo />
          <DesktopNav />
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          <DialogButton dialog="demo">Schedule Demo</DialogButton>
          <AccountLink />
        </div>
        <MobileMenu />
      </Container>
    </header>
  );
}
