import { kelvinToCelsius, type Weather } from '@wayfarer/core';
import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudMoon,
  CloudRain,
  CloudSnow,
  CloudSun,
  Cloudy,
  Moon,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import { formats, type Formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';

/** OpenWeatherMap's kinds of weather (the icon code's two digits), drawn the same by day and night. */
const ICONS_BY_KIND: Record<string, LucideIcon> = {
  '03': Cloud, // scattered clouds
  '04': Cloudy, // broken or overcast clouds
  '09': CloudDrizzle, // shower rain
  '10': CloudRain, // rain
  '11': CloudLightning, // thunderstorm
  '13': CloudSnow, // snow
  '50': CloudFog, // mist
};

/** Clear sky and few clouds show the sun by day and the moon by night. */
const DAY_NIGHT_ICONS: Record<string, { day: LucideIcon; night: LucideIcon }> = {
  '01': { day: Sun, night: Moon },
  '02': { day: CloudSun, night: CloudMoon },
};

/**
 * Our own icon for an OpenWeatherMap icon code ('04d', '10n': kind, then d for day or n for night),
 * so that no picture is fetched from the weather provider. A code we do not know shows a cloud.
 */
export function weatherIcon(code: string): LucideIcon {
  const kind = code.slice(0, 2);
  const dayNight = DAY_NIGHT_ICONS[kind];
  if (dayNight) return code.endsWith('n') ? dayNight.night : dayNight.day;
  return ICONS_BY_KIND[kind] ?? Cloud;
}

/**
 * Spec section 9: kelvin in Celsius with 1 decimal, '17.3 °C' ('17,3 °C' in Portuguese), never '-0.0 °C'.
 * The language's formats, or else those of the language the app is drawn in.
 */
export function celsiusText(kelvin: number, format: Formats = formats(currentLanguage())): string {
  // Adding 0 turns -0 into 0, which would otherwise be written '-0.0'.
  return messages().weather.celsius(format.decimal(kelvinToCelsius(kelvin) + 0, 1));
}

/** The provider's description with a capital first letter: 'broken clouds' → 'Broken clouds'. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toLocaleUpperCase('en') + trimmed.slice(1);
}

export interface WeatherReading {
  /** '17.3 °C' */
  temperature: string;
  /** 'Feels like 16.1 °C' */
  feelsLike: string;
  /** 'Broken clouds' */
  description: string;
  Icon: LucideIcon;
}

/** What the dashboard's weather card shows of an answer: spec section 2, and the first condition. */
export function weatherReading(
  weather: Pick<Weather, 'main' | 'weather'>,
  format: Formats = formats(currentLanguage()),
): WeatherReading {
  const [condition] = weather.weather;
  return {
    temperature: celsiusText(weather.main.temp, format),
    feelsLike: messages().weather.feelsLike(celsiusText(weather.main.feels_like, format)),
    description: condition ? capitalise(condition.description) : '',
    Icon: weatherIcon(condition?.icon ?? ''),
  };
}
