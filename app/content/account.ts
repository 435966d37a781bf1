import { ACCOUNT_RULES } from "../../contracts/account";

/**
 * The account screens' words after a sign-up: the register page's "check your email" state
 * (`account/sign-up-sent.tsx`), shown once the server has taken the sign-up and queued the confirmation email.
 * What it says of the link and of an unconfirmed account follows the server: the link's life is
 * `ACCOUNT_RULES.verifyLinkHours`, and until the address is confirmed the console's token lacks the tenant and key
 * management scopes and two-factor set-up is refused (server/accounts/console-token.ts, session-routes.ts).
 */
export const signUpSent = {
  title: "Check your email",
  /** Before the address, which the page shows in bold. */
  sentTo: "We have sent a confirmation email to",
  next: {
    title: "What to do next",
    steps: [
      "Open the email from us and choose “Confirm your email address”.",
      `The link works once, within ${ACCOUNT_RULES.verifyLinkHours} hours. After that, ask for a new one from your account page.`,
    ],
  },
  console: {
    title: "You can open the console now",
    text: "There is no need to wait for the email. Sign in, and your company's workspace is ready for your facilities and data, with a demo company's one click away.",
    link: "Sign in and open the console",
    limited:
      "Until you confirm your address, three things wait: creating API keys, resetting the demo workspace's data and turning on two-factor sign-in.",
  },
  noEmail: {
    title: "No email?",
    text: "It can take a few minutes, and it may be in your spam or junk folder. To have it sent again, sign in and choose “Send the link again” on your account page.",
    link: "Sign in to send it again",
    wrongAddress: "Typed the wrong address?",
    wrongAddressLink: "Create your account again",
  },
} as const;
