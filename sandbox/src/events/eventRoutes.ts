import express, { type Response, type Router } from 'express';
import { sendEmpty } from '../api/contract/answerVariants';
import { HttpError } from '../api/httpError';
import { refuseBody } from '../api/middleware/refuseBody';
import { parseBody } from '../api/parseBody';
import { receiveUpload, uploadTooLarge } from '../registries/multipartFiles';
import { callerOwner } from '../registries/registryAccess';
import { checkUploadedFile, documentUploadRules } from '../registries/uploadRules';
import { checkFilesPerCall, checkFilesPerObject, checkUserQuota, REQUIREMENT_FULL_TEXT } from '../uploads/uploadQuota';
import type { World } from '../world/world';
import { currentMonth } from './eventCalendar';
import { eventsOfCaller, ownedEvent, settleUserEventStatus } from './eventAccess';
import { eventAnswer } from './eventAnswers';
import { eventUpload } from './eventMultipart';
import { clientDeleteFileCheck, debtorDeleteFileCheck, eventListCheck, isoDayCheck } from './eventRequestChecks';
import { eventsOf, type EventsState } from './eventsState';
import { EVENT_CATEGORY_NAMES, EVENT_STATUS_NAMES, type EventCategoryEnum, type SandboxEvent } from './eventTypes';

const PREFIXES = ['/lkk', '/lkd'] as const;

function dayOf(value: unknown): string {
  const result = isoDayCheck.safeParse(value);
  if (!result.success) throw new HttpError(400, `Неверная дата «${String(value)}»: ожидается ГГГГ-ММ-ДД`);
  return result.data;
}

/** Spec §3 "Event response: events, event": the event's category list as it is now, and the event. */
function eventResponse(world: World, state: EventsState, res: Response, event: SandboxEvent) {
  const events = eventsOfCaller(state, res).filter((entry) => entry.category === event.category);
  return { events: events.map((entry) => eventAnswer(world, entry)), event: eventAnswer(world, event) };
}

function requirementOf(event: SandboxEvent, reqid: number) {
  const requirement = event.requirements.find((entry) => entry.id === reqid);
  if (!requirement) throw new HttpError(404, `Требование ${reqid} не найдено в событии ${event.id}`);
  return requirement;
}

function removeFile(world: World, event: SandboxEvent, fileId: number, reqid?: number): void {
  const requirement = reqid === undefined ? event.requirements.find((entry) => entry.fileIds.includes(fileId)) : requirementOf(event, reqid);
  if (!requirement || !requirement.fileIds.includes(fileId)) throw new HttpError(404, `Файл ${fileId} не найден в событии ${event.id}`);
  if (event.status !== 'REQUIREMENT_REQUEST') throw new HttpError(400, 'Документы события уже переданы фактору: удалить файл нельзя');
  requirement.fileIds = requirement.fileIds.filter((id) => id !== fileId);
  world.files.remove(fileId);
}

/** The events calls of spec §7 for the client (/lkk, also LKP) and debtor (/lkd) cabinets. */
export function eventRoutes(world: World): Router {
  const router = express.Router();

  for (const prefix of PREFIXES) {
    router.get(`${prefix}/events/categories`, (_req, res) => {
      res.json((Object.keys(EVENT_CATEGORY_NAMES) as EventCategoryEnum[]).map((categoryEnum, index) => ({ categoryEnum, name: EVENT_CATEGORY_NAMES[categoryEnum], sort: index + 1 })));
    });

    router.post(`${prefix}/events`, (req, res) => {
      const { categoryEnum } = parseBody(eventListCheck, req.body);
      const state = eventsOf(world);
      res.json(eventsOfCaller(state, res).filter((event) => event.category === categoryEnum).map((event) => eventAnswer(world, event)));
    });

    router.get(`${prefix}/events/status`, (_req, res) => {
      const events = eventsOfCaller(eventsOf(world), res);
      const requesting = events.some((event) => event.status === 'REQUIREMENT_REQUEST');
      const code = requesting ? 'REQUIREMENT_REQUEST' : 'WAIT';
      res.json({ code, name: EVENT_STATUS_NAMES[code], unseen: String(events.filter((event) => !event.visible).length) });
    });

    router.get(`${prefix}/events/critical`, (req, res) => {
      const month = currentMonth();
      const date = req.query.date === undefined ? `${month.year}-${String(month.month).padStart(2, '0')}-01` : dayOf(req.query.date);
      const events = eventsOfCaller(eventsOf(world), res).filter((event) => event.critical && event.eventDate.slice(0, 7) === date.slice(0, 7));
      res.json(events.sort((a, b) => a.eventDate.localeCompare(b.eventDate)).map((event) => eventAnswer(world, event)));
    });

    router.get(`${prefix}/events/calendar/:day`, (req, res) => {
      const day = dayOf(req.params.day);
      res.json(eventsOfCaller(eventsOf(world), res).filter((event) => event.critical && event.eventDate === day).map((event) => eventAnswer(world, event)));
    });

    router.post(`${prefix}/events/:id/set-visible`, refuseBody, (req, res) => {
      const state = eventsOf(world);
      const event = ownedEvent(state, res, req.params.id);
      event.visible = true;
      settleUserEventStatus(state, res);
      if (event.id % 2 === 0) sendEmpty(res);
      else res.json({ result: true });
    });

    router.post(`${prefix}/event/:id/add-file`, async (req, res) => {
      const state = eventsOf(world);
      const event = ownedEvent(state, res, req.params.id);
      const form = await receiveUpload(req, res, world, documentUploadRules('files', { maxFiles: world.uploadLimits.filesPerCall, quotaOf: { world, owner: callerOwner(res) }, notMultipartText: 'Ожидается multipart/form-data с файлами в поле «files» и требованием в поле «reqid»' }));
      const { files, reqid } = eventUpload(form);
      const requirement = requirementOf(event, reqid);
      if (event.status !== 'REQUIREMENT_REQUEST') throw new HttpError(400, 'Событие не ожидает документов');
      checkFilesPerCall(files, world.uploadLimits.filesPerCall);
      const types = files.map((file) => checkUploadedFile(file));
      checkFilesPerObject(requirement.fileIds.length, files.length, world.uploadLimits.filesPerRequirement, REQUIREMENT_FULL_TEXT);
      checkUserQuota(world, callerOwner(res), files);
      for (const [index, file] of files.entries()) {
        const stored = world.files.addUpload(callerOwner(res), file.name, types[index] ?? 'application/octet-stream', file.bytes);
        requirement.fileIds.push(stored.id);
      }
      res.json(eventResponse(world, state, res, event));
    });
  }

  router.post('/lkk/event/:id/delete-file', (req, res) => {
    const state = eventsOf(world);
    const event = ownedEvent(state, res, req.params.id);
    const { binaryinfoid, reqid } = parseBody(clientDeleteFileCheck, req.body);
    removeFile(world, event, Number(binaryinfoid), Number(reqid));
    if (event.id % 2 === 0) sendEmpty(res, 204);
    else res.json(eventResponse(world, state, res, event));
  });

  router.post('/lkd/event/:id/delete-file', (req, res) => {
    const state = eventsOf(world);
    const event = ownedEvent(state, res, req.params.id);
    const { fileId } = parseBody(debtorDeleteFileCheck, req.body);
    removeFile(world, event, Number(fileId));
    res.json(eventResponse(world, state, res, event));
  });

  /** LKD: the uploaded documents go to the factor; every required one must have a file. */
  router.post('/lkd/event/:id/requirements', refuseBody, (req, res) => {
    const state = eventsOf(world);
    const event = ownedEvent(state, res, req.params.id);
    if (event.status !== 'REQUIREMENT_REQUEST') throw new HttpError(400, 'Событие не ожидает документов');
    const missing = event.requirements.filter((requirement) => requirement.required && requirement.fileIds.length === 0);
    if (missing.length > 0) throw new HttpError(400, `Загрузите обязательные документы: ${missing.map((requirement) => requirement.name).join(', ')}`);
    event.status = 'REQUIREMENT_VALIDATING';
    event.visible = true;
    settleUserEventStatus(state, res);
    res.json(eventResponse(world, state, res, event));
  });

  router.use(uploadTooLarge);
  return router;
}
