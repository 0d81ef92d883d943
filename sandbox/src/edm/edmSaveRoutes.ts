import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import { HttpError } from '../api/httpError';
import { parseBody } from '../api/parseBody';
import { callerOwner } from '../registries/registryAccess';
import { receiveUpload, type UploadedFile } from '../registries/multipartFiles';
import { WORLD_TODAY } from '../world/worldCalendar';
import type { World } from '../world/world';
import { ownedDoc, requireStatus } from './edmAccess';
import { EDM_DOCUMENT_TYPES } from './edmDocumentTypes';
import { EDM_STATUS } from './edmStatuses';
import type { EdmStore } from './edmStore';
import { checkEdmFile, checkEdmFileName, EDM_MAX_FILE_BYTES, EDM_MAX_FILES } from './edmUploadRules';
import { checkUserQuota } from '../uploads/uploadQuota';

/** The text fields of POST /edm/save (CONTRACT.md "Create and edit"), strict: no other field is accepted. */
const saveFields = z.strictObject({
  documentType: z
    .string()
    .regex(/^\d+$/, 'documentType — идентификатор типа документа')
    .transform(Number)
    .refine((id) => EDM_DOCUMENT_TYPES.some((type) => type.id === id), 'неизвестный тип документа'),
  comment: z.string().max(500, 'комментарий не длиннее 500 символов').optional(),
  docs: z.string().optional(),
});

const editDocs = z.array(z.strictObject({ id: idInput })).length(1, 'редактируется ровно один документ');

async function formOf(req: Request, res: Response, world: World): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const form = await receiveUpload(req, res, world, {
    fileFields: ['files'],
    maxFiles: EDM_MAX_FILES,
    maxFileBytes: EDM_MAX_FILE_BYTES,
    fileTooLargeText: (name) => `Файл «${name}» больше 20 МБ`,
    notMultipartText: 'Ожидается multipart/form-data',
    checkName: checkEdmFileName,
  });
  const fields: Record<string, string> = {};
  for (const file of form.files) if (file.field !== 'files') throw new HttpError(400, `Файлы передаются в поле «files», не «${file.field}»`);
  for (const [name, value] of form.fields) {
    if (name in fields) throw new HttpError(400, `Поле «${name}» передано дважды`);
    fields[name] = value;
  }
  return { fields, files: form.files };
}

function parseDocs(text: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Поле «docs» должно быть JSON: [{"id": …}]');
  }
  return parseBody(editDocs, parsed)[0]!.id;
}

/** POST /edm/save: a new outgoing document per file (create) or an edit of one 'На подписи' document ({docs}). */
export function edmSaveRoutes(world: World, store: EdmStore): Router {
  const router = express.Router();

  router.post('/edm/save', async (req, res) => {
    const { fields, files } = await formOf(req, res, world);
    const { documentType, comment, docs } = parseBody(saveFields, fields);
    if (files.length > EDM_MAX_FILES) throw new HttpError(400, `Не более ${EDM_MAX_FILES} файлов за раз`);
    const contentTypes = files.map(checkEdmFile);
    const owner = callerOwner(res);

    if (docs !== undefined) {
      const doc = ownedDoc(store, res, parseDocs(docs));
      requireStatus(doc, [EDM_STATUS.onSigning], 'изменить');
      if (files.length > 1) throw new HttpError(400, 'При изменении документа передаётся не более одного файла');
      doc.typeId = documentType;
      doc.comment = comment?.trim() || null;
      const [file] = files;
      if (file) {
        const previous = world.files.byId(doc.fileId);
        checkUserQuota(world, owner, files, previous);
        world.files.remove(doc.fileId);
        doc.fileId = world.files.addUpload(owner, file.name, contentTypes[0]!, file.bytes).id;
        doc.fileName = file.name;
      }
      res.json({ id: doc.id });
      return;
    }

    if (files.length === 0) throw new HttpError(400, 'Файлы не переданы (поле «files»)');
    checkUserQuota(world, owner, files);
    const created = [];
    for (const [index, file] of files.entries()) {
      const stored = world.files.addUpload(owner, file.name, contentTypes[index]!, file.bytes);
      const doc = store.add({
        owner,
        direction: 'outgoing',
        status: EDM_STATUS.onSigning,
        typeId: documentType,
        date: WORLD_TODAY,
        number: '',
        fileId: stored.id,
        fileName: file.name,
        contractFactNum: null,
        comment: comment?.trim() || null,
        refuseReason: null,
        signatures: [],
      });
      doc.number = `ИСХ-${doc.id}`;
      created.push({ id: doc.id });
    }
    res.status(201).json({ content: created });
  });

  return router;
}
