import express, { type Router } from 'express';
import { z } from 'zod';
import { idInput } from '../api/contract/idInput';
import type { CertificateAuthority } from '../cryptopro/certificateAuthority';
import { HttpError } from '../api/httpError';
import { callerOf } from '../api/middleware/authenticate';
import { parseBody } from '../api/parseBody';
import type { World } from '../world/world';
import { REGISTRY_STATUS_NAMES, type Registry } from '../world/worldTypes';
import { ownedRegistry } from './registryAccess';
import { can } from './registryPermissions';

/** POST {prefix}/{id}/sign (CONTRACT.md "Signing"): a detached signature per document for signing, strict. */
const signCheck = z.strictObject({
  documentId: z.enum(['ecp', 'ecpdebtor']),
  signatures: z.array(z.strictObject({ id: idInput, signature: z.string().min(1) })).min(1),
});

/** POST /sign/check {registryId}, strict. */
const signCheckRequest = z.strictObject({ registryId: idInput });

/** Spec §6: the scope selects the signing document id, 'ecp' for the client cabinets and 'ecpdebtor' for the debtor. */
function signingDocumentIdOf(scope: string): 'ecp' | 'ecpdebtor' {
  return scope === 'LKD' ? 'ecpdebtor' : 'ecp';
}

/** Why the registry cannot be signed now, or null. */
function signingRefusal(registry: Registry): string | null {
  if (!can(registry.statusCode, 'sign')) return `Реестр в статусе «${REGISTRY_STATUS_NAMES[registry.statusCode]}» подписать нельзя`;
  if (registry.documentsForSigning.length === 0) return 'Нет документов для подписи: сформируйте реестр';
  return null;
}

/**
 * Signing a registry under each of `prefixes`: every document for signing needs a detached signature of its bytes made
 * by the caller's own certificate (checked with the emulated plug-in's authority, GOST R 34.10-2012); the signatures
 * become signedDocs and the registry 'Подписан'. With `withCheck`, POST /sign/check answers whether signing is
 * possible now. The caller's scope picks the registry (its own) and the document id it must send (spec §6).
 */
export function signRoutes(world: World, authority: CertificateAuthority, prefixes: readonly string[], withCheck: boolean): Router {
  const router = express.Router();

  for (const prefix of prefixes) {
    router.post(`${prefix}/:id/sign`, (req, res) => {
      const registry = ownedRegistry(world, res, req.params.id);
      const { documentId, signatures } = parseBody(signCheck, req.body);
      const expected = signingDocumentIdOf(callerOf(res).account.user.scope);
      if (documentId !== expected) throw new HttpError(400, `Неверный идентификатор документа подписи «${documentId}»: для этого кабинета — «${expected}»`);
      const refusal = signingRefusal(registry);
      if (refusal) throw new HttpError(400, refusal);
      const { username } = callerOf(res).account.user;
      const verified = registry.documentsForSigning.map((doc) => {
        const given = signatures.find((candidate) => candidate.id === doc.fileId);
        if (!given) throw new HttpError(400, `Не подписан документ «${doc.name}»`);
        const file = world.files.ownedBy(registry.owner, doc.fileId);
        if (!file) throw new HttpError(400, `Документ «${doc.name}» не найден`);
        const result = authority.verify(given.signature, world.files.bytesOf(file));
        if (!result.ok) throw new HttpError(400, `${result.reason}: «${doc.name}»`);
        if (result.certificate.username !== username) throw new HttpError(400, `Документ «${doc.name}» подписан не сертификатом пользователя`);
        return { doc, signature: given.signature };
      });
      const unknown = signatures.filter((given) => !registry.documentsForSigning.some((doc) => doc.fileId === given.id));
      if (unknown.length > 0) throw new HttpError(400, `Документы ${unknown.map((given) => given.id).join(', ')} не подписываются в этом реестре`);
      for (const { doc, signature } of verified) {
        const file = world.files.add(registry.owner, `${doc.name}.sig`, 'application/pkcs7-signature', Buffer.from(signature, 'base64'));
        registry.signedDocs.push({ id: world.nextDocumentId(), fileId: file.id, name: file.name, userDoc: true });
      }
      registry.statusCode = 'SIGNED';
      res.json({ message: 'Операция выполнена' });
    });
  }

  if (withCheck) {
    router.post('/sign/check', (req, res) => {
      const { registryId } = parseBody(signCheckRequest, req.body);
      const refusal = signingRefusal(ownedRegistry(world, res, registryId));
      res.json(refusal ? { result: false, message: refusal } : { result: true });
    });
  }

  return router;
}
