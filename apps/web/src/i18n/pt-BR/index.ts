import type { Messages } from '../messages';
import { account } from './account';
import { accountData } from './account-data';
import { advices } from './advices';
import { auth } from './auth';
import { calendar } from './calendar';
import { common } from './common';
import { companions } from './companions';
import { dashboard } from './dashboard';
import { errors } from './errors';
import { exchange } from './exchange';
import { finances } from './finances';
import { itinerary } from './itinerary';
import { layout } from './layout';
import { news } from './news';
import { notifications } from './notifications';
import { offline } from './offline';
import { radio } from './radio';
import { sharedItinerary } from './shared-itinerary';
import { todo } from './todo';
import { trip } from './trip';
import { ui } from './ui';
import { weather } from './weather';

/** Everything the web app says, in Brazilian Portuguese: typed by the English catalogue, key for key. */
export const ptBR: Messages = {
  common,
  layout,
  ui,
  dashboard,
  errors,
  auth,
  account,
  accountData,
  todo,
  calendar,
  itinerary,
  sharedItinerary,
  notifications,
  offline,
  finances,
  exchange,
  trip,
  companions,
  news,
  radio,
  weather,
  advices,
};

/** Where this catalogue's chunk was loaded from, which the device keeps for offline use. */
export const address = import.meta.url;
