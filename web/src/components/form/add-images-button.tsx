import { Button, FileButton, type FileButtonProps } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';

interface AddImagesButtonProps<Multiple extends boolean> {
  label: string;
  /** The image types the file picker offers. */
  accept: readonly string[];
  multiple?: Multiple;
  onChange: FileButtonProps<Multiple>['onChange'];
  /** Set when the form holds as many images as it may. */
  disabled: boolean;
  loading?: boolean;
}

/** The button under a form's images that picks more from the device. */
export function AddImagesButton<Multiple extends boolean = false>({
  label,
  accept,
  multiple,
  onChange,
  disabled,
  loading,
}: AddImagesButtonProps<Multiple>) {
  return (
    <FileButton<Multiple> onChange={onChange} accept={accept.join(',')} multiple={multiple}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconPhotoPlus size={16} />}
          disabled={disabled}
          loading={loading}
          w="fit-content"
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}
