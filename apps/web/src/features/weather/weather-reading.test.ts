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
} from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { formats } from '@/i18n/formats';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { capitalise, celsiusText, weatherIcon, weatherReading } from './weather-reading';

describe('weatherIcon', () => {
  it('shows the sun by day and the moon by night for a clear sky and a few clouds', () => {
    expect(weatherIcon('01d')).toBe(Sun);
    expect(weatherIcon('01n')).toBe(Moon);
    expect(weatherIcon('02d')).toBe(CloudSun);
    expect(weatherIcon('02n')).toBe(CloudMoon);
  });

  it('draws every other kind of weather the same by day and night', () => {
    const kinds = [
      ['03', Cloud],
      ['04', Cloudy],
      ['09', CloudDrizzle],
      ['10', CloudRain],
      ['11', CloudLightning],
      ['13', CloudSnow],
      ['50', CloudFog],
    ] as const;
    for (const [kind, icon] of kinds) {
      expect(weatherIcon(`${kind}d`)).toBe(icon);
      expect(weatherIcon(`${kind}n`)).toBe(icon);
    }
  });

  it('shows a cloud for a code it does not know', () => {
    expect(weatherIcon('07d')).toBe(Cloud);
    expect(weatherIcon('')).toBe(Cloud);
  });
});

describe('celsiusText', () => {
  it('writes kelvin in Celsius with 1 decimal', () => {
    expect(celsiusText(290.45)).toBe('17.3 °C');
    expect(celsiusText(293.15)).toBe('20.0 °C');
    expect(celsiusText(267.95)).toBe('-5.2 °C');
  });

  it('never writes minus zero', () => {
    expect(celsiusText(273.12)).toBe('0.0 °C');
    expect(celsiusText(273.15)).toBe('0.0 °C');
  });
});

describe('capitalise', () => {
  it('capitalises the first letter and keeps the rest', () => {
    expect(capitalise('broken clouds')).toBe('Broken clouds');
    expect(capitalise(' light rain ')).toBe('Light rain');
    expect(capitalise('Clear sky')).toBe('Clear sky');
    expect(capitalise('')).toBe('');
  });
});

describe('weatherReading', () => {
  it("reads the card's figures from an answer, with the first condition's icon", () => {
    const reading = weatherReading({
      main: { temp: 290.45, feels_like: 289.25 },
      weather: [
        { id: 803, main: 'Clouds', description: 'broken clouds', icon: '04n' },
        { id: 500, main: 'Rain', description: 'light rain', icon: '10n' },
      ],
    });
    expect(reading).toEqual({
      temperature: '17.3 °C',
      feelsLike: 'Feels like 16.1 °C',
      description: 'Broken clouds',
      Icon: Cloudy,
    });
  });
});

describe('the weather in Portuguese', () => {
  afterEach(() => showLanguage('en', en));

  it('writes the temperatures with a decimal comma and the words in Portuguese', () => {
    showLanguage('pt-BR', ptBR);
    expect(celsiusText(267.95)).toBe('-5,2 °C');
    expect(celsiusText(273.12)).toBe('0,0 °C');
    const reading = weatherReading(
      {
        main: { temp: 290.45, feels_like: 289.25 },
        weather: [{ id: 803, main: 'Clouds', description: 'nublado', icon: '04n' }],
      },
      formats('pt-BR'),
    );
    expect(reading).toMatchObject({
      temperature: '17,3 °C',
      feelsLike: 'Sensação de 16,1 °C',
      description: 'Nublado',
    });
  });
});
