import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { Stale } from '../db/versions';
import { addEndpointRoute } from '../http/endpoint-route';
import { staleWrite } from '../http/errors';
import { itemNotFound } from './errors';
import { itineraryAccessFor, type ItineraryAccess, type ItineraryItemRow } from './itinerary-access';
import { authorsOf } from './itinerary-repository';
import { itemWrites } from './item-repository';
import { presentItem } from './presenters';

async function answeredItem({ db, reader }: ItineraryAccess, item: ItineraryItemRow) {
  return presentItem(item, reader, await authorsOf(db, [item]));
}

/** The itinerary's items: add, change or move, delete; registered inside the signed-in scope. */
export function itemRoutes(signedIn: FastifyInstance, { db }: { db: Db }) {
  addEndpointRoute(signedIn, 'createItineraryItem', async (request, reply) => {
    const access = itineraryAccessFor(db, request);
    const { dayId, after, before, ...fields } = request.body;
    const placement = after !== undefined ? { after } : before !== undefined ? { before } : 'end';
    const item = await itemWrites(access).createItem({ dayId, placement }, fields);
    return reply.code(201).send(await answeredItem(access, item));
  });

  addEndpointRoute(signedIn, 'updateItineraryItem', async (request) => {
    const access = itineraryAccessFor(db, request);
    const { version, dayId, after, before, ...fields } = request.body;
    const item = await itemWrites(access).updateItem(
      request.params.id,
      { dayId, after, before },
      fields,
      version,
    );
    if (item instanceof Stale) throw staleWrite(await answeredItem(access, item.current));
    if (!item) throw itemNotFound();
    return answeredItem(access, item);
  });

  addEndpointRoute(signedIn, 'deleteItineraryItem', async (request, reply) => {
    const access = itineraryAccessFor(db, request);
    const deleted = await itemWrites(access).deleteItem(request.params.id, request.query.version);
    if (deleted instanceof Stale) throw staleWrite(await answeredItem(access, deleted.current));
    if (!deleted) throw itemNotFound();
    return reply.code(204).send(null);
  });
}
