import { ActionIcon, Checkbox, Popover, Radio, Stack, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconStack2 } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { availableBasemaps, BASEMAP_SOURCES, type Basemap } from './basemaps';
import classes from './map-controls.module.css';

/** The column of buttons at the map's top right. */
export function MapControls({ children }: { children: ReactNode }) {
  return <div className={classes.stack}>{children}</div>;
}

interface MapIconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'> {
  label: string;
  variant?: 'white' | 'filled';
  color?: string;
}

/**
 * The 44-pixel button of the map's control column (a touch target), named for screen readers; it takes
 * the props and ref of a popover's target too.
 */
export function MapIconButton({ label, variant = 'white', color = 'navy', ...props }: MapIconButtonProps) {
  return (
    <ActionIcon
      className={classes.button}
      variant={variant}
      color={color}
      size={44}
      radius="md"
      aria-label={label}
      {...props}
    />
  );
}

interface MapButtonProps {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
}

/** A map button with a tooltip. */
export function MapButton({ label, icon, onClick }: MapButtonProps) {
  return (
    <Tooltip label={label} position="left">
      <MapIconButton label={label} onClick={onClick}>
        {icon}
      </MapIconButton>
    </Tooltip>
  );
}

export function FrameButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <MapButton label={t('map.frame')} icon={<IconFocusCentered size={22} />} onClick={onClick} />;
}

export interface LayerToggle {
  key: string;
  label: string;
}

interface LayersControlProps {
  basemap: Basemap;
  onBasemapChange: (basemap: Basemap) => void;
  toggles: readonly LayerToggle[];
  visible: readonly string[];
  onVisibleChange: (visible: string[]) => void;
  /** More choices under the toggles (how the animals are coloured). */
  children?: ReactNode;
}

/** The basemap switch and the layer toggles, in one popover so that a phone's map stays clear. */
export function LayersControl({
  basemap,
  onBasemapChange,
  toggles,
  visible,
  onVisibleChange,
  children,
}: LayersControlProps) {
  const { t } = useTranslation();
  return (
    <Popover position="left-start" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Tooltip label={t('map.layers.title')} position="left">
          <MapIconButton label={t('map.layers.title')}>
            <IconStack2 size={22} />
          </MapIconButton>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          <Radio.Group
            label={t('map.basemap.label')}
            value={basemap}
            onChange={(value) => onBasemapChange(value as Basemap)}
          >
            <Stack gap={8} mt={6}>
              {availableBasemaps(BASEMAP_SOURCES).map((option) => (
                <Radio key={option} value={option} label={t(`map.basemap.${option}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox.Group label={t('map.layers.label')} value={[...visible]} onChange={onVisibleChange}>
            <Stack gap={8} mt={6}>
              {toggles.map((toggle) => (
                <Checkbox key={toggle.key} value={toggle.key} label={toggle.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          {children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
