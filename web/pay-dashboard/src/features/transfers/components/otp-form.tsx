import { useState } from 'react';
import { SettingsField } from '../../../../../src/components/ui/settings-field';
import { SubmitButton } from '../../../../../src/components/ui/submit-button';
import { invalidate } from '../../../../../src/lib/use-query';
import { useFieldForm } from '../../../lib/use-field-form';
import { finalizeTransfer } from '../api/finalize-transfer';
import { balanceKey } from '../api/get-balance';
import { transfersKey } from '../api/list-transfers';
import type { CreatedTransfer } from '../api/transfer-types';

/** The transfer's second step when the merchant's transfer OTP is on: the OTP releases it (test mode: 123456). */
export function OtpForm({ transferCode, onDone }: { transferCode: string; onDone: (transfer: CreatedTransfer) => void }) {
  const [otp, setOtp] = useState('');
  const { formRef, errors, busy, submit } = useFieldForm(
    () => ['otp', 'transfer_code'],
    async () => {
      const transfer = await finalizeTransfer(transferCode, otp.trim());
      invalidate(transfersKey);
      invalidate(balanceKey);
      onDone(transfer);
    },
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="dash-form" aria-labelledby="otp-title">
      <h2 id="otp-title">Confirm with the OTP</h2>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <SettingsField
        label="OTP"
        value={otp}
        onChange={setOtp}
        error={errors.otp ?? errors.transfer_code}
        hint="Your transfers ask for a one-time password. In test mode it is 123456."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
      />
      <SubmitButton busy={busy} label="Confirm transfer" busyLabel="Confirming…" />
    </form>
  );
}
