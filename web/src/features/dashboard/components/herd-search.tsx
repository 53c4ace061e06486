import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Animal, Device } from '@tropero/shared/herd';
import { useTranslation } from 'react-i18next';
import { useHerdSearch } from '../../herd/api/search-herd';
import { deviceTypeLabel } from '../../herd/components/devices/device-labels';

/** What the top bar's search found and the user chose: an animal (or the one wearing a device), or a loose device. */
export type HerdSearchPick =
  { kind: 'animal'; animalId: string; settlementId: string } | { kind: 'device'; identifier: string };

/** Letters typed before the server is asked: fewer would match half the herd. */
const MIN_LENGTH = 2;

export function pickOf(
  option: string,
  animals: readonly Animal[],
  devices: readonly Device[],
): HerdSearchPick | null {
  const [kind, id] = option.split(':');
  if (kind === 'animal') {
    const animal = animals.find((candidate) => candidate._id === id);
    return animal ? { kind, animalId: animal._id, settlementId: animal.settlementId } : null;
  }
  const device = devices.find((candidate) => candidate._id === id);
  if (!device) return null;
  // A device worn by an animal leads to the animal, on the map; a loose one to its row in /devices.
  return device.animalId && device.settlementId
    ? { kind: 'animal', animalId: device.animalId, settlementId: device.settlementId }
    : { kind: 'device', identifier: device.identifier };
}

interface HerdSearchProps {
  value: string;
  onChange: (value: string) => void;
  onPick: (pick: HerdSearchPick) => void;
  /** Loose devices lead to /devices, which only admins reach: others do not see them. */
  canOpenDevices: boolean;
  settlementNames: ReadonlyMap<string, string>;
}

/**
 * The top bar's search (spec §2): as the user types, the animals (caravana, SENASA, e-ID) and the
 * devices (MAC/UUID) that match, from every settlement of the account. The text also filters the
 * side panel's plots, fences and markers.
 */
export function HerdSearch({ value, onChange, onPick, canOpenDevices, settlementNames }: HerdSearchProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(value.trim(), 250);
  const q = debounced.length >= MIN_LENGTH ? debounced : '';
  const search = useHerdSearch(q);
  const animals = search.data?.animals ?? [];
  const devices = (search.data?.devices ?? []).filter((device) => canOpenDevices || device.animalId);
  const showSettlement = settlementNames.size > 1;
  const where = (settlementId: string | null) =>
    showSettlement && settlementId ? settlementNames.get(settlementId) : undefined;
  const open = q !== '' && combobox.dropdownOpened;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        const pick = pickOf(option, animals, devices);
        combobox.closeDropdown();
        if (pick) onPick(pick);
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          type="search"
          flex={{ xs: 1 }}
          miw={0}
          radius="xl"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search.isFetching ? (
              <Loader size={14} />
            ) : value ? (
              <CloseButton size="sm" aria-label={t('dashboard.search.clear')} onClick={() => onChange('')} />
            ) : null
          }
          placeholder={t('dashboard.search.placeholder')}
          aria-label={t('dashboard.search.placeholder')}
          maxLength={50}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open} data-testid="herd-search-results">
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {search.isError ? (
            <Combobox.Empty>{t('dashboard.search.failed')}</Combobox.Empty>
          ) : search.data && animals.length === 0 && devices.length === 0 ? (
            <Combobox.Empty>{t('dashboard.search.noResults')}</Combobox.Empty>
          ) : null}
          {animals.length > 0 && (
            <Combobox.Group label={t('dashboard.search.animals')}>
              {animals.map((animal) => (
                <Combobox.Option key={animal._id} value={`animal:${animal._id}`}>
                  <Text size="sm" fw={500}>
                    {animal.caravana}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[animal.roundupName, animal.plotName, animal.senasa, where(animal.settlementId)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {devices.length > 0 && (
            <Combobox.Group label={t('dashboard.search.devices')}>
              {devices.map((device) => (
                <Combobox.Option key={device._id} value={`device:${device._id}`}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {device.identifier}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(deviceTypeLabel(device.type))}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[
                      device.animalCaravana
                        ? t('dashboard.search.onAnimal', { caravana: device.animalCaravana })
                        : t('dashboard.search.looseDevice'),
                      where(device.settlementId),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
