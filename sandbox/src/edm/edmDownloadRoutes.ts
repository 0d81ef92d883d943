import express, { type Router } from 'express';
import JSZip from 'jszip';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { parseBody } from '../api/parseBody';
import { attachment } from '../registries/binaryRoutes';
import { WORLD_TODAY } from '../world/worldCalendar';
import type { World } from '../world/world';
import { ownedDoc } from './edmAccess';
import type { EdmStore } from './edmStore';
import { zipEntryName } from './zipEntryName';

const downloadRequest = z.strictObject({
  docs: z.array(idInput).min(1, 'docs: нужен хотя бы один документ'),
  signature: z.boolean(),
  vicariuses: z.boolean(),
});

/** A small МЧД stand-in naming the power of attorney a signature was made under. */
function powerOfAttorneyXmlFor(id: number, signer: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Доверенность Ид="${id}"><Представитель ФИО="${signer.replace(/[<&"]/g, '')}"/></Доверенность>\n`;
}

/** POST /edm/download: a real zip of the documents' files and, when asked, their signatures and МЧД (CONTRACT.md). */
export function edmDownloadRoutes(world: World, store: EdmStore): Router {
  const router = express.Router();

  router.post('/edm/download', async (req, res) => {
    const { docs, signature, vicariuses } = parseBody(downloadRequest, req.body);
    const zip = new JSZip();
    for (const doc of docs.map((id) => ownedDoc(store, res, id))) {
      const file = world.files.ownedBy(doc.owner, doc.fileId);
      if (file) zip.file(zipEntryName(`${doc.id}_${doc.fileName}`), world.files.bytesOf(file));
      doc.signatures.forEach((entry, index) => {
        if (signature) zip.file(zipEntryName(`${doc.id}_${doc.fileName}.${index + 1}.sig`), entry.signature);
        if (vicariuses && entry.vicariousId !== null) zip.file(`${doc.id}_МЧД_${entry.vicariousId}.xml`, powerOfAttorneyXmlFor(entry.vicariousId, entry.signer));
      });
    }
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    res.set('Content-Type', 'application/zip').set('Content-Disposition', attachment(`edo_${WORLD_TODAY}.zip`)).send(bytes);
  });

  return router;
}
