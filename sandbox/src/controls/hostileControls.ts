import express, { type Router } from 'express';
import { z } from 'zod';
import { parseBody } from '../api/parseBody';
import { edmStoreOf } from '../edm/edmStore';
import { eventsOf } from '../events/eventsState';
import type { SettingsState } from '../settings/settingsState';
import type { World } from '../world/world';

const hostileCheck = z.strictObject({
  text: z.string({ error: 'Ожидается {"text": "…", "logo"?: "…"}' }).min(1, 'text не может быть пустым').max(2_000, 'text длиннее 2000 символов'),
  logo: z.string().max(20_000, 'logo длиннее 20000 символов').optional(),
});
export type HostileData = z.infer<typeof hostileCheck>;

/** Spec §3 "New event": fields the portal formats as money or dates; the other schema cells are shown as they come. */
const FORMATTED_EVENT_FIELDS = new Set([
  'invoiceAmount', 'debtAmount', 'backJrnAmount', 'finDebtAmount', 'financingAmount', 'financingAmount2', 'suppDebtAmount', 'payAmount',
  'contractDate', 'shipDate', 'supplyDate', 'delayDate', 'regrDate', 'eventDate', 'jourDate', 'payDate', 'startDelayDate', 'endDelayDate',
]);

/**
 * Plants `text` wherever the server's data becomes text on a page or a file name, for every demo user, until the
 * next reset: debtor names (registries, reports and their workbooks), registry document names, event titles and
 * descriptions, dashboard entries, orders and their files (the invoices), new events' descriptions and schema text cells, EDM numbers, file names
 * and comments. `logo` replaces GET /image/LKK_LOGO_IMAGE.
 */
export function plantHostileData(world: World, settings: SettingsState, { text, logo }: HostileData): void {
  for (const debtor of world.debtors.values()) debtor.name = text;
  const fileName = `${text}.pdf`;
  for (const registry of world.registries.values()) {
    for (const list of [registry.documents, registry.origDocuments, registry.documentsForSigning, registry.signedDocs]) {
      for (const document of list) document.name = fileName;
    }
  }
  const events = eventsOf(world);
  for (const event of events.events.values()) {
    event.title = text;
    event.description = text;
  }
  for (const group of events.groups.values()) for (const item of group.items) item.description = text;
  for (const order of events.orders.values()) {
    order.description = text;
    // The invoices and order files download under the planted name too.
    for (const fileId of order.fileIds) {
      const file = world.files.ownedBy(order.owner, fileId);
      if (file) file.name = fileName;
    }
  }
  for (const newEvent of events.newEvents.values()) {
    newEvent.eventDescription = text;
    for (const row of newEvent.schema.tableItems) {
      for (const [field, value] of Object.entries(row)) if (typeof value === 'string' && !FORMATTED_EVENT_FIELDS.has(field)) row[field] = text;
    }
  }
  for (const doc of edmStoreOf(world).all()) {
    doc.number = text;
    doc.fileName = fileName;
    doc.comment = text;
  }
  if (logo !== undefined) settings.imageOverrides.set('LKK_LOGO_IMAGE', logo);
}

/** POST /__sandbox/hostile {"text": "…", "logo"?: "…"}: hostile data in every area (see plantHostileData) until the next reset. */
export function hostileControls(world: World, settings: SettingsState): Router {
  const router = express.Router();
  router.post('/hostile', (req, res) => {
    const data = parseBody(hostileCheck, req.body);
    plantHostileData(world, settings, data);
    res.json({ planted: true });
  });
  return router;
}
