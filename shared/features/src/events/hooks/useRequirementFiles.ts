import { useQueryClient } from '@portal/ui/query';
import type { PortalEvent } from '@portal/api';
import { notify, setPercentLoader, withLoader } from '@portal/platform';
import { eventCalls } from '../api/eventCalls';
import type { EventsCabinet } from '../eventsCabinet';
import { EVENT_TEXTS } from '../eventTexts';
import { eventKeys } from './eventKeys';
import { useSingleMutation } from '@portal/ui';

interface UploadInput {
  event: PortalEvent;
  requirementId: string | number;
  files: readonly File[];
}

interface DeleteInput {
  event: PortalEvent;
  requirementId: string | number;
  fileId: string | number;
}

/** Upload (with the percent loader), delete and, in LKD, sending the requirements; the §8 success messages. */
export function useRequirementFiles(cabinet: EventsCabinet) {
  const queryClient = useQueryClient();
  const calls = eventCalls(cabinet);
  const listKey = (event: PortalEvent) => eventKeys.list(cabinet.apiPrefix, event.category.categoryEnum);
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKeys.all(cabinet.apiPrefix) });

  const upload = useSingleMutation({
    mutationFn: async ({ event, requirementId, files }: UploadInput) => {
      const progress = (fraction: number) => setPercentLoader({ show: true, percent: Math.round(fraction * 100), message: EVENT_TEXTS.savingFile });
      progress(0);
      try {
        return await calls.addFiles(event.id, requirementId, files, progress);
      } finally {
        setPercentLoader({ show: false, percent: 0, message: '' });
      }
    },
    onSuccess: async (answer, { event }) => {
      notify(EVENT_TEXTS.documentAdded);
      // Spec §7: the answer's events and event replace what is shown; a part it lacks is fetched again.
      const changed = answer.event;
      if (answer.events) queryClient.setQueryData(listKey(event), answer.events);
      else if (changed) queryClient.setQueryData<PortalEvent[]>(listKey(event), (list) => list?.map((entry) => (String(entry.id) === String(changed.id) ? changed : entry)));
      else await refresh();
      await queryClient.invalidateQueries({ queryKey: eventKeys.status(cabinet.apiPrefix) });
    },
  });

  const remove = useSingleMutation({
    mutationFn: ({ event, requirementId, fileId }: DeleteInput) => withLoader(EVENT_TEXTS.deletingFile, () => calls.deleteFile(event.id, requirementId, fileId)),
    onSuccess: async () => {
      notify(EVENT_TEXTS.documentDeleted);
      await refresh();
    },
  });

  const send = useSingleMutation({
    mutationFn: (event: PortalEvent) => withLoader(EVENT_TEXTS.sendingRequirements, () => calls.sendRequirements(event.id)),
    onSuccess: async () => {
      notify(EVENT_TEXTS.operationDone);
      await refresh();
    },
  });

  return { upload, remove, send };
}
