export { SESSION_ENDING_EVENT, currentPagePath, peekSessionDraft, saveSessionDraft, takeSessionDraft, type SessionDraft, type SessionEndingDetail } from './sessionDraft';
