import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormFields } from '../../../components/ui/form-field.tsx';
import { changePasswordSchema, type ChangePasswordValues } from '../../../lib/account-validation.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const passwordFields = [
  {
    name: 'password',
    id: 'new-password',
    label: 'New Password (min 8 characters)',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'passwordConfirm',
    id: 'confirm-password',
    label: 'Confirm New Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

/** "Change Password": the new password twice; cleared once it is saved. */
export function ChangePasswordForm() {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    // A failure is a toast (useUpdateProfile); the typed password stays to try again.
    const saved = await updateProfile.mutateAsync({ password }).then(
      () => true,
      () => false,
    );
    if (saved) reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title" className="settings-form">
      <h2 id="change-password-title">Change Password</h2>
      <fieldset disabled={isSubmitting}>
        <FormFields fields={passwordFields} register={register} errors={errors} />
        <div className="button-row">
          <button type="submit" className="button">
            {isSubmitting ? 'Saving…' : 'Change Password'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => reset()}>
            Clear
          </button>
        </div>
      </fieldset>
    </form>
  );
}
