import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DownloadFormatProps<F extends string> {
  formats: readonly F[];
  value: F;
  onChange: (format: F) => void;
}

/** The download panels' file format, named by the label above it. */
export function DownloadFormat<F extends string>({ formats, value, onChange }: DownloadFormatProps<F>) {
  const { t } = useTranslation();
  const label = useId();
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={label}>
        {t('telemetry.downloads.format')}
      </Text>
      <SegmentedControl
        aria-labelledby={label}
        value={value}
        onChange={(format) => onChange(format as F)}
        data={formats.map((id) => ({ value: id, label: t(`telemetry.downloads.formats.${id}`) }))}
      />
    </div>
  );
}

interface DownloadButtonProps {
  onClick: () => void;
  disabled?: boolean;
  loading: boolean;
}

/** The download panels' button that starts the download. */
export function DownloadButton({ onClick, disabled, loading }: DownloadButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('telemetry.downloads.submit')}
    </Button>
  );
}
