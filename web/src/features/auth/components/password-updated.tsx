import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The news that the new password is set; the form says what comes next. */
export function PasswordUpdated({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="brand"
      icon={<IconCircleCheck size={20} />}
      title={t('auth.password.updatedTitle')}
      role="status"
    >
      {children}
    </Alert>
  );
}
