import { Button } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the import of a herd list (animals or devices) from a spreadsheet. */
export function ImportButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={onClick}>
      {t('herd.import.button')}
    </Button>
  );
}
