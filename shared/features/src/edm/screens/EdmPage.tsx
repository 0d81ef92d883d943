import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@portal/ui/query';
import { EDM_DIRECTIONS, EDM_PAGE_LIMIT, type EdmCheckResult, type EdmDirection, type EdmDocument } from '@portal/api';
import { sessionStore, useCurrentUser, warn, withLoader } from '@portal/platform';
import { Alert, Box, Button, Tabs, Text } from '@portal/ui/chakra';
import { ListPager, PageTitle, useSingleFlight } from '@portal/ui';
import { edmApi } from '../api/edmApi';
import { EDM_QUERY_KEYS, useEdmList, useEdmStatuses, useEdmTypes } from '../api/edmQueries';
import { failureMessage } from '../api/failureMessage';
import { edmPartyIdOf, type EdmCabinet } from '../edmCabinet';
import { EDM_DIRECTION_LABELS, EDM_MESSAGES } from '../edmMessages';
import { actionsForSelection, type EdmAction } from '../rules/edmActions';
import { filterToRequest } from '../rules/edmFilter';
import { documentsNotToSign, documentsToSign } from '../rules/signingSelection';
import { CheckResultsDialog } from './CheckResultsDialog';
import { DeleteDialog } from './DeleteDialog';
import { DocumentFormDialog } from './DocumentFormDialog';
import { draftWaitingOnEdm } from './edmDraftWaiting';
import { DownloadDialog } from './DownloadDialog';
import { EdmActionBar } from './EdmActionBar';
import { EdmFilters } from './EdmFilters';
import { EdmTable } from './EdmTable';
import { edmFocus, type EdmListState } from './focusAfterEdmAction';
import { RefuseDialog } from './RefuseDialog';
import { SignDialog } from './SignDialog';
import { useEdmFilter } from './useEdmFilter';

type OpenDialog = 'create' | 'edit' | 'sign' | 'refuse' | 'delete' | 'download' | null;

/** ЭДО of spec §2 for LKK, LKP and LKA: incoming and outgoing views, filters in the URL, paging, the §4 actions. */
export function EdmPage({ cabinet }: { cabinet: EdmCabinet }) {
  const user = useCurrentUser();
  const [filter, update] = useEdmFilter();
  const partyId = user ? edmPartyIdOf(user, cabinet) : null;
  const request = useMemo(() => (partyId === null ? null : filterToRequest(filter, partyId)), [filter, partyId]);
  const list = useEdmList(request);
  const types = useEdmTypes();
  const statuses = useEdmStatuses(filter.type);
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // A dialog left open when the session ended opens again with its draft (decision 0059): a new document at once,
  // a refusal or an edit once the list shows its documents again, ticked.
  const [waitingDraft] = useState(() => draftWaitingOnEdm(sessionStore.getState().userName));
  const [dialog, setDialog] = useState<OpenDialog>(waitingDraft?.dialog === 'create' ? 'create' : null);
  const ticksToRestore = useRef(waitingDraft?.dialog === 'create' ? null : waitingDraft);
  const [checkResults, setCheckResults] = useState<EdmCheckResult[] | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  // Read by the focus after an action once the page has drawn the list again (focusAfterEdmAction).
  const listState = useRef<EdmListState>({ updatedAt: 0, fetching: false, placeholder: false, direction: filter.type });
  listState.current = { updatedAt: list.dataUpdatedAt, fetching: list.isFetching, placeholder: list.isPlaceholderData, direction: filter.type };
  const focus = edmFocus(() => listState.current, () => createButton.current);

  const requestKey = JSON.stringify(request);
  useEffect(() => setTicked(new Set()), [requestKey]);

  const rows = list.data?.rows;
  useEffect(() => {
    const waiting = ticksToRestore.current;
    if (!waiting || !rows || list.isPlaceholderData) return;
    ticksToRestore.current = null;
    const shown = rows.filter((doc) => waiting.ids.includes(String(doc.id))).map((doc) => String(doc.id));
    if (shown.length === 0) return;
    setTicked(new Set(shown));
    setDialog(waiting.dialog);
  }, [rows, list.isPlaceholderData]);
  const tickedDocs: EdmDocument[] = (rows ?? []).filter((doc) => ticked.has(String(doc.id)));
  const actions = actionsForSelection(tickedDocs.map((doc) => doc.status));

  const refresh = () => {
    setTicked(new Set());
    void queryClient.invalidateQueries({ queryKey: EDM_QUERY_KEYS.all });
  };

  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const checking = useSingleFlight();
  const check = () =>
    checking.run(async () => {
      try {
        setCheckResults(await withLoader(EDM_MESSAGES.loading, () => edmApi.check(tickedDocs.map((doc) => doc.id))));
      } catch (error) {
        warn(await failureMessage(error, 'Не удалось проверить подписи'));
      }
    });

  const onAction = (action: EdmAction) => {
    if (action === 'check') void check();
    else setDialog(action);
  };

  const caption = `${EDM_DIRECTION_LABELS[filter.type]} документы`;
  const listBody = (() => {
    if (user && partyId === null) return <Text color="fg.error">{EDM_MESSAGES.noParty}</Text>;
    if (list.isError && !list.data) {
      return (
        <Alert.Root status="error" role="alert" data-testid="edm-list-error">
          <Alert.Indicator />
          <Alert.Title>{EDM_MESSAGES.listFailed}</Alert.Title>
          <Button size="sm" ml="auto" variant="outline" onClick={() => void list.refetch()}>
            Повторить
          </Button>
        </Alert.Root>
      );
    }
    return (
      <>
        <EdmTable
          caption={caption}
          rows={rows}
          loading={list.isFetching || !user}
          ticked={ticked}
          onToggle={toggle}
          onToggleAll={(all) => setTicked(new Set(all ? (rows ?? []).map((doc) => String(doc.id)) : []))}
          types={types.data}
        />
        {rows && rows.length === 0 ? (
          <Box textAlign="center" py="8" data-testid="edm-empty">
            <Text fontWeight="semibold">{EDM_MESSAGES.empty}</Text>
            <Text color="fg.muted">Измените фильтр или создайте документ.</Text>
          </Box>
        ) : null}
        {list.data ? <ListPager page={filter.page} size={EDM_PAGE_LIMIT} total={list.data.count} onPage={(page) => update({ page })} /> : null}
      </>
    );
  })();

  return (
    <section>
      <PageTitle>ЭДО</PageTitle>
      <Tabs.Root value={filter.type} onValueChange={(details) => update({ type: details.value as EdmDirection, status: null })} variant="line">
        <Tabs.List aria-label="Направление документов" mb="3">
          {EDM_DIRECTIONS.map((direction) => (
            <Tabs.Trigger key={direction} value={direction}>
              {EDM_DIRECTION_LABELS[direction]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EDM_DIRECTIONS.map((direction) => (
          <Tabs.Content key={direction} value={direction} p="0">
            {direction === filter.type ? (
              <>
                <EdmFilters filter={filter} update={update} statuses={statuses.data} types={types.data} />
                <EdmActionBar tickedCount={tickedDocs.length} actions={actions} onAction={onAction} onCreate={() => setDialog('create')} createRef={createButton} />
                {listBody}
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <DocumentFormDialog
        open={dialog === 'create' || dialog === 'edit'}
        editing={dialog === 'edit' ? (tickedDocs[0] ?? null) : null}
        types={types.data}
        onClose={() => setDialog(null)}
        onSaved={(fileNames) => {
          if (dialog === 'create') focus.afterCreate(fileNames);
          refresh();
          // A new document is outgoing: show it where it now is.
          if (dialog === 'create' && filter.type !== 'outgoing') update({ type: 'outgoing', status: null });
        }}
      />
      <SignDialog
        open={dialog === 'sign'}
        docs={documentsToSign(rows ?? [], ticked)}
        leftOut={documentsNotToSign(rows ?? [], ticked)}
        types={types.data}
        onClose={() => setDialog(null)}
        onDone={(signed) => {
          focus.afterSign(signed.map((doc) => String(doc.id)));
          refresh();
        }}
      />
      <RefuseDialog open={dialog === 'refuse'} docs={tickedDocs} types={types.data} onClose={() => setDialog(null)} onDone={refresh} />
      <DeleteDialog open={dialog === 'delete'} docs={tickedDocs} types={types.data} onClose={() => setDialog(null)} onDone={refresh} />
      <DownloadDialog open={dialog === 'download'} docs={tickedDocs} onClose={() => setDialog(null)} />
      <CheckResultsDialog results={checkResults} docs={rows ?? []} types={types.data} onClose={() => setCheckResults(null)} />
    </section>
  );
}
