/** Spec section 9: kelvin to Celsius with 1 decimal. */
export function kelvinToCelsius(kelvin: number): number {
  return Math.round((kelvin - 273.15) * 10) / 10;
}
