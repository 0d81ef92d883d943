import { Tabs } from '@portal/ui/chakra';
import { PageTitle } from '@portal/ui';
import { useExcelAvailability } from '../hooks/useExcelAvailability';
import { useReportState } from '../hooks/useReportState';
import type { ReportsCabinet } from '../reportCabinet';
import { REPORT_DEFINITIONS } from '../rules/reportDefinitions';
import { ReportPanel } from './ReportPanel';

/** 'Отчеты' (spec §1, §2): the cabinet's reports as tabs, the one shown and its filters in the URL. */
export function ReportsPage({ cabinet }: { cabinet: ReportsCabinet }) {
  const [state, update] = useReportState(cabinet.kinds);
  const excel = useExcelAvailability();
  const panel = <ReportPanel key={state.kind} cabinet={cabinet} state={state} update={update} excelMissing={excel.missing.has(state.kind)} onExcelMissing={excel.markMissing} />;
  return (
    <section>
      <PageTitle>Отчеты</PageTitle>
      {cabinet.kinds.length > 1 ? (
        <Tabs.Root value={state.kind} onValueChange={(details) => update({ kind: details.value as typeof state.kind })} lazyMount unmountOnExit variant="line">
          <Tabs.List aria-label="Отчеты" mb="4" flexWrap="wrap">
            {cabinet.kinds.map((kind) => (
              <Tabs.Trigger key={kind} value={kind}>
                {REPORT_DEFINITIONS[kind].title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {cabinet.kinds.map((kind) => (
            <Tabs.Content key={kind} value={kind} p="0">
              {kind === state.kind ? panel : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        panel
      )}
    </section>
  );
}
