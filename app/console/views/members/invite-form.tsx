import { useState } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import { INVITE_ROLES, membersCopy, ROLE_LABELS, ROLE_TEXTS } from "~/content/console-members";
import { type ApiError, apiPost, asApiError } from "../../api";
import { formProblem } from "../../components/field-words";
import { FormFrame } from "../../components/form-frame";

const FIELDS = {
  email: {
    missing: "Enter the email address to send the invitation to.",
    invalid: "Enter an email address, like name@company.com.",
  },
  roles: { missing: "Choose a role." },
  access_ends_at: {
    missing: "Enter a date, or leave it empty.",
    invalid: "Enter a date in the future, or leave it empty.",
  },
};

/** The invitation form: an address, a role, and for an auditor (or anyone) the day their access ends. */
export function InviteForm({
  tenantId,
  onSent,
  onCancel,
}: {
  tenantId: string;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>("preparer");
  const [endsOn, setEndsOn] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const problem = formProblem(error, FIELDS);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiPost(`/tenants/${tenantId}/users`, {
        email: email.trim(),
        roles: [role],
        // The access ends at the end of the day chosen (UTC).
        ...(endsOn ? { access_ends_at: `${endsOn}T23:59:59Z` } : {}),
      });
      onSent(email.trim());
    } catch (err) {
      setError(asApiError(err, membersCopy.inviteFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormFrame
      title={membersCopy.invite}
      level={2}
      intro={membersCopy.inviteIntro}
      submitLabel="Send invitation"
      busy={busy}
      error={error}
      problem={problem}
      failedTitle={membersCopy.inviteFailed}
      onSubmit={send}
      onCancel={onCancel}
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problem.byField.email}
      />
      <SelectField
        label="Role"
        required
        value={role}
        onChange={(e) => setRole(e.target.value)}
        options={INVITE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        hint={ROLE_TEXTS[role as (typeof INVITE_ROLES)[number]]}
        error={problem.byField.roles}
      />
      <TextField
        label="Access ends (optional)"
        type="date"
        value={endsOn}
        onChange={(e) => setEndsOn(e.target.value)}
        hint="The last day they can use the workspace: for an auditor's engagement, say."
        error={problem.byField.access_ends_at}
      />
    </FormFrame>
  );
}
