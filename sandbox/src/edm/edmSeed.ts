import { simplePdf } from '../world/documentContent';
import { PARTY_PLANS } from '../world/partyPlans';
import { seededRandom } from '../world/seededRandom';
import { addDays, russianDate, WORLD_TODAY } from '../world/worldCalendar';
import { ownerKey } from '../world/worldTypes';
import type { World } from '../world/world';
import { EDM_DOCUMENT_TYPES, edmTypeName } from './edmDocumentTypes';
import { FACTOR_NAME, type EdmDirection, type EdmDoc } from './edmModel';
import { EDM_STATUS, STATUSES_BY_DIRECTION } from './edmStatuses';

/** How many documents each direction gets: `supplier` more than a page (30) so paging shows. */
function countsOf(username: string): Record<EdmDirection, number> {
  return username === 'supplier' ? { incoming: 50, outgoing: 44 } : { incoming: 14, outgoing: 12 };
}

/** The PDF of a document: its type, number, date and parties (a real file a viewer opens). */
export function edmPdf(doc: Pick<EdmDoc, 'typeId' | 'number' | 'date' | 'contractFactNum'>, client: string): () => Buffer {
  return () =>
    simplePdf([edmTypeName(doc.typeId), `No ${doc.number} ot ${russianDate(doc.date)}`, `Klient: ${client}`, `Faktor: ${FACTOR_NAME}`, `Dogovor: ${doc.contractFactNum ?? '-'}`]);
}

/**
 * Seeds the EDM documents of every client and agent cabinet from the demo world (their contracts), the same on
 * every run: both directions, every status of CONTRACT.md, several types, signatures on the signed ones.
 */
export function seedEdm(world: World, nextId: () => number): EdmDoc[] {
  const docs: EdmDoc[] = [];
  for (const plan of PARTY_PLANS) {
    if (plan.kind === 'debtor') continue;
    const owner = ownerKey(plan.username, plan.scope);
    const contracts = world.contractsOf(owner);
    const client = contracts[0]?.client.name ?? plan.username;
    const random = seededRandom(plan.seed * 31 + 7);
    const counts = countsOf(plan.username);
    for (const direction of ['incoming', 'outgoing'] as const) {
      const statuses = STATUSES_BY_DIRECTION[direction];
      for (let index = 0; index < counts[direction]; index += 1) {
        // The first ones cover every status; the rest lean to the actionable status so selections mix.
        const status = index < statuses.length ? statuses[index]! : random.chance(0.4) ? statuses[0]! : random.pick(statuses);
        const typeId = random.pick(EDM_DOCUMENT_TYPES).id;
        const date = addDays(WORLD_TODAY, -(index * 2 + random.int(1, 2)));
        const contract = contracts.length > 0 ? random.pick(contracts) : undefined;
        const id = nextId();
        const number = `${direction === 'incoming' ? 'ВХ' : 'ИСХ'}-${id}`;
        const doc: EdmDoc = {
          id,
          owner,
          direction,
          status,
          typeId,
          date,
          number,
          fileId: 0,
          fileName: `${edmTypeName(typeId)} ${number}.pdf`,
          contractFactNum: contract?.num ?? null,
          comment: random.chance(0.3) ? 'Просим подписать до конца месяца' : null,
          refuseReason: status === EDM_STATUS.refused || status === EDM_STATUS.counterpartyRefused ? 'Неверные реквизиты' : null,
          signatures: [],
        };
        doc.fileId = world.files.add(owner, doc.fileName, 'application/pdf', edmPdf(doc, client)).id;
        docs.push(doc);
      }
    }
  }
  return docs;
}
