import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../request-failure';

interface FormButtonsProps {
  /** Without it the form has no cancel button (a page rather than a dialog). */
  onCancel?: () => void;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
}

/** Cancel and submit, on the right: how every form ends. */
export function FormButtons({ onCancel, submitLabel, submitting, disabled }: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}

interface FormFooterProps extends FormButtonsProps {
  /** Why the last submission failed as a whole, or null. */
  failure: unknown;
  failureTitle: string;
}

/** The end of every create/edit form: what went wrong, then cancel and submit on the right. */
export function FormFooter({ failure, failureTitle, ...buttons }: FormFooterProps) {
  return (
    <>
      <RequestFailure error={failure} title={failureTitle} />
      <FormButtons {...buttons} />
    </>
  );
}
