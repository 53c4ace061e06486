import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormFailure } from './form-failure';

interface AuthSubmitProps {
  /** The last submission failed for a reason the form does not explain in its own words. */
  failed: boolean;
  label: string;
  submitting: boolean;
}

/** The end of an account form: the generic failure, then the full-width button. */
export function AuthSubmit({ failed, label, submitting }: AuthSubmitProps) {
  const { t } = useTranslation();
  return (
    <>
      {failed && (
        <FormFailure title={t('auth.login.errors.failed.title')}>
          {t('auth.login.errors.failed.message')}
        </FormFailure>
      )}
      <Button type="submit" size="md" loading={submitting} fullWidth>
        {label}
      </Button>
    </>
  );
}
