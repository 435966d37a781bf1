import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { SubmitButton } from "~/forms/form-parts";
import { useSchemaForm } from "~/forms/use-schema-form";
import { toast } from "~/lib/toast";
import { AUTH_PATHS, type TotpEnrolment as Enrolment } from "../../contracts/account";
import { authPost, refreshSession } from "./auth-client";
import { showRefusal } from "./auth-refusal";

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-3">
      <h3 ref={heading} tabIndex={-1} className="font-semibold">
        Two-factor sign-in is on. Your recovery codes
      </h3>
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
        These codes are shown only once. Keep them somewhere safe: each one signs you in once if you lose your
        authenticator.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}

function ConfirmCode({ enrolment, onConfirmed }: { enrolment: Enrolment; onConfirmed: (codes: string[]) => void }) {
  const { field, handleSubmit, setError, formState } = useSchemaForm(
    () => import("../../contracts/forms").then((m) => m.totpConfirmSchema),
    { defaultValues: { code: "" }, focus: "code" },
  );
  const onSubmit = handleSubmit(async (data) => {
    const answer = await authPost<{ recoveryCodes: string[] }>(AUTH_PATHS.totpConfirm, data, { signedIn: true });
    if (!answer.ok) {
      showRefusal(answer, setError, ["code"], "Two-factor sign-in could not be turned on");
      return;
    }
    onConfirmed(answer.data.recoveryCodes);
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  return (
    <form noValidate method="post" onSubmit={onSubmit} className="space-y-4">
      <p>Scan this QR code with your authenticator app, or type the key below into it.</p>
      <img src={qr} alt="QR code of your two-factor key" width={192} height={192} className="size-48" />
      <div>
        <p className="font-medium">Key (if you cannot scan)</p>
        <code className="block break-all rounded bg-slate-100 px-2 py-1 font-mono">{enrolment.secret}</code>
      </div>
      <TextField
        label="Code from your app"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        hint="The 6 digits the app shows for CarbonTracker"
        {...field("code")}
      />
      <SubmitButton submitting={formState.isSubmitting} busyLabel="Checking…" className="sm:w-auto">
        Turn On Two-Factor Sign-In
      </SubmitButton>
    </form>
  );
}

/**
 * Enrols an authenticator app (RFC 6238 TOTP): key as a QR code and as text, a code to confirm, recovery codes.
 * Offered once the email address is confirmed (the server refuses enrolment before).
 */
export function TotpEnrolment({ enabled, emailVerified }: { enabled: boolean; emailVerified: boolean }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refreshSession();
        }}
      />
    );
  }
  if (enabled) return <p>Two-factor sign-in is on: signing in asks for a code from your authenticator app.</p>;
  if (!emailVerified) {
    return (
      <p>
        Confirm your email address first: two-factor sign-in can be set up once it is confirmed. Open the link we
        emailed you, or send it again from the Account panel.
      </p>
    );
  }
  if (enrolment) {
    return (
      <ConfirmCode
        enrolment={enrolment}
        onConfirmed={(recoveryCodes) => {
          setEnrolment(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  }
  const start = async () => {
    setBusy(true);
    const answer = await authPost<Enrolment>(AUTH_PATHS.totpEnrol, {}, { signedIn: true });
    setBusy(false);
    if (answer.ok) setEnrolment(answer.data);
    else toast.error("Two-factor sign-in could not be set up", { description: answer.detail });
  };
  return (
    <>
      <p>Two-factor sign-in is off. With it, signing in also asks for a code from an authenticator app.</p>
      <Button onClick={start} disabled={busy} aria-busy={busy}>
        Set Up Two-Factor Sign-In
      </Button>
    </>
  );
}
