import { Accordion, Anchor, Badge, Button, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload, IconFence, IconPlus } from '@tabler/icons-react';
import type { Settlement } from '@tropero/shared/farm';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole } from '@tropero/shared/roles';
import { href, routes } from '../../../config/routes';
import { MarkerTypeIcon } from '../../../components/marker-type-icon';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { formatNumber } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { ColorSwatch } from '../../farm/components/color-swatch';
import type { DashboardPanel } from '../panel-ids';
import { useFarmWorkspace } from '../workspace/farm-workspace';
import type { Selection } from '../../../config/dashboard-selection';
import classes from './farm-browser.module.css';

const matches = (term: string, ...texts: (string | null | undefined)[]) =>
  texts.some((text) => text?.toLowerCase().includes(term));

function ItemRow({ item, children }: { item: Selection; children: ReactNode }) {
  const { selection, select } = useFarmWorkspace();
  const current = selection?.kind === item.kind && selection.id === item.id;
  return (
    <UnstyledButton
      className={classes.row}
      aria-current={current}
      onClick={() => select(item, { focus: true })}
    >
      {children}
    </UnstyledButton>
  );
}

/** An empty list: what it means, and (for those who may) the actions that fill it (docs/ui.md). */
function EmptyList({
  text,
  actions,
}: {
  text: string;
  actions: { panel: DashboardPanel; label: string; icon: ReactNode }[];
}) {
  const { canEdit, openPanel } = useFarmWorkspace();
  return (
    <Stack gap="xs" py="xs">
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {canEdit && (
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.panel}
              size="xs"
              variant="light"
              leftSection={action.icon}
              onClick={() => openPanel(action.panel)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

interface BrowserListProps<Item> {
  query: ComponentProps<typeof QueryView<Item[]>>['query'];
  /** Skeleton rows while it loads. */
  rows: number;
  /** What the list says, and offers, when the settlement has none. */
  empty: ReactNode;
  /** The item matches the search. */
  shows: (item: Item) => boolean;
  row: (item: Item) => ReactNode;
}

/** One of the settlement's lists: its items that match the search, or why there are none. */
function BrowserList<Item>({ query, rows, empty, shows, row }: BrowserListProps<Item>) {
  return (
    <QueryView query={query} loading={<ListSkeleton rows={rows} />}>
      {(list) => {
        if (list.length === 0) return empty;
        const shown = list.filter(shows);
        if (shown.length === 0) return <NoMatches />;
        return shown.map(row);
      }}
    </QueryView>
  );
}

function PlotsList({ term }: { term: string }) {
  const { t, i18n } = useTranslation();
  const { plots } = useFarmWorkspace();
  return (
    <BrowserList
      query={plots}
      rows={4}
      empty={
        <EmptyList
          text={t('farm.plots.empty')}
          actions={[
            { panel: 'newPlot', label: t('farm.plots.draw'), icon: <IconPlus size={14} /> },
            { panel: 'uploadKml', label: t('farm.plots.importKml'), icon: <IconFileUpload size={14} /> },
          ]}
        />
      }
      shows={(plot) => matches(term, plot.name, plot.currentCrop?.name)}
      row={(plot) => (
        <ItemRow key={plot._id} item={{ kind: 'plot', id: plot._id }}>
          <ColorSwatch color={plot.color} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate="end">
              {plot.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {plot.currentCrop?.name ?? t('farm.crops.none')}
            </Text>
          </Stack>
          {plot.currentCrop?.available === false && (
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-yellow-8)"
              aria-label={t('farm.crops.withdrawnShort')}
              style={{ flexShrink: 0 }}
            />
          )}
          <Text size="sm" className={classes.figure}>
            {t('map.area', { value: formatNumber(plot.areaHa, i18n.language) })}
          </Text>
        </ItemRow>
      )}
    />
  );
}

function FencesList({ term }: { term: string }) {
  const { t, i18n } = useTranslation();
  const { fences } = useFarmWorkspace();
  return (
    <BrowserList
      query={fences}
      rows={2}
      empty={
        <EmptyList
          text={t('farm.fences.empty')}
          actions={[{ panel: 'virtualFences', label: t('farm.fences.draw'), icon: <IconPlus size={14} /> }]}
        />
      }
      shows={(fence) => matches(term, fence.name)}
      row={(fence) => (
        <ItemRow key={fence._id} item={{ kind: 'fence', id: fence._id }}>
          <IconFence size={16} className={classes.fenceIcon} aria-hidden="true" />
          <Text size="sm" fw={500} truncate="end">
            {fence.name}
          </Text>
          {!fence.active && (
            <Badge size="xs" variant="outline" color="gray">
              {t('farm.fences.inactive')}
            </Badge>
          )}
          <Text size="sm" className={classes.figure}>
            {t('map.area', { value: formatNumber(fence.areaHa, i18n.language) })}
          </Text>
        </ItemRow>
      )}
    />
  );
}

function MarkersList({ term }: { term: string }) {
  const { t } = useTranslation();
  const { markers } = useFarmWorkspace();
  return (
    <BrowserList
      query={markers}
      rows={2}
      empty={
        <EmptyList
          text={t('farm.markers.empty')}
          actions={[{ panel: 'farmMarker', label: t('farm.markers.add'), icon: <IconPlus size={14} /> }]}
        />
      }
      shows={(marker) => matches(term, marker.name, t(`farm.markerTypes.${marker.type}`))}
      row={(marker) => (
        <ItemRow key={marker._id} item={{ kind: 'marker', id: marker._id }}>
          <MarkerTypeIcon type={marker.type} size={18} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate="end">
              {marker.name ?? t(`farm.markerTypes.${marker.type}`)}
            </Text>
            {marker.name && (
              <Text size="xs" c="dimmed">
                {t(`farm.markerTypes.${marker.type}`)}
              </Text>
            )}
          </Stack>
        </ItemRow>
      )}
    />
  );
}

function NoMatches() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status" py="xs">
      {t('dashboard.search.noResults')}
    </Text>
  );
}

interface FarmBrowserProps {
  settlements: readonly Settlement[];
  onSettlementChange: (id: string) => void;
  search: string;
}

/**
 * The side panel's content (docs/ui.md): the settlement, then its plots, fences and markers, filtered by the
 * search.
 */
export function FarmBrowser({ settlements, onSettlementChange, search }: FarmBrowserProps) {
  const { t } = useTranslation();
  const { settlement, plots, fences, markers } = useFarmWorkspace();
  const user = useUser();
  const term = search.trim().toLowerCase();
  const count = (list: unknown[] | undefined) => (list ? ` (${list.length})` : '');
  return (
    <Stack gap="sm">
      {settlements.length > 1 && (
        <Select
          label={t('farm.settlements.switch')}
          data={settlements.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
          value={settlement._id}
          onChange={(id) => id && onSettlementChange(id)}
          allowDeselect={false}
          searchable={settlements.length > 8}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {hasRole(user?.tags ?? [], routes.settlement.roles) && (
        <Anchor component={Link} to={href('settlement')} size="sm">
          {t('farm.settlements.manage')}
        </Anchor>
      )}
      {term && (
        <Text size="xs" c="dimmed">
          {t('farm.browser.filtered', { term: search.trim() })}
        </Text>
      )}
      <Accordion
        multiple
        defaultValue={['plots', 'fences', 'markers']}
        variant="default"
        chevronPosition="left"
      >
        <Accordion.Item value="plots">
          <Accordion.Control>{`${t('farm.plots.title')}${count(plots.data)}`}</Accordion.Control>
          <Accordion.Panel>
            <PlotsList term={term} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="fences">
          <Accordion.Control>{`${t('farm.fences.title')}${count(fences.data)}`}</Accordion.Control>
          <Accordion.Panel>
            <FencesList term={term} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="markers">
          <Accordion.Control>{`${t('farm.markers.title')}${count(markers.data)}`}</Accordion.Control>
          <Accordion.Panel>
            <MarkersList term={term} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
