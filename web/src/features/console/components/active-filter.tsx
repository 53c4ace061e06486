import { useTranslation } from 'react-i18next';
import { FilterChip } from '../../../components/list/filter-chip';

interface ActiveFilterProps {
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** The filter's value as the console's list queries take it: anything else filters nothing. */
export const activeQuery = (value: string | undefined) =>
  value === 'true' || value === 'false' ? value : undefined;

/** The console lists' filter on whether a user or an account is active. */
export function ActiveFilter({ value, onChange }: ActiveFilterProps) {
  const { t } = useTranslation();
  return (
    <FilterChip
      label={t('console.fields.state')}
      value={value}
      options={[
        { value: 'true', label: t('console.values.active') },
        { value: 'false', label: t('console.values.inactive') },
      ]}
      onChange={onChange}
    />
  );
}
