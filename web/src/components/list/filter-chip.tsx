import { Button, CloseButton, Group, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './filter-chip.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterChipProps {
  label: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | null) => void;
  /** Why the chip cannot be used yet (e.g. choose a settlement first). */
  disabledReason?: string;
}

/**
 * One filter of a list as a chip (docs/ui.md): it shows the chosen value, opens the choices, and has its
 * own button to drop the filter.
 */
export function FilterChip({ label, value, options, onChange, disabledReason }: FilterChipProps) {
  const { t } = useTranslation();
  const chosen = options.find((option) => option.value === value);
  const active = value !== undefined;
  return (
    <Group gap={0} wrap="nowrap" className={active ? classes.active : classes.chip}>
      <Menu
        position="bottom-start"
        withinPortal
        shadow="md"
        hideDetached={false}
        disabled={Boolean(disabledReason)}
      >
        <Menu.Target>
          <Button
            variant="subtle"
            color={active ? 'brand' : 'gray'}
            size="compact-sm"
            radius="xl"
            className={classes.target}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            disabled={Boolean(disabledReason)}
            title={disabledReason}
          >
            {active ? `${label}: ${chosen?.label ?? value}` : label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <ScrollArea.Autosize mah={320} type="auto">
            {options.map((option) => (
              <Menu.Item
                key={option.value}
                onClick={() => onChange(option.value)}
                fw={option.value === value ? 700 : undefined}
                aria-current={option.value === value || undefined}
              >
                {option.label}
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        </Menu.Dropdown>
      </Menu>
      {active && (
        <CloseButton
          size="sm"
          radius="xl"
          mr={4}
          aria-label={t('list.removeFilter', { filter: label })}
          onClick={() => onChange(null)}
        />
      )}
    </Group>
  );
}
