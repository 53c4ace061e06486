import {
  IconCloud,
  IconCloudFog,
  IconCloudRain,
  IconCloudSnow,
  IconCloudStorm,
  IconDroplet,
  IconSun,
  IconSunLow,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The kinds of weather the WMO codes name (Open-Meteo's `weather_code`). */
export type WeatherKind = 'clear' | 'partly' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'storm';

export function weatherKind(code: number): WeatherKind {
  if (code === 0) return 'clear';
  if (code <= 2) return 'partly';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'storm';
  return 'cloudy';
}

const ICONS: Record<WeatherKind, Icon> = {
  clear: IconSun,
  partly: IconSunLow,
  cloudy: IconCloud,
  fog: IconCloudFog,
  drizzle: IconDroplet,
  rain: IconCloudRain,
  snow: IconCloudSnow,
  storm: IconCloudStorm,
};

/** The weather's icon, named for screen readers ("Lluvia"). */
export function WeatherIcon({ code, size = 24 }: { code: number | null; size?: number }) {
  const { t } = useTranslation();
  if (code === null) return null;
  const kind = weatherKind(code);
  const Icon = ICONS[kind];
  return <Icon size={size} role="img" aria-label={t(`weather.kinds.${kind}`)} stroke={1.6} />;
}
