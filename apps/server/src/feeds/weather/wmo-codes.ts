/**
 * WMO weather interpretation codes (what Open-Meteo reports) in OpenWeatherMap's terms: its condition
 * id, group ('main'), icon kind (the icon code without d/n) and a description in its style.
 */
interface Condition {
  id: number;
  main: string;
  icon: string;
  description: string;
}

const condition = (id: number, main: string, icon: string, description: string): Condition => ({
  id,
  main,
  icon,
  description,
});

const WMO: Readonly<Record<number, Condition>> = {
  0: condition(800, 'Clear', '01', 'clear sky'),
  1: condition(801, 'Clouds', '02', 'mainly clear'),
  2: condition(802, 'Clouds', '03', 'partly cloudy'),
  3: condition(804, 'Clouds', '04', 'overcast clouds'),
  45: condition(741, 'Fog', '50', 'fog'),
  48: condition(741, 'Fog', '50', 'depositing rime fog'),
  51: condition(300, 'Drizzle', '09', 'light drizzle'),
  53: condition(301, 'Drizzle', '09', 'drizzle'),
  55: condition(302, 'Drizzle', '09', 'heavy drizzle'),
  56: condition(311, 'Drizzle', '09', 'light freezing drizzle'),
  57: condition(312, 'Drizzle', '09', 'freezing drizzle'),
  61: condition(500, 'Rain', '10', 'light rain'),
  63: condition(501, 'Rain', '10', 'moderate rain'),
  65: condition(502, 'Rain', '10', 'heavy rain'),
  66: condition(511, 'Rain', '13', 'light freezing rain'),
  67: condition(511, 'Rain', '13', 'freezing rain'),
  71: condition(600, 'Snow', '13', 'light snow'),
  73: condition(601, 'Snow', '13', 'snow'),
  75: condition(602, 'Snow', '13', 'heavy snow'),
  77: condition(600, 'Snow', '13', 'snow grains'),
  80: condition(520, 'Rain', '09', 'light shower rain'),
  81: condition(521, 'Rain', '09', 'shower rain'),
  82: condition(522, 'Rain', '09', 'heavy shower rain'),
  85: condition(620, 'Snow', '13', 'light shower snow'),
  86: condition(622, 'Snow', '13', 'heavy shower snow'),
  95: condition(211, 'Thunderstorm', '11', 'thunderstorm'),
  96: condition(201, 'Thunderstorm', '11', 'thunderstorm with light hail'),
  99: condition(202, 'Thunderstorm', '11', 'thunderstorm with heavy hail'),
};

/** The condition of a WMO code, day or night; undefined for a code WMO does not define. */
export function wmoCondition(code: number, isDay: boolean) {
  const known = Object.hasOwn(WMO, code) ? WMO[code] : undefined;
  if (!known) return undefined;
  return {
    id: known.id,
    main: known.main,
    description: known.description,
    icon: `${known.icon}${isDay ? 'd' : 'n'}`,
  };
}
